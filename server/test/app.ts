// In-process test app: the whole server (session layer + sandbox) over a small in-memory store.
import type { Hono } from 'hono';
import { createServerApp, type CreateServerOptions } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { openStore, type Store } from '../sandbox/store/db.ts';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../session.ts';
import { checkedAgainstDocument } from '../openapi/checked-app.ts';

/** Scale of the seed in tests: 1% of the documented data set (rows of every kind still exist). */
export const TEST_SCALE = 0.01;

/** The session secret of the test apps, for a test that seals a cookie itself. */
export const TEST_SESSION_SECRET = 'test-secret-that-is-at-least-32-characters';

export function createTestStore(): Store {
  return openStore({ dataDir: ':memory:', scale: TEST_SCALE });
}

export function createTestApp(
  overrides: Partial<ServerConfig> = {},
  store: Store = createTestStore(),
) {
  const config: ServerConfig = {
    ...readConfig({}),
    sessionSecret: TEST_SESSION_SECRET,
    ...overrides,
  };
  const server = createServerApp({ config, store, serveConsole: false });
  checkedAgainstDocument(server.app);
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

/** The whole server with any option of createServerApp (a fake platform, the console's files, proxy mode). */
export function createTestServer(
  options: Omit<CreateServerOptions, 'config'> & { config?: Partial<ServerConfig> } = {},
) {
  const { config: overrides, ...rest } = options;
  const config: ServerConfig = {
    ...readConfig({}),
    sessionSecret: TEST_SESSION_SECRET,
    ...overrides,
  };
  const server = createServerApp({ serveConsole: false, ...rest, config });
  // Only the sandbox is the platform: a fake platform or upstream answers as its test wants.
  if (server.mode === 'sandbox' && !rest.platform) checkedAgainstDocument(server.app);
  return server;
}

/** The `name=value` of the session cookie a response sets, ready for a Cookie header; undefined when none. */
export function sessionCookieFrom(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1)
      return pair;
  }
  return undefined;
}

/** POST /session with this JSON body, as the console's sign-in sends it (with its CSRF header). */
export async function postSession(app: Pick<Hono, 'request'>, body: unknown): Promise<Response> {
  return app.request('/session', {
    method: 'POST',
    headers: consoleHeaders,
    body: JSON.stringify(body),
  });
}

/** Signs in through POST /session, as the console does, and returns the Cookie header of the session. */
export async function signInCookie(
  app: Pick<Hono, 'request'>,
  apiKey = 'live_sandbox',
  apiVersion: '2.0' | '1.0' = '2.0',
): Promise<string> {
  const response = await postSession(app, { api_key: apiKey, api_version: apiVersion });
  const cookie = sessionCookieFrom(response);
  if (response.status !== 200 || !cookie)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}
