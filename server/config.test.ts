// Configuration: defaults, proxy versus sandbox, refused values, and docs/operations.md naming every variable.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, readConfig } from './config.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('readConfig', () => {
  it('runs the sandbox with the documented defaults when nothing is set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      platformBaseUrl: undefined,
      platformRestUrl: undefined,
      sessionSecret: undefined,
      sessionTtlSeconds: 28_800,
      sandboxScale: 1,
      upstreamTimeoutMs: 30_000,
      bodyLimitBytes: 1_048_576,
      signInRateLimit: 10,
    });
    expect(config.sandboxDataDir).toBe(path.join(root, '.data/sandbox'));
    expect(config.sandboxSeedDir).toBe(path.join(root, '.data/seed'));
    expect(config.distDir).toBe(path.join(root, 'dist'));
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      PLATFORM_BASE_URL: 'https://api.example/v2',
      PLATFORM_REST_URL: 'https://rest.example',
      SESSION_SECRET: 's'.repeat(40),
      SESSION_TTL_SECONDS: '3600',
      SANDBOX_DATA_DIR: '/tmp/mc-data',
      SANDBOX_SEED_DIR: '/tmp/mc-seed',
      SANDBOX_SCALE: '0.02',
      SANDBOX_TRAFFIC: 'off',
      UPSTREAM_TIMEOUT_MS: '5000',
      BODY_LIMIT_BYTES: '2048',
      DIST_DIR: '/tmp/mc-dist',
      SIGN_IN_RATE_LIMIT: '3',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      platformBaseUrl: 'https://api.example/v2',
      platformRestUrl: 'https://rest.example/',
      sessionSecret: 's'.repeat(40),
      sessionTtlSeconds: 3600,
      sandboxDataDir: '/tmp/mc-data',
      sandboxSeedDir: '/tmp/mc-seed',
      sandboxScale: 0.02,
      sandboxTraffic: false,
      upstreamTimeoutMs: 5000,
      bodyLimitBytes: 2048,
      distDir: '/tmp/mc-dist',
      signInRateLimit: 3,
    });
  });

  it('wants both upstream addresses or neither', () => {
    expect(() => readConfig({ PLATFORM_BASE_URL: 'https://api.example' })).toThrow(
      /both PLATFORM_BASE_URL and PLATFORM_REST_URL/,
    );
    expect(() => readConfig({ PLATFORM_REST_URL: 'https://rest.example' })).toThrow(
      /both PLATFORM_BASE_URL and PLATFORM_REST_URL/,
    );
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer from 0 to 65535/],
    [{ SANDBOX_SCALE: '0' }, /SANDBOX_SCALE must be a number/],
    [{ SESSION_TTL_SECONDS: '1.5' }, /SESSION_TTL_SECONDS must be an integer/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32 characters/],
    [
      { PLATFORM_BASE_URL: 'api.example', PLATFORM_REST_URL: 'https://rest.example' },
      /PLATFORM_BASE_URL must be an absolute http\(s\) URL/,
    ],
    [
      { PLATFORM_BASE_URL: 'ftp://api.example', PLATFORM_REST_URL: 'https://rest.example' },
      /PLATFORM_BASE_URL must be an http\(s\) URL/,
    ],
    [
      { PLATFORM_BASE_URL: 'https://u:p@api.example', PLATFORM_REST_URL: 'https://rest.example' },
      /plain base address/,
    ],
  ])('refuses %o with a message that says what to set', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('docs/operations.md', () => {
  // Benchmark scripts (bench/) document their own variables in their first lines, and the table lists them too;
  // they are run by hand, so a new one there does not fail the test suite.
  it('documents every environment variable the server and the scripts read, with its default', () => {
    const readme = fs.readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    const sourcesIn = (dir: string, pattern: RegExp): string[] =>
      fs.existsSync(path.join(root, dir))
        ? fs
            .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
            // Tests and their support set variables for themselves; they are not configuration.
            .filter((f) => pattern.test(f) && !/\.test\.ts$|^test\//.test(f))
            .map((f) => path.join(dir, f))
        : [];
    const sources = [
      'playwright.config.ts',
      'e2e/helpers/servers.ts',
      'vite.config.ts',
      ...sourcesIn('server', /\.ts$/),
      ...sourcesIn('scripts', /\.mjs$/),
    ].map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
    const names = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(
        /(?:process\.env|env)\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g,
      ))
        names.add(match[1] ?? match[2] ?? '');
    }
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) expect(readme, name).toMatch(new RegExp(`\\|\\s*\`${name}\`\\s*\\|`));
    for (const [name, value] of Object.entries(DEFAULTS)) {
      const row = readme.split('\n').find((line) => line.includes(`\`${name}\``)) ?? '';
      expect(row, name).toContain(String(value));
    }
  });
});
