// Proxy mode against real fake upstreams (HTTP servers on random ports): what the platform receives, where
// each path goes, and how upstream failures reach the console.
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { upstreamUrl } from './proxy.ts';
import { CSRF_HEADER, CSRF_VALUE } from './session.ts';
import {
  consoleHeaders,
  createTestServer,
  postSession,
  sessionCookieFrom,
  signInCookie,
} from './test/app.ts';
import {
  closedOrigin,
  sendJson,
  startFakeUpstream,
  type FakeUpstream,
  type UpstreamHandler,
} from './test/fake-upstream.ts';

let base: FakeUpstream;
let rest: FakeUpstream;

/** A platform that signs in `live_good` (token tok-1) and answers everything else with what it received. */
const platformHandler: UpstreamHandler = (request, response) => {
  if (request.url.endsWith('/api/auth/login')) {
    const login = z.object({ api_key: z.string() }).safeParse(JSON.parse(request.body));
    if (!login.success || login.data.api_key !== 'live_good')
      return sendJson(response, 401, { errors: [{ message: 'Unauthenticated.' }] });
    return sendJson(response, 200, { bearer: 'tok-1' }, { 'set-cookie': 'platform=1; Path=/' });
  }
  sendJson(
    response,
    200,
    { data: { url: request.url } },
    { 'set-cookie': ['upstream_session=abc; Path=/', 'tracking=1'] },
  );
};

beforeAll(async () => {
  [base, rest] = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
});
afterAll(async () => {
  await Promise.all([base.close(), rest.close()]);
});
afterEach(() => {
  base.received.length = 0;
  rest.received.length = 0;
  base.handle(platformHandler);
  rest.handle(platformHandler);
});

function proxyServer(config: Parameters<typeof createTestServer>[0] = {}) {
  base.handle(platformHandler);
  rest.handle(platformHandler);
  return createTestServer({
    ...config,
    config: {
      platformBaseUrl: `${base.origin}/v2`,
      platformRestUrl: rest.origin,
      // Generous: a loaded machine must not turn a slow answer into a 504 (the timeout test sets its own).
      upstreamTimeoutMs: 10_000,
      ...config.config,
    },
  });
}

