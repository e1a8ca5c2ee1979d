// Lint: TypeScript (type-aware), React hooks, TanStack Query and Router rules, jsx-a11y, and import
// boundaries: features never import each other; lib and contracts never import features; src/contracts, the
// one place both sides share, imports nothing from either; the server imports nothing of the console but
// src/contracts. server/eslint-boundaries.test.ts proves each rule on fixture code.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** Every folder under src/features, read when lint starts: a new feature is guarded from its first file. */
export function listFeatures(root = import.meta.dirname) {
  return fs
    .readdirSync(path.join(root, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const SRC_ZONES = [
  ...listFeatures().map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports only from lib/, contracts/, components/ and its own folder.',
  })),
  { target: './src/features', from: ['./src/app', './src/routes'] },
  {
    target: ['./src/lib', './src/contracts', './src/components'],
    from: ['./src/features', './src/app', './src/routes'],
  },
];
const SHARED_ZONE = {
  target: './src/contracts',
  from: [
    './src/lib',
    './src/components',
    './src/features',
    './src/app',
    './src/routes',
    './server',
  ],
  message: 'src/contracts is shared by the console and the server: it imports nothing from either.',
};
const SERVER_ZONE = {
  target: './server',
  from: './src',
  except: ['./contracts'],
  message: 'The server imports only src/contracts of the console (the shared place).',
};
// A select's list and a tooltip bring their code when a person is about to use them (decision 017): pages use
// SelectOnDemand and TooltipOnDemand, and only the modules those load import Mantine's own.
const MANTINE_FLOATING = {
  name: '@mantine/core',
  importNames: ['Select', 'Tooltip'],
  allowTypeImports: true,
  message:
    'Use SelectOnDemand or TooltipOnDemand (src/components): they bring the list or tooltip code when a person is about to use it.',
};
// Mantine's SegmentedControl measures the page's layout when it is first drawn: pages use SegmentedChoice
// (src/components), the same look drawn by CSS alone (decision 022).
const MANTINE_SEGMENTED = {
  name: '@mantine/core',
  importNames: ['SegmentedControl'],
  message:
    'Use SegmentedChoice (src/components/segmented-choice.tsx): it measures nothing when it is drawn.',
};
const MANTINE_FLOATING_MODULES = [
  'src/components/mantine-select.ts',
  'src/components/mantine-tooltip.ts',
];
// Notifications come through src/lib/notify.ts, which loads Mantine's store with the first one shown: a direct
// import would bring it back into every page's first load.
const MANTINE_NOTIFICATIONS = {
  name: '@mantine/notifications',
  importNames: ['notifications', 'useNotifications'],
  allowTypeImports: true,
  message:
    'Use notify / hideNotification (src/lib/notify.ts): they load the notifications with the first one shown.',
};
// Filters and one-field lookups check their fields with useSchemaForm (decision 018), so that a list page does
// not bring react-hook-form with its first load; the forms with more to them keep it.
const REACT_HOOK_FORM = {
  group: ['react-hook-form', '@hookform/*'],
  message:
    'A form uses useSchemaForm (src/lib/use-schema-form.ts); react-hook-form is for the forms with nested values or field lists listed in eslint.config.js (decisions 018 and 020).',
};
const REACT_HOOK_FORM_MODULES = [
  'src/features/contacts/components/contact-form.tsx',
  'src/features/otp-templates/components/create-template-form.tsx',
];
const restrictedImports = ({ paths = [], patterns = [] }) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
});
const boundaries = (zones) => ({ 'import-x/no-restricted-paths': ['error', { zones }] });
const importSettings = { 'import-x/resolver': { typescript: true, node: true } };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'postcss.config.cjs',
      'src/routeTree.gen.ts',
      '.data',
      '.cache',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: true },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      ...boundaries(SRC_ZONES),
    },
    settings: importSettings,
  },
  {
    // Tests may import what they check (a contract's test uses the console's api-client).
    files: ['src/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: boundaries([...SRC_ZONES, SHARED_ZONE]),
    settings: importSettings,
  },
  {
    // Server tests may read the console's parsers to prove the sandbox's files parse as the console reads them.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: boundaries([SERVER_ZONE]),
    settings: importSettings,
  },
  // Imports kept to the modules that need them. The rule's options of one block replace another's for a file, so
  // each block gives the whole list for the files it covers.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...MANTINE_FLOATING_MODULES, ...REACT_HOOK_FORM_MODULES, '**/*.test.{ts,tsx}'],
    rules: restrictedImports({
      paths: [MANTINE_FLOATING, MANTINE_SEGMENTED, MANTINE_NOTIFICATIONS],
      patterns: [REACT_HOOK_FORM],
    }),
  },
  {
    files: MANTINE_FLOATING_MODULES,
    rules: restrictedImports({
      paths: [MANTINE_SEGMENTED, MANTINE_NOTIFICATIONS],
      patterns: [REACT_HOOK_FORM],
    }),
  },
  {
    files: REACT_HOOK_FORM_MODULES,
    rules: restrictedImports({
      paths: [MANTINE_FLOATING, MANTINE_SEGMENTED, MANTINE_NOTIFICATIONS],
    }),
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/routes/**/*.tsx'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Plain-Node scripts (they run before anything is installed) and configs: linted, not type-checked.
    files: ['*.config.{js,ts}', 'eslint.config.js', 'scripts/**/*.mjs', 'public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
