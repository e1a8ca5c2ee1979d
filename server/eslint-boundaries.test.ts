// The import boundaries of eslint.config.js, proved on fixture code with ESLint's API: the server imports
// nothing of the console but src/contracts, src/contracts imports from neither side, a feature never imports
// another, and a feature folder added today is guarded at once (the list is read from the folders).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const RULE = 'import-x/no-restricted-paths';
const fixtureFeature = `zz-lint-fixture-${process.pid}`;
const fixtureDir = path.join(root, 'src', 'features', fixtureFeature);

let eslint: ESLint;

/**
 * The project's config, loaded afresh (as `npm run lint` does in a new process), reduced to its boundary rule
 * so that the fixtures need no type information.
 */
async function boundaryOnlyConfig(): Promise<Linter.Config[]> {
  const url = `${new URL('../eslint.config.js', import.meta.url).href}?fresh=${Date.now()}`;
  const loaded: unknown = await import(url);
  const configs =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded
      ? loaded.default
      : undefined;
  if (!isConfigArray(configs)) throw new Error('eslint.config.js exports no config array');
  return [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    },
    ...configs
      .filter((config) => config.rules?.[RULE] !== undefined)
      .map((config) => ({
        ...(config.files ? { files: config.files } : {}),
        ...(config.ignores ? { ignores: config.ignores } : {}),
        ...(config.plugins ? { plugins: config.plugins } : {}),
        ...(config.settings ? { settings: config.settings } : {}),
        rules: { [RULE]: config.rules?.[RULE] },
      })),
  ];
}

function isConfigArray(value: unknown): value is Linter.Config[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
}

/** The boundary messages ESLint gives for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

beforeAll(async () => {
  // A feature folder that did not exist when the config was written.
  fs.mkdirSync(fixtureDir, { recursive: true });
  fs.writeFileSync(path.join(fixtureDir, 'thing.ts'), 'export const thing = 1;\n');
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: await boundaryOnlyConfig(),
  });
}, 120_000);

afterAll(() => {
  fs.rmSync(fixtureDir, { recursive: true, force: true });
});

describe('import boundaries (eslint.config.js)', () => {
  it('the server may import src/contracts, and nothing else of the console', async () => {
    expect(
      await boundaryErrors(
        'server/fixture.ts',
        "import { signInRequestSchema } from '../src/contracts/auth.ts';\nexport const s = signInRequestSchema;\n",
      ),
    ).toEqual([]);
    for (const consoleFile of [
      '../../src/lib/format.ts',
      '../../src/components/country-filter.tsx',
      '../../src/features/auth/api.ts',
    ]) {
      const errors = await boundaryErrors(
        'server/sandbox/fixture.ts',
        `import * as m from '${consoleFile}';\nexport const x = m;\n`,
      );
      expect(errors, consoleFile).toEqual([
        expect.stringContaining('The server imports only src/contracts'),
      ]);
    }
  });

  it('src/contracts, the shared place, imports nothing from the console nor the server', async () => {
    const fromLib = await boundaryErrors(
      'src/contracts/fixture.ts',
      "import * as m from '../lib/format.ts';\nexport const x = m;\n",
    );
    expect(fromLib).toContainEqual(expect.stringContaining('src/contracts is shared'));
    const fromServer = await boundaryErrors(
      'src/contracts/fixture.ts',
      "import * as m from '../../server/config.ts';\nexport const x = m;\n",
    );
    expect(fromServer).toContainEqual(expect.stringContaining('src/contracts is shared'));
  });

  it('a feature never imports another feature', async () => {
    expect(
      await boundaryErrors(
        'src/features/otp-sessions/fixture.ts',
        "import * as m from '../auth/api.ts';\nexport const x = m;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports only from')]);
    expect(
      await boundaryErrors(
        'src/features/otp-sessions/fixture.ts',
        "import * as m from '../../contracts/auth.ts';\nexport const x = m;\n",
      ),
    ).toEqual([]);
  });

  it('a feature folder added today is guarded both ways without touching the lint config', async () => {
    expect(
      await boundaryErrors(
        `src/features/${fixtureFeature}/fixture.ts`,
        "import * as m from '../auth/api.ts';\nexport const x = m;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports only from')]);
    expect(
      await boundaryErrors(
        'src/features/auth/fixture.ts',
        `import * as m from '../${fixtureFeature}/thing.ts';\nexport const x = m;\n`,
      ),
    ).toEqual([expect.stringContaining('A feature imports only from')]);
  });
});
