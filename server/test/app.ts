// In-process test app: the whole server (session layer + sandbox) over a small in-memory store.
import { createServerApp } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { openStore, type Store } from '../sandbox/store/db.ts';
import { CSRF_HEADER, CSRF_VALUE } from '../session.ts';

/** Scale of the seed in tests: 1% of the documented data set (rows of every kind still exist). */
export const TEST_SCALE = 0.01;

export function createTestStore(): Store {
  return openStore({ dataDir: ':memory:', scale: TEST_SCALE });
}

export function createTestApp(
  overrides: Partial<ServerConfig> = {},
  store: Store = createTestStore(),
) {
  const config: ServerConfig = {
    ...readConfig({}),
    sessionSecret: 'test-secret-that-is-at-least-32-characters',
    ...overrides,
  };
  const server = createServerApp({ config, store, serveConsole: false });
  return { ...server, store };
}

/** Headers that authenticate a request with an API key (scheme 1.0), as an integrator calls the sandbox. */
export const withKey = (apiKey = 'live_sandbox', extra: Record<string, string> = {}) => ({
  'x-api-key': apiKey,
  'content-type': 'application/json',
  accept: 'application/json',
  ...extra,
});

export const consoleHeaders = { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' };
