// The session layer in process: the sealed cookie, CSRF, token renewal, sign-in limits, sign-out.
import * as Iron from 'iron-webcrypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  consoleHeaders,
  createTestApp,
  createTestServer,
  postSession,
  sessionCookieFrom,
  signInCookie,
  TEST_SESSION_SECRET,
  withKey,
} from './test/app.ts';
import { createFakePlatform } from './test/fake-upstream.ts';
import { CSRF_HEADER, SESSION_COOKIE } from './session.ts';

const PROXY_CONFIG = {
  platformBaseUrl: 'http://platform.invalid/',
  platformRestUrl: 'http://platform.invalid/',
};

/** The whole server over the fake platform, as in proxy mode. */
function serverWithFakePlatform(options: { ttlSeconds?: number; signInRateLimit?: number } = {}) {
  const fake = createFakePlatform();
  const { app } = createTestServer({
    platform: fake.platform,
    config: {
      ...PROXY_CONFIG,
      ...(options.ttlSeconds ? { sessionTtlSeconds: options.ttlSeconds } : {}),
      ...(options.signInRateLimit ? { signInRateLimit: options.signInRateLimit } : {}),
    },
  });
  return { app, fake };
}

const withCookie = (cookie: string, extra: Record<string, string> = {}) => ({
  ...consoleHeaders,
  cookie,
  ...extra,
});

function setCookieLine(response: Response): string {
  return (
    response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? ''
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in', () => {
  it('seals the session in an HttpOnly, Secure, SameSite=Strict cookie and answers only what the console may show', async () => {
    const { app } = createTestApp();
    const response = await postSession(app, { api_key: 'live_sandbox' });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      data: { key_type: 'live', api_version: '2.0', key_hint: '••••dbox', mode: 'sandbox' },
    });
    const line = setCookieLine(response);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/; Domain=/);
    // Sealed (encrypted), not merely encoded: neither the key nor a platform token can be read in it.
    expect(line).not.toContain('live_sandbox');
    expect(line).not.toContain('sbx.');
    expect(body).not.toContain('live_sandbox');
  });

  it('round-trips: the cookie alone says who is signed in, and carries the credential to the platform', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'test_good');
    const session = await app.request('/session', { headers: withCookie(cookie) });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({
      data: { key_type: 'test', api_version: '2.0', key_hint: '••••good', mode: 'proxy' },
    });
    const forwarded = await app.request('/api/messages', { headers: withCookie(cookie) });
    expect(forwarded.status).toBe(200);
    const upstream = fake.received.at(-1);
    expect(upstream?.headers.get('authorization')).toBe('Bearer fake-token-1');
    expect(upstream?.headers.get('cookie')).toBeNull();
    expect(upstream?.headers.get(CSRF_HEADER)).toBeNull();
  });

  it('finds the session among other cookies, again and again, and never a cookie that is not the session', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'test_good');
    // The same header twice (the second read from what the first left known), then with other cookies around it.
    for (const header of [cookie, cookie, `theme=dark; ${cookie}`, `${cookie}; lang=en`]) {
      const forwarded = await app.request('/api/messages', { headers: withCookie(header) });
      expect(forwarded.status, header.slice(0, 20)).toBe(200);
      expect(fake.received.at(-1)?.headers.get('authorization')).toBe('Bearer fake-token-1');
    }
    // Cookies that are not the session: an integrator's request, sent on as it came (no CSRF header needed).
    const other = await app.request('/api/messages', {
      headers: { cookie: 'theme=dark', authorization: 'Bearer own-token' },
    });
    expect(fake.received.at(-1)?.headers.get('authorization')).toBe('Bearer own-token');
    expect(setCookieLine(other)).toBe('');
  });

  it('any instance with the same SESSION_SECRET accepts the cookie; another secret does not', async () => {
    const fake = createFakePlatform();
    const first = createTestServer({ platform: fake.platform, config: PROXY_CONFIG });
    const second = createTestServer({ platform: fake.platform, config: PROXY_CONFIG });
    const other = createTestServer({
      platform: fake.platform,
      config: { ...PROXY_CONFIG, sessionSecret: 'another-secret-that-is-at-least-32-chars' },
    });
    const cookie = await signInCookie(first.app, 'live_good');
    expect((await second.app.request('/session', { headers: withCookie(cookie) })).status).toBe(
      200,
    );
    const refused = await other.app.request('/session', { headers: withCookie(cookie) });
    expect(await refused.json()).toEqual({ data: null, mode: 'proxy' });
  });

  it('signs in with API version 1.0 by checking the key, and then sends X-API-KEY, never a bearer', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good', '1.0');
    expect(fake.calls.login).toBe(0);
    await app.request('/rest/stat/list', { headers: withCookie(cookie) });
    const upstream = fake.received.at(-1);
    expect(upstream?.headers.get('x-api-key')).toBe('live_good');
    expect(upstream?.headers.get('authorization')).toBeNull();
  });

  it('signs in with 1.0 against the sandbox too', async () => {
    const { app } = createTestApp();
    const cookie = await signInCookie(app, 'live_sandbox', '1.0');
    const session = await app.request('/session', { headers: withCookie(cookie) });
    expect(await session.json()).toMatchObject({ data: { api_version: '1.0', key_type: 'live' } });
  });

  it.each(['2.0', '1.0'] as const)(
    'refuses a wrong key (API %s) with a message on the key field, without echoing the key',
    async (apiVersion) => {
      const { app } = createTestApp();
      const response = await postSession(app, {
        api_key: 'live_not_a_key',
        api_version: apiVersion,
      });
      expect(response.status).toBe(422);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({
        message: 'The given data was invalid.',
        errors: { api_key: ['This API key was not accepted by the platform.'] },
      });
      expect(body).not.toContain('live_not_a_key');
      expect(sessionCookieFrom(response)).toBeUndefined();
    },
  );

  it('answers a missing key in shape 2', async () => {
    const { app } = createTestApp();
    const response = await postSession(app, { api_version: '2.0' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { api_key: [expect.any(String)] },
    });
  });

  it('limits sign-in attempts per client address: 429 with Retry-After', async () => {
    const { app, fake } = serverWithFakePlatform({ signInRateLimit: 3 });
    const attempt = () => postSession(app, { api_key: 'live_wrong' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(422);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      errors: [{ message: `Too many sign-in attempts. Try again in ${retryAfter} s.` }],
    });
    // The platform is not even asked once the limit is reached.
    expect(fake.calls.login).toBe(3);
  });

  it('the sign-in window reopens after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = serverWithFakePlatform({ signInRateLimit: 1 });
    const attempt = () => postSession(app, { api_key: 'live_good' });
    expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await attempt()).status).toBe(200);
  });

  it('answers 502 in shape 1 when the platform cannot be reached, with no detail of the failure', async () => {
    const { app, fake } = serverWithFakePlatform();
    fake.failNext(new TypeError('fetch failed: connect ECONNREFUSED live_good'));
    const response = await postSession(app, { api_key: 'live_good' });
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ errors: [{ message: 'The platform cannot be reached.' }] });
    expect(body).not.toContain('live_good');
  });
});