describe('proxy mode', () => {
  it('has no /sandbox controls', async () => {
    const { app, mode, store } = proxyServer({ serveConsole: true });
    expect(mode).toBe('proxy');
    expect(store).toBeUndefined();
    for (const [method, url] of [
      ['GET', '/sandbox/accounts'],
      ['POST', '/sandbox/reset'],
      ['POST', '/sandbox/clock'],
      ['GET', '/sandbox'],
    ] as const) {
      const response = await app.request(url, { method });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ errors: [{ message: 'Not found' }] });
    }
    expect(base.received).toHaveLength(0);
    expect(rest.received).toHaveLength(0);
  });

  it('sends the bearer token of the session, and no cookie, hop-by-hop or X-Forwarded-* header', async () => {
    const { app } = proxyServer();
    const cookie = await signInCookie(app, 'live_good');
    const login = base.received.at(-1);
    expect(login?.method).toBe('POST');
    expect(login?.url).toBe('/v2/api/auth/login');
    expect(JSON.parse(login?.body ?? '{}')).toEqual({ api_key: 'live_good' });

    const response = await app.request('/api/messages?page%5Blimit%5D=5&sort=id', {
      headers: {
        ...consoleHeaders,
        cookie: `${cookie}; other=1`,
        connection: 'keep-alive, x-hop-secret',
        'x-hop-secret': 'hop',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        'proxy-authorization': 'Basic eDp5',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        forwarded: 'for=203.0.113.9',
        'x-real-ip': '203.0.113.9',
        origin: 'http://localhost:8080',
        'accept-language': 'en',
      },
    });
    expect(response.status).toBe(200);
    const received = base.received.at(-1);
    expect(received?.url).toBe('/v2/api/messages?page%5Blimit%5D=5&sort=id');
    expect(received?.headers.authorization).toBe('Bearer tok-1');
    expect(received?.headers['x-api-key']).toBeUndefined();
    expect(received?.headers.cookie).toBeUndefined();
    expect(received?.headers[CSRF_HEADER]).toBeUndefined();
    for (const name of [
      'x-hop-secret',
      'keep-alive',
      'te',
      'proxy-authorization',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'forwarded',
      'x-real-ip',
      'origin',
    ])
      expect(received?.headers[name], name).toBeUndefined();
    // Undici's own connection to the upstream: nothing the browser asked for.
    expect(received?.headers.connection ?? 'keep-alive').toBe('keep-alive');
    expect(received?.headers.host).toBe(new URL(base.origin).host);
    expect(received?.headers['accept-language']).toBe('en');

    // The platform's cookies never reach the browser; only the console's own session could.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: { url: '/v2/api/messages?page%5Blimit%5D=5&sort=id' },
    });
  });

  it('sends X-API-KEY for a 1.0 session, to /rest as well', async () => {
    const { app } = proxyServer();
    const cookie = await signInCookie(app, 'live_good', '1.0');
    expect(base.received.at(-1)?.headers['x-api-key']).toBe('live_good');
    await app.request('/rest/stat/list', { headers: { ...consoleHeaders, cookie } });
    const received = rest.received.at(-1);
    expect(received?.url).toBe('/rest/stat/list');
    expect(received?.headers['x-api-key']).toBe('live_good');
    expect(received?.headers.authorization).toBeUndefined();
    expect(received?.headers.cookie).toBeUndefined();
  });

  it('forwards a request that brings its own X-API-KEY and no cookie as it is', async () => {
    const { app } = proxyServer();
    const response = await app.request('/rest/viber/reference/abc', {
      headers: { 'x-api-key': 'live_integrator', accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(rest.received.at(-1)?.headers['x-api-key']).toBe('live_integrator');
    const bearer = await app.request('/api/messages', {
      headers: { authorization: 'Bearer integrator-token' },
    });
    expect(bearer.status).toBe(200);
    expect(base.received.at(-1)?.headers.authorization).toBe('Bearer integrator-token');
  });

  it('renews an expired upstream token once for twenty concurrent requests', async () => {
    const { app } = proxyServer();
    const cookie = await signInCookie(app, 'live_good');
    let refreshes = 0;
    // The renewal is answered only once all twenty requests have met the expired token: every one of them
    // finds the renewal in flight, with no timing assumed.
    let refused = 0;
    let allRefused: () => void = () => undefined;
    const twentyRefused = new Promise<void>((resolve) => (allRefused = resolve));
    base.handle(async (request, response) => {
      if (request.url.endsWith('/api/auth/refresh')) {
        refreshes += 1;
        await twentyRefused;
        return request.headers.authorization === 'Bearer tok-1'
          ? sendJson(response, 200, { bearer: 'tok-2' })
          : sendJson(response, 401, { errors: [{ message: 'Unauthenticated.' }] });
      }
      if (request.headers.authorization !== 'Bearer tok-2') {
        if (++refused === 20) allRefused();
        return sendJson(response, 401, { errors: [{ message: 'Unauthenticated.' }] });
      }
      sendJson(response, 200, { data: [] });
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, async () =>
        app.request('/api/messages', { headers: { ...consoleHeaders, cookie } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(refreshes).toBe(1);
    expect(responses.every((r) => sessionCookieFrom(r) !== undefined)).toBe(true);
  });
});

describe('where each path goes', () => {
  it('/api goes to PLATFORM_BASE_URL and /rest to PLATFORM_REST_URL, nowhere else', async () => {
    const { app } = proxyServer();
    const headers = { 'x-api-key': 'live_good' };
    await app.request('/api/2fa/authentications/templates', { headers });
    await app.request('/rest/stat/list', { headers });
    expect(base.received.map((r) => r.url)).toEqual(['/v2/api/2fa/authentications/templates']);
    expect(rest.received.map((r) => r.url)).toEqual(['/rest/stat/list']);
  });

  it('no path, encoded separator or absolute URL changes the host', async () => {
    const { app } = proxyServer();
    const headers = { 'x-api-key': 'live_good' };
    const attempts = [
      'http://evil.example/api/messages',
      'http://evil.example:8080/rest/stat/list',
      '/api/..%2f..%2fadmin',
      '/api/x%2f..%2f..%2fadmin',
      '/api/%2e%2e/%2e%2e/admin',
      '/api/..%5c..%5cadmin',
      '/rest/viber/%2e%2e%2fadmin',
      '/api/../../admin',
      '//evil.example/api/messages',
    ];
    for (const url of attempts) await app.request(url, { headers });
    const all = [...base.received, ...rest.received];
    // Every forwarded request stayed under its own upstream's path; the rest were refused locally.
    for (const request of base.received) expect(request.url).toMatch(/^\/v2\/api\//);
    for (const request of rest.received) expect(request.url).toMatch(/^\/rest\//);
    expect(all.map((r) => r.url).some((u) => /admin|\.\.|%2e|%2f|%5c/i.test(u))).toBe(false);
    expect(base.received.map((r) => r.url)).toEqual(['/v2/api/messages']);
    expect(rest.received.map((r) => r.url)).toEqual(['/rest/stat/list']);
  });

  it('upstreamUrl keeps the configured origin and base path for any input', () => {
    const options = { baseUrl: 'https://api.example/v2/', restUrl: 'https://rest.example' };
    expect(upstreamUrl(options, '/api/messages?a=1')?.href).toBe(
      'https://api.example/v2/api/messages?a=1',
    );
    expect(upstreamUrl(options, '/rest/stat/list')?.href).toBe(
      'https://rest.example/rest/stat/list',
    );
    for (const input of [
      '//evil.example/api/x',
      'http://evil.example/api/x',
      '/api/%2e%2e/x',
      '/api/a%2Fb',
      '/api/a\\b',
      '/apix',
      '/restore',
      '/session',
      '/',
    ]) {
      const url = upstreamUrl(options, input);
      if (url) expect(['https://api.example', 'https://rest.example'], input).toContain(url.origin);
    }
    expect(upstreamUrl(options, '//evil.example/api/x')).toBeUndefined();
    expect(upstreamUrl(options, '/apix')).toBeUndefined();
    expect(upstreamUrl(options, '/api/a%2Fb')).toBeUndefined();
  });
});

describe('upstream failures', () => {
  it('a timeout gives 504 in shape 1, and a timed-out GET is not sent again', async () => {
    const { app } = proxyServer({ config: { upstreamTimeoutMs: 400 } });
    // The upstream answers only after the server has given up (never, within the test's own time).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    base.handle(async (_request, response) => {
      await answered;
      sendJson(response, 200, { data: [] });
    });
    onTestFinished(answer);
    const response = await app.request('/api/messages', { headers: { 'x-api-key': 'live_good' } });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The platform did not answer in time.' }],
    });
    expect(base.received).toHaveLength(1);
  });

  it('an unreachable upstream gives 502 in shape 1', async () => {
    const nowhere = await closedOrigin();
    const { app } = createTestServer({
      config: { platformBaseUrl: nowhere, platformRestUrl: nowhere, upstreamTimeoutMs: 2000 },
    });
    for (const url of ['/api/messages', '/rest/stat/list']) {
      const response = await app.request(url, { headers: { 'x-api-key': 'live_good' } });
      expect(response.status).toBe(502);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({
        errors: [{ message: 'The platform cannot be reached.' }],
      });
      expect(body).not.toMatch(/ECONNREFUSED|live_good|\bat\s/);
    }
    const signIn = await postSession(app, { api_key: 'live_good' });
    expect(signIn.status).toBe(502);
    expect(await signIn.json()).toEqual({
      errors: [{ message: 'The platform cannot be reached.' }],
    });
  });

  it('a GET whose connection dropped is sent once more; POST and PUT never are', async () => {
    const { app } = proxyServer();
    let calls = 0;
    base.handle((_request, response, socket) => {
      calls += 1;
      if (calls === 1) return socket.destroy();
      sendJson(response, 200, { data: [] });
    });
    const get = await app.request('/api/messages', { headers: { 'x-api-key': 'live_good' } });
    expect(get.status).toBe(200);
    expect(base.received.map((r) => r.method)).toEqual(['GET', 'GET']);

    for (const method of ['POST', 'PUT']) {
      base.received.length = 0;
      base.handle((_request, _response, socket) => socket.destroy());
      const response = await app.request('/api/contacts/1', {
        method,
        headers: { 'x-api-key': 'live_good', 'content-type': 'application/json' },
        body: JSON.stringify({ phone: 380501234567 }),
      });
      expect(response.status, method).toBe(502);
      expect(
        base.received.map((r) => r.method),
        method,
      ).toEqual([method]);
    }
  });

  it('a body past the limit gives 413 and never reaches the upstream', async () => {
    const { app } = proxyServer({ config: { bodyLimitBytes: 4096 } });
    const cookie = await signInCookie(app, 'live_good');
    base.received.length = 0;
    const response = await app.request('/api/contacts', {
      method: 'POST',
      headers: { ...consoleHeaders, cookie },
      body: JSON.stringify({ phone: 380501234567, fields: [{ id: 1, value: 'v'.repeat(5000) }] }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is larger than 4096 bytes.' }],
    });
    expect(base.received).toHaveLength(0);
  });

  it('passes the body of a POST through unchanged', async () => {
    const { app } = proxyServer();
    const cookie = await signInCookie(app, 'live_good');
    const body = JSON.stringify({ phone: 380501234567, groups: [1, 2] });
    await app.request('/api/contacts', {
      method: 'POST',
      headers: { ...consoleHeaders, cookie, [CSRF_HEADER]: CSRF_VALUE },
      body,
    });
    expect(base.received.at(-1)?.body).toBe(body);
    expect(base.received.at(-1)?.headers['content-type']).toBe('application/json');
  });
});

describe('what reaches the browser', () => {
  it('ends the upstream request when the browser goes away, and does not send it again', async () => {
    const { app } = proxyServer();
    const cookie = await signInCookie(app, 'live_good');
    base.received.length = 0;
    let arrived = () => {};
    const upstreamHasIt = new Promise<void>((resolve) => (arrived = resolve));
    let closed = () => {};
    const upstreamClosed = new Promise<void>((resolve) => (closed = resolve));
    base.handle((_request, response) => {
      // Never answers: only the caller leaving ends this request.
      response.on('close', () => closed());
      arrived();
    });
    const browser = new AbortController();
    const answer = Promise.resolve(
      app.request('/api/messages', {
        headers: { ...consoleHeaders, cookie },
        signal: browser.signal,
      }),
    );
    await upstreamHasIt;
    browser.abort();
    await upstreamClosed;
    await answer.catch(() => undefined);
    expect(base.received.map((r) => r.url)).toEqual(['/v2/api/messages']);
  });

  it('relays a compressed answer with its encoding and length, untouched, and streams a large one whole', async () => {
    const { app } = proxyServer();
    const cookie = await signInCookie(app, 'live_good');
    const json = JSON.stringify({ data: Array.from({ length: 2000 }, (_, i) => ({ id: i })) });
    const gzipped = gzipSync(json);
    base.handle((request, response) => {
      const accepts = request.headers['accept-encoding'] ?? '';
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(accepts.includes('gzip')
          ? { 'content-encoding': 'gzip', 'content-length': String(gzipped.length) }
          : {}),
      });
      response.end(accepts.includes('gzip') ? gzipped : json);
    });
    const compressed = await app.request('/api/contacts', {
      headers: { ...consoleHeaders, cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(base.received.at(-1)?.headers['accept-encoding']).toBe('gzip, br');
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('content-length')).toBe(String(gzipped.length));
    expect(Buffer.from(await compressed.arrayBuffer()).equals(gzipped)).toBe(true);

    // Past the size read whole (1 MiB) and without a length, the answer streams through to its last byte.
    const large = 'x'.repeat(3 * 1024 * 1024);
    base.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write(large.slice(0, 1024));
      setTimeout(() => response.end(large.slice(1024)), 20);
    });
    const streamed = await app.request('/api/contacts', { headers: { ...consoleHeaders, cookie } });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('cache-control')).toBe('no-store');
    expect((await streamed.text()).length).toBe(large.length);
  });

  it('relays a chunked answer read whole with its length; the server compresses only a long one, for a caller that accepts it', async () => {
    const { app } = proxyServer();
    const cookie = await signInCookie(app, 'live_good');
    const long = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
    const short = JSON.stringify({ data: { id: 1 } });
    base.handle((request, response) => {
      // No length: Node sends the body chunked.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(request.url.endsWith('/long') ? long : short);
    });
    const ask = (path: string, acceptEncoding?: string) =>
      app.request(path, {
        headers: {
          ...consoleHeaders,
          cookie,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });

    for (const [path, body] of [
      ['/api/long', long],
      ['/api/short', short],
    ] as const) {
      const plain = await ask(path);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(body);
    }

    const shortAccepting = await ask('/api/short', 'gzip');
    expect(shortAccepting.headers.get('content-encoding')).toBeNull();
    expect(await shortAccepting.text()).toBe(short);

    const longAccepting = await ask('/api/long', 'gzip');
    expect(longAccepting.headers.get('content-encoding')).toBe('gzip');
    expect(longAccepting.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await longAccepting.arrayBuffer())).toString()).toBe(long);
  });
});
