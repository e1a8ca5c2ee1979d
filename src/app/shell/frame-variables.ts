// The CSS variables of the static frame (static-frame.ts), computed at build time by Mantine's own resolver from
// the console's theme and written into index.html. Mantine's default variables sheet is not part of the console's
// styles: the console writes every variable of the theme when it renders (src/app/providers.tsx), so before that
// only the frame needs any, and only those its style sheets use (with those their values use in turn).
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { cssVariablesResolver } from '../css-variables.ts';
import { theme } from '../theme.ts';

/** What styles the frame before the console renders, from the project's root: its own rules and Mantine's base. */
export const FRAME_STYLE_SHEETS = [
  'node_modules/@mantine/core/styles/baseline.layer.css',
  'node_modules/@mantine/core/styles/global.layer.css',
  'src/app/global.css',
  'src/styles/shell-layout.css',
  'src/styles/frame.css',
];

type Variables = Record<string, string>;

const VARIABLE_USE = /var\((--[\w-]+)/g;

const usedVariables = (css: string) =>
  [...css.matchAll(VARIABLE_USE)].map((match) => match[1] ?? '');

/** The variables of the theme as Mantine writes them: shared, light scheme and dark scheme. */
export function themeVariables(): { variables: Variables; light: Variables; dark: Variables } {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const own = cssVariablesResolver(merged);
  return {
    variables: { ...base.variables, ...own.variables },
    light: { ...base.light, ...own.light, '--mantine-color-scheme': 'light' },
    dark: { ...base.dark, ...own.dark, '--mantine-color-scheme': 'dark' },
  };
}

/** `:root{…}` rules with the variables the given style sheets use, and the variables those use, in both schemes. */
export function frameVariablesCss(styleSheets: readonly string[]): string {
  const all = themeVariables();
  const needed = new Set<string>();
  const pending = styleSheets.flatMap(usedVariables);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (needed.has(name)) continue;
    needed.add(name);
    for (const scope of [all.variables, all.light, all.dark]) {
      const value = scope[name];
      if (value !== undefined) pending.push(...usedVariables(value));
    }
  }
  const pick = (scope: Variables): Variables =>
    Object.fromEntries(Object.entries(scope).filter(([name]) => needed.has(name)));
  return convertCssVariables(
    { variables: pick(all.variables), light: pick(all.light), dark: pick(all.dark) },
    ':root',
  ).replace(/\n+/g, '');
}

/** The `<style>` element for index.html: the variables of the frame's style sheets and of its own markup. */
export function frameVariablesStyle(root: string, frameHtml: string): string {
  const sheets = FRAME_STYLE_SHEETS.map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
  return `<style>${frameVariablesCss([...sheets, frameHtml])}</style>`;
}
