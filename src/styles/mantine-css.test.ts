// Mantine's per-component styles: every component the console imports from @mantine/core has its style sheet in
// mantine-entry.css, mantine-shell.css or mantine-floating.css (or is one without styles), with the components it is
// built on, or, for a component only a few pages show, in the modules that show it; and every module that uses one
// of the floating components imports mantine-floating.css itself.
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
  PasswordInput: ['Input', 'ActionIcon'],
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

/** The components a module imports (or passes on) from a Mantine package: `Select`, `Modal`... */
function componentsOf(text: string, mantinePackage = 'core'): Set<string> {
  const names = new Set<string>();
  const imports = new RegExp(
    `(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*'@mantine\\/${mantinePackage}'`,
    'g',
  );
  for (const match of text.matchAll(imports)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0] ?? '';
      if (/^[A-Z]/.test(name)) names.add(name);
    }
  }
  return names;
}

function importedComponents(): Set<string> {
  return new Set(
    sourceFiles(SRC).flatMap((file) => [...componentsOf(fs.readFileSync(file, 'utf8'))]),
  );
}

/** What floats over a page (mantine-floating.css): the core's components, and those of spotlight and modals. */
const FLOATING: Record<string, readonly string[]> = {
  core: [
    'Select',
    'MultiSelect',
    'TagsInput',
    'Autocomplete',
    'Combobox',
    'Popover',
    'Tooltip',
    'Modal',
    'Drawer',
    'ScrollArea',
  ],
  spotlight: ['Spotlight'],
  modals: ['ModalsProvider'],
};

/**
 * Components only a few pages show: each module that shows one imports its sheet (and those of the components it
 * is built on, first) itself, and no shared sheet carries them.
 */
const WITH_THE_MODULE = [
  'ActionIcon',
  'Card',
  'Code',
  'Divider',
  'Fieldset',
  'Grid',
  'Image',
  'List',
  'Mark',
  'NumberInput',
  'Progress',
  'PasswordInput',
  'Radio',
  'SimpleGrid',
  'Timeline',
] as const;

const sheetImport = (sheet: string) => `import '@mantine/core/styles/${sheet}.layer.css';`;

function importedSheets(): Set<string> {
  const sheets = new Set<string>();
  for (const file of ['mantine-entry.css', 'mantine-shell.css', 'mantine-floating.css']) {
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
      if (WITH_THE_MODULE.some((own) => own === name)) continue;
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

  it('come with the modules that show something floating over a page', () => {
    const floatingSheet = fs.readFileSync(
      path.join(import.meta.dirname, 'mantine-floating.css'),
      'utf8',
    );
    for (const name of ['Combobox', 'Popover', 'Tooltip', 'Modal', 'Drawer'])
      expect(floatingSheet).toContain(`@mantine/core/styles/${name}.layer.css`);
    const withoutTheSheet = sourceFiles(SRC).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const floating = Object.entries(FLOATING).flatMap(([mantinePackage, names]) => {
        const used = componentsOf(text, mantinePackage);
        return names.filter((name) => used.has(name));
      });
      return floating.length > 0 && !text.includes("import '@/styles/mantine-floating.css';")
        ? [`${path.relative(SRC, file)} (${floating.join(', ')})`]
        : [];
    });
    expect(withoutTheSheet).toEqual([]);
  });

  it('come with the modules that show a component only a few pages show, and with no shared sheet', () => {
    const shared = importedSheets();
    const wrong = sourceFiles(SRC).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const used = componentsOf(text);
      return WITH_THE_MODULE.filter((name) => used.has(name)).flatMap((name) => {
        const sheets = [...(BUILT_ON[name] ?? []).filter((sheet) => !shared.has(sheet)), name];
        const at = sheets.map((sheet) => text.indexOf(sheetImport(sheet)));
        const inOrder = at.every((index, i) => index >= 0 && (i === 0 || index > (at[i - 1] ?? 0)));
        return inOrder ? [] : [`${path.relative(SRC, file)} (${sheets.join(' then ')})`];
      });
    });
    expect(wrong).toEqual([]);
    expect(WITH_THE_MODULE.filter((name) => shared.has(name))).toEqual([]);
  });
});