describe('the sealed cookie', () => {
  it('refuses a tampered cookie and clears it', async () => {
    const { app } = createTestApp();
    const cookie = await signInCookie(app);
    const [name, value = ''] = cookie.split('=');
    const middle = Math.floor(value.length / 2);
    const flipped = value[middle] === 'A' ? 'B' : 'A';
    const tampered = `${name}=${value.slice(0, middle)}${flipped}${value.slice(middle + 1)}`;
    const session = await app.request('/session', { headers: withCookie(tampered) });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ data: null, mode: 'sandbox' });
    expect(setCookieLine(session)).toMatch(/Max-Age=0/);
    const api = await app.request('/api/2fa/authentications/templates', {
      headers: withCookie(tampered),
    });
    expect(api.status).toBe(401);
    expect(setCookieLine(api)).toMatch(/Max-Age=0/);
  });

  it('refuses a cookie sealed with a forged payload', async () => {
    const { app } = createTestApp();
    const response = await app.request('/session', {
      headers: withCookie(
        `${SESSION_COOKIE}=${btoa('{"apiVersion":"1.0","apiKey":"live_sandbox"}')}`,
      ),
    });
    expect(await response.json()).toEqual({ data: null, mode: 'sandbox' });
  });

  it('treats a cookie sealed with the old field names (v, k, t, kt, h, exp) as signed out, and clears it', async () => {
    const { app } = createTestApp();
    const sealWithTestSecret = (payload: object) =>
      Iron.seal(payload, TEST_SESSION_SECRET, { ...Iron.defaults, ttl: 3_600_000 });
    const expiresAt = Date.now() + 3_600_000;
    const old = await sealWithTestSecret({
      v: '1.0',
      k: 'live_sandbox',
      kt: 'live',
      h: '••••dbox',
      exp: expiresAt,
    });
    // The same session under today's names, sealed the same way, is a valid session: only the names differ.
    const current = await sealWithTestSecret({
      apiVersion: '1.0',
      apiKey: 'live_sandbox',
      keyType: 'live',
      keyHint: '••••dbox',
      expiresAt,
    });
    const accepted = await app.request('/session', {
      headers: withCookie(`${SESSION_COOKIE}=${current}`),
    });
    expect(await accepted.json()).toMatchObject({ data: { api_version: '1.0', key_type: 'live' } });

    const session = await app.request('/session', {
      headers: withCookie(`${SESSION_COOKIE}=${old}`),
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ data: null, mode: 'sandbox' });
    expect(setCookieLine(session)).toMatch(/Max-Age=0/);
    const api = await app.request('/api/2fa/authentications/templates', {
      headers: withCookie(`${SESSION_COOKIE}=${old}`),
    });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({
      errors: [{ message: 'Your session has ended. Sign in again.' }],
    });
    expect(setCookieLine(api)).toMatch(/Max-Age=0/);
  });

  it('refuses an expired cookie (the session TTL), and renewals do not extend it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, fake } = serverWithFakePlatform({ ttlSeconds: 120 });
    const cookie = await signInCookie(app, 'live_good');
    vi.setSystemTime(Date.now() + 60_000);
    fake.expireTokens();
    const renewed = await app.request('/api/messages', { headers: withCookie(cookie) });
    expect(renewed.status).toBe(200);
    const renewedCookie = sessionCookieFrom(renewed);
    expect(renewedCookie).toBeDefined();
    expect(setCookieLine(renewed)).toMatch(/Max-Age=(59|60);/);

    vi.setSystemTime(Date.now() + 61_000);
    for (const stale of [cookie, renewedCookie ?? '']) {
      const session = await app.request('/session', { headers: withCookie(stale) });
      expect(await session.json()).toEqual({ data: null, mode: 'proxy' });
      const api = await app.request('/api/messages', { headers: withCookie(stale) });
      expect(api.status).toBe(401);
      expect(await api.json()).toEqual({
        errors: [{ message: 'Your session has ended. Sign in again.' }],
      });
    }
  });
});

