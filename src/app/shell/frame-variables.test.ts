// The static frame's variables: every variable its style sheets and markup use that the theme defines is in
// index.html's style, in both schemes, with the value the console itself writes when it renders.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FRAME_STYLE_SHEETS,
  frameVariablesCss,
  frameVariablesStyle,
  themeVariables,
} from './frame-variables';
import { staticFrameHtml } from './static-frame';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `name: value` of each declaration in the rule whose selector is given. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector}{`);
  if (start < 0) return new Map();
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return new Map(
    body
      .split(';')
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
}

describe('the static frame’s CSS variables', () => {
  const style = frameVariablesStyle(ROOT, staticFrameHtml());
  const css = style.replace(/^<style>|<\/style>$/g, '');
  const shared = declarations(css, ':root');
  const light = declarations(css, ':root[data-mantine-color-scheme="light"]');
  const dark = declarations(css, ':root[data-mantine-color-scheme="dark"]');
  const theme = themeVariables();

  it('declares, with the theme’s values, every theme variable the frame’s sheets and markup use', () => {
    const sources = [
      ...FRAME_STYLE_SHEETS.map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8')),
      staticFrameHtml(),
    ];
    const used = new Set(
      sources.flatMap((text) => [...text.matchAll(/var\((--mantine-[\w-]+)/g)].map((m) => m[1])),
    );
    expect(used.size).toBeGreaterThan(20);
    for (const name of used) {
      if (name === undefined) continue;
      if (theme.variables[name] !== undefined)
        expect(shared.get(name), name).toBe(theme.variables[name]);
      if (theme.light[name] !== undefined) expect(light.get(name), name).toBe(theme.light[name]);
      if (theme.dark[name] !== undefined) expect(dark.get(name), name).toBe(theme.dark[name]);
    }
  });

  it('follows a variable to the variables its value uses', () => {
    // The body's colour in the dark scheme is a shade of dark, itself a variable.
    expect(dark.get('--mantine-color-body')).toBe('var(--mantine-color-dark-7)');
    expect(shared.get('--mantine-color-dark-7')).toBe(theme.variables['--mantine-color-dark-7']);
    expect(frameVariablesCss(['a { color: var(--mantine-color-anchor) }'])).toContain(
      `--mantine-color-blue-8: ${theme.variables['--mantine-color-blue-8']}`,
    );
  });

  it('carries the console’s own shades and faces, and nothing the frame does not use', () => {
    expect(light.get('--mantine-color-dimmed')).toBe('var(--mantine-color-gray-7)');
    expect(shared.get('--mantine-font-family')).toMatch(/^system-ui/);
    expect(light.get('--mantine-color-scheme')).toBe('light');
    expect(dark.get('--mantine-color-scheme')).toBe('dark');
    expect(shared.has('--mantine-color-grape-5')).toBe(false);
    expect(shared.size + light.size + dark.size).toBeLessThan(100);
  });
});
