// Fakes of the upstream platform for server tests: a real HTTP server on a random port that records what it
// receives, and an in-process platform with expiring tokens that counts logins and refreshes.
import http from 'node:http';
import type { Platform } from '../platform.ts';

export interface ReceivedRequest {
  method: string;
  /** Path and query as they arrived. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type UpstreamHandler = (
  request: ReceivedRequest,
  response: http.ServerResponse,
  socket: { destroy(): void },
) => void | Promise<void>;

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedRequest[];
  /** What the next requests get; by default 200 `{"data":{"ok":true}}`. */
  handle(handler: UpstreamHandler): void;
  close(): Promise<void>;
}

export const sendJson = (
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

const defaultHandler: UpstreamHandler = (_request, response) =>
  sendJson(response, 200, { data: { ok: true } });

function portOf(server: http.Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  let handler = defaultHandler;
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      void Promise.resolve(handler(request, res, req.socket)).catch(() => req.socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a port that was just free. */
export async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export interface FakePlatform {
  platform: Platform;
  calls: { login: number; refresh: number };
  /** Every request the platform received, in order (clones, so tests can read bodies). */
  received: Request[];
  /** The platform now treats every issued token as expired (refreshable). */
  expireTokens(): void;
  /** The platform now refuses to refresh any token issued so far. */
  revokeTokens(): void;
  /** The platform no longer accepts this API key (1.0), nor logs in with it. */
  refuseKey(apiKey: string): void;
  /** Makes the next request throw, as a broken platform client would. */
  failNext(error: Error): void;
  /** The next refresh answers this status (a platform failure) instead of renewing. */
  failNextRefresh(status: number): void;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A platform with the spec's two schemes: `live_good`/`test_good` keys, bearer tokens that can expire, and a
 * refresh that answers after `refreshDelayMs` (so that concurrent requests overlap it).
 */
export function createFakePlatform({ refreshDelayMs = 20 } = {}): FakePlatform {
  const keys = new Set(['live_good', 'test_good']);
  const tokens = new Map<string, 'valid' | 'expired' | 'revoked'>();
  let issued = 0;
  let failure: Error | undefined;
  let refreshFailure: number | undefined;
  const calls = { login: 0, refresh: 0 };
  const received: Request[] = [];
  const issue = () => {
    issued += 1;
    const token = `fake-token-${issued}`;
    tokens.set(token, 'valid');
    return token;
  };
  const bearer = (request: Request) =>
    /^Bearer:?\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];

  const platform: Platform = async (request) => {
    received.push(request.clone());
    if (failure) {
      const error = failure;
      failure = undefined;
      throw error;
    }
    const { pathname } = new URL(request.url);
    if (pathname === '/api/auth/login') {
      calls.login += 1;
      const body: unknown = await request.json();
      const apiKey =
        typeof body === 'object' && body !== null && 'api_key' in body ? body.api_key : undefined;
      if (typeof apiKey !== 'string' || !keys.has(apiKey))
        return json(401, { errors: [{ message: 'Unauthenticated.' }] });
      return json(200, { bearer: issue() });
    }
    if (pathname === '/api/auth/refresh') {
      calls.refresh += 1;
      await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
      if (refreshFailure !== undefined) {
        const status = refreshFailure;
        refreshFailure = undefined;
        return json(status, { errors: [{ message: 'Service unavailable' }] });
      }
      const token = bearer(request);
      const state = token ? tokens.get(token) : undefined;
      if (!token || !state || state === 'revoked')
        return json(401, { errors: [{ message: 'Unauthenticated.' }] });
      tokens.set(token, 'revoked');
      return json(200, { data: { bearer: issue() } });
    }
    const apiKey = request.headers.get('x-api-key');
    const token = bearer(request);
    const allowed = apiKey ? keys.has(apiKey) : token ? tokens.get(token) === 'valid' : false;
    if (!allowed) return json(401, { errors: [{ message: 'Unauthenticated.' }] });
    return json(200, { data: { path: pathname } });
  };

  return {
    platform,
    calls,
    received,
    expireTokens() {
      for (const [token, state] of tokens) if (state === 'valid') tokens.set(token, 'expired');
    },
    revokeTokens() {
      for (const token of tokens.keys()) tokens.set(token, 'revoked');
    },
    refuseKey(apiKey) {
      keys.delete(apiKey);
    },
    failNext(error) {
      failure = error;
    },
    failNextRefresh(status) {
      refreshFailure = status;
    },
  };
}