describe('CSRF: a request that carries the cookie must carry the console header', () => {
  it.each([
    ['GET', '/session'],
    ['DELETE', '/session'],
    ['POST', '/session'],
    ['GET', '/api/messages'],
    ['PUT', '/api/campaigns/1/stop'],
    ['GET', '/rest/stat/list'],
  ])('%s %s without X-Requested-With is refused with 403', async (method, path) => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good');
    const received = fake.received.length;
    const response = await app.request(path, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify({ api_key: 'live_good' }) } : {}),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Missing the console request header.' }],
    });
    expect(fake.received.length).toBe(received);
    expect(setCookieLine(response)).toBe('');
  });

  it('a wrong value of the header is refused too', async () => {
    const { app } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good');
    const response = await app.request('/api/messages', {
      headers: { cookie, [CSRF_HEADER]: 'XMLHttpRequest' },
    });
    expect(response.status).toBe(403);
  });
});

describe('token renewal', () => {
  it('twenty requests failing with 401 at once cause exactly one refresh, and every answer re-issues the cookie', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good');
    fake.expireTokens();
    const responses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        app.request(`/api/messages?page%5Boffset%5D=${i}`, { headers: withCookie(cookie) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(fake.calls.refresh).toBe(1);
    const renewed = responses.map(sessionCookieFrom);
    expect(renewed.every((c) => c !== undefined && c !== cookie)).toBe(true);

    // The renewed cookie works at once, with no further refresh.
    const next = await app.request('/api/messages', { headers: withCookie(renewed[0] ?? '') });
    expect(next.status).toBe(200);
    expect(fake.calls.refresh).toBe(1);
    expect(fake.received.at(-1)?.headers.get('authorization')).toBe('Bearer fake-token-2');
  });

  it('against the sandbox: an expired token is renewed once for twenty requests (its clock advanced two hours)', async () => {
    const { app, store } = createTestApp();
    const cookie = await signInCookie(app);
    const tokens = () => store.db.prepare('SELECT COUNT(*) AS n FROM tokens').pluck().get();
    expect(tokens()).toBe(1);
    store.clock.advance(2 * 3600);
    const responses = await Promise.all(
      Array.from({ length: 20 }, async () =>
        app.request('/api/2fa/authentications/templates', { headers: withCookie(cookie) }),
      ),
    );
    for (const response of responses) {
      expect(response.status).not.toBe(401);
      expect(sessionCookieFrom(response)).toBeDefined();
    }
    // One login and one refresh: two tokens ever issued.
    expect(tokens()).toBe(2);
  });

  it('a refresh refused for a token renewed elsewhere signs in again with the sealed key: the session stands', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good');
    // Another instance renewed the token: the platform refuses to refresh it again.
    fake.revokeTokens();
    const responses = await Promise.all(
      Array.from({ length: 10 }, async () =>
        app.request('/api/messages', { headers: withCookie(cookie) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(fake.calls).toEqual({ login: 2, refresh: 1 });
    const renewed = sessionCookieFrom(responses[0] ?? new Response());
    expect(renewed).toBeDefined();
    const next = await app.request('/api/messages', { headers: withCookie(renewed ?? '') });
    expect(next.status).toBe(200);
    expect(fake.calls).toEqual({ login: 2, refresh: 1 });
  });

  it('a refused refresh and a refused key end the session: 401 and the cookie cleared', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good');
    fake.revokeTokens();
    fake.refuseKey('live_good');
    const response = await app.request('/api/messages', { headers: withCookie(cookie) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Your session has ended. Sign in again.' }],
    });
    expect(setCookieLine(response)).toMatch(/Max-Age=0/);
  });

  it('a platform failure while renewing keeps the session: 502 now, renewed on the next request', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good');
    fake.expireTokens();
    fake.failNextRefresh(503);
    const failed = await app.request('/api/messages', { headers: withCookie(cookie) });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      errors: [{ message: 'The platform could not renew the session. Try again.' }],
    });
    expect(setCookieLine(failed)).toBe('');
    const next = await app.request('/api/messages', { headers: withCookie(cookie) });
    expect(next.status).toBe(200);
    expect(sessionCookieFrom(next)).toBeDefined();
    expect(fake.calls.refresh).toBe(2);
  });

  it('a 1.0 session sends its own key, whatever X-API-KEY the request brought', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good', '1.0');
    const response = await app.request('/api/messages', {
      headers: withCookie(cookie, { 'x-api-key': 'test_good', authorization: 'Bearer other' }),
    });
    expect(response.status).toBe(200);
    expect(fake.received.at(-1)?.headers.get('x-api-key')).toBe('live_good');
    expect(fake.received.at(-1)?.headers.get('authorization')).toBeNull();
  });

  it('a 1.0 key the platform refuses later clears the cookie (no renewal exists for keys)', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good', '1.0');
    fake.refuseKey('live_good');
    const response = await app.request('/api/messages', { headers: withCookie(cookie) });
    expect(response.status).toBe(401);
    expect(setCookieLine(response)).toMatch(/Max-Age=0/);
    expect(fake.calls.refresh).toBe(0);
  });
});

