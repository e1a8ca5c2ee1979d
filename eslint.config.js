// Lint: TypeScript (type-aware), React hooks, TanStack Query and Router rules, jsx-a11y, and import
// boundaries (features never import each other; lib and contracts never import features).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const FEATURES = [
  'auth',
  'campaign-messages',
  'campaigns',
  'otp-sessions',
  'otp-templates',
  'viber',
  'statistics',
  'sender-applications',
  'contacts',
  'overview',
  'lookup',
];

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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature imports only from lib/, contracts/, components/ and its own folder.',
            })),
            { target: './src/features', from: ['./src/app', './src/routes'] },
            {
              target: ['./src/lib', './src/contracts', './src/components'],
              from: ['./src/features', './src/app', './src/routes'],
            },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
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
