// Mantine's per-component styles: every component the console imports from @mantine/core has its style sheet in
// mantine-entry.css or mantine-shell.css (or is one without styles), with the components it is built on.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const STYLES = path.resolve(import.meta.dirname, '../../node_modules/@mantine/core/styles');

/** Components whose styles are those of the components they are built on. */
const BUILT_ON: Record<string, readonly string[]> = {
  Select: ['Combobox', 'Input', 'Popover'],
  MultiSelect: ['Combobox', 'Input', 'Pill', 'PillsInput', 'Popover'],
  TagsInput: ['Combobox', 'Input', 'Pill', 'PillsInput', 'Popover'],
  Autocomplete: ['Combobox', 'Input', 'Popover'],
  NativeSelect: ['Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Radio: ['InlineInput'],
  Checkbox: ['InlineInput'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
  Tooltip: [],
  Popover: [],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim();
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

function importedSheets(): Set<string> {
  const sheets = new Set<string>();
  for (const file of ['mantine-entry.css', 'mantine-shell.css']) {
    const text = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    for (const match of text.matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)) {
      sheets.add(match[1] ?? '');
    }
  }
  return sheets;
}

describe("Mantine's per-component styles", () => {
  it('cover every component the console imports, and those it is built on', () => {
    const sheets = importedSheets();
    const missing: string[] = [];
    for (const name of importedComponents()) {
      const needed = [
        ...(fs.existsSync(path.join(STYLES, `${name}.layer.css`)) ? [name] : []),
        ...(BUILT_ON[name] ?? []),
      ];
      for (const sheet of needed) {
        if (!sheets.has(sheet)) missing.push(`${sheet} (for ${name})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