describe('sign-out', () => {
  it('DELETE /session clears the cookie and sends Clear-Site-Data', async () => {
    const { app } = createTestApp();
    const cookie = await signInCookie(app);
    const response = await app.request('/session', {
      method: 'DELETE',
      headers: withCookie(cookie),
    });
    expect(response.status).toBe(200);
    expect(setCookieLine(response)).toMatch(/^__Host-mc_session=; Max-Age=0; Path=\/;.*Secure/);
    const clear = response.headers.get('clear-site-data') ?? '';
    for (const directive of ['"cache"', '"cookies"', '"storage"'])
      expect(clear).toContain(directive);
    // The browser drops the cookie; without it nothing is signed in.
    const after = await app.request('/session', { headers: consoleHeaders });
    expect(await after.json()).toEqual({ data: null, mode: 'sandbox' });
  });
});

describe('requests without a session cookie', () => {
  it("forward an integrator's own X-API-KEY as it is, with no console header needed", async () => {
    const { app, fake } = serverWithFakePlatform();
    const response = await app.request('/api/messages', { headers: withKey('live_good') });
    expect(response.status).toBe(200);
    expect(fake.received.at(-1)?.headers.get('x-api-key')).toBe('live_good');
  });

  it("forward an integrator's own bearer token as it is", async () => {
    const { app, fake } = serverWithFakePlatform();
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'live_good' }),
    });
    const { bearer } = z.object({ bearer: z.string() }).parse(await login.json());
    const response = await app.request('/rest/stat/list', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.status).toBe(200);
    expect(fake.received.at(-1)?.headers.get('authorization')).toBe(`Bearer ${bearer}`);
  });

  it('reach the sandbox with X-API-KEY (curl)', async () => {
    const { app } = createTestApp();
    const response = await app.request('/api/2fa/authentications/templates', {
      headers: withKey(),
    });
    expect(response.status).not.toBe(401);
    const refused = await app.request('/api/2fa/authentications/templates', {
      headers: withKey('live_unknown'),
    });
    expect(refused.status).toBe(401);
  });
});

describe('error bodies', () => {
  it('never carry a stack trace or a key when the platform breaks', async () => {
    const { app, fake } = serverWithFakePlatform();
    const cookie = await signInCookie(app, 'live_good', '1.0');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.failNext(new Error('upstream exploded while sending X-API-KEY live_good'));
    const response = await app.request('/api/messages', { headers: withCookie(cookie) });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ errors: [{ message: 'Internal server error' }] });
    expect(body).not.toMatch(/live_good|\bat\s|\.ts:\d/);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
