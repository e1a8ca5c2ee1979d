// Security headers, caching, the built console's files and the body limit, on every kind of response.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_SCRIPT_HASH, createRateLimiter } from './security.ts';
import { consoleHeaders, createTestServer, createTestStore, withKey } from './test/app.ts';
import { createFakePlatform } from './test/fake-upstream.ts';

let distDir: string;
const ASSET = '/assets/index-Bx7d2Kq9.js';
const ASSET_SOURCE = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-Bx7d2Kq9.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(distDir, ASSET.slice(1)), ASSET_SOURCE);
  // The build's compressed copies (vite.config.ts): brotli and gzip beside the file.
  fs.writeFileSync(path.join(distDir, `${ASSET.slice(1)}.br`), brotliCompressSync(ASSET_SOURCE));
  fs.writeFileSync(path.join(distDir, `${ASSET.slice(1)}.gz`), gzipSync(ASSET_SOURCE));
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

/** The sandbox server serving the test's built console. */
const sandboxServer = () =>
  createTestServer({ store: createTestStore(), serveConsole: true, config: { distDir } });

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  expect(directives.get('script-src'), what).toEqual(["'self'", FIRST_PAINT_SCRIPT_HASH]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(csp, what).not.toContain('unsafe-eval');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
}

describe('security headers on every response', () => {
  it('the console page, its assets, client routes, API answers, errors and 404s all carry them', async () => {
    const { app } = sandboxServer();
    const requests: [string, RequestInit | undefined, number][] = [
      ['/', undefined, 200],
      ['/index.html', undefined, 200],
      ['/messages?page=2', undefined, 200],
      [ASSET, undefined, 200],
      ['/favicon.svg', undefined, 200],
      ['/assets/missing-abc.js', undefined, 404],
      ['/no-such-file.png', undefined, 404],
      ['/session', { headers: consoleHeaders }, 200],
      ['/session', undefined, 403],
      ['/session/other', undefined, 404],
      ['/api/2fa/authentications/templates', { headers: withKey() }, 200],
      ['/api/2fa/authentications/templates', undefined, 401],
      ['/api/no-such-endpoint', { headers: withKey() }, 404],
      ['/sandbox/accounts', undefined, 200],
      [
        '/session',
        { method: 'POST', headers: consoleHeaders, body: JSON.stringify({ api_key: 'x' }) },
        422,
      ],
      [
        '/api/contacts',
        { method: 'POST', headers: withKey(), body: JSON.stringify({ x: 'y'.repeat(2_000_000) }) },
        413,
      ],
    ];
    for (const [url, init, status] of requests) {
      const response = await app.request(url, init);
      const what = `${init?.method ?? 'GET'} ${url}`;
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });

  it('a server error (500) carries them too, and says nothing of the failure', async () => {
    const fake = createFakePlatform();
    const { app } = createTestServer({ platform: fake.platform });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.failNext(new Error('boom'));
    const response = await app.request('/api/messages', { headers: withKey('live_good') });
    expect(response.status).toBe(500);
    expectSecurityHeaders(response, '500');
    expect(await response.json()).toEqual({ errors: [{ message: 'Internal server error' }] });
    log.mockRestore();
  });
});

describe('caching', () => {
  it('API, session and sandbox answers are never stored', async () => {
    const { app } = sandboxServer();
    for (const [url, init] of [
      ['/api/2fa/authentications/templates', { headers: withKey() }],
      ['/api/2fa/authentications/templates', undefined],
      ['/rest/stat/list', { headers: withKey() }],
      ['/session', { headers: consoleHeaders }],
      ['/sandbox/accounts', undefined],
    ] as const) {
      const response = await app.request(url, init);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('hashed assets are cached for a year, index.html never without revalidation nor by a shared cache', async () => {
    const { app } = sandboxServer();
    const asset = await app.request(ASSET);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    for (const url of ['/', '/index.html', '/otp/sessions']) {
      const page = await app.request(url);
      expect(page.headers.get('cache-control'), url).toBe('private, no-cache');
      expect(page.headers.get('content-type'), url).toMatch(/text\/html/);
    }
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('the built console', () => {
  it("sends an asset's compressed copy as the build wrote it, in the encoding the browser accepts", async () => {
    const { app } = sandboxServer();
    const body = async (response: Response) => Buffer.from(await response.arrayBuffer());
    const br = await app.request(ASSET, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    const brBody = await body(br);
    expect(br.headers.get('content-length')).toBe(String(brBody.length));
    expect(brotliDecompressSync(brBody).toString()).toBe(ASSET_SOURCE);

    const gzip = await app.request(ASSET, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gzip)).toString()).toBe(ASSET_SOURCE);

    const identity = await app.request(ASSET);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect((await body(identity)).toString()).toBe(ASSET_SOURCE);
  });

  it('falls back to index.html for client routes, but not for missing files', async () => {
    const { app } = sandboxServer();
    for (const url of [
      '/messages',
      '/otp/templates?page=3',
      '/login?redirect=%2Fviber',
      '/x/y/z',
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain('<div id="root">');
    }
    const missing = await app.request('/assets/missing-abc.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ errors: [{ message: 'Not found' }] });
  });

  it('compresses what it serves', async () => {
    const { app } = sandboxServer();
    const response = await app.request(ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const compressed = await response.arrayBuffer();
    expect(compressed.byteLength).toBeLessThan(ASSET_SOURCE.length / 10);
  });

  it('never serves a file outside its folder', async () => {
    const { app } = sandboxServer();
    for (const url of [
      '/../package.json',
      '/..%2fpackage.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await app.request(url);
      expect(await response.text(), url).not.toContain('"dependencies"');
    }
  });

  it('says how to build when the console is not built', async () => {
    const { app } = createTestServer({
      store: createTestStore(),
      serveConsole: true,
      config: { distDir: path.join(distDir, 'nothing-here') },
    });
    const response = await app.request('/messages');
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build/);
  });
});

describe('request body limit', () => {
  it('refuses a body past the limit with 413 in shape 1, before the platform sees it', async () => {
    const fake = createFakePlatform();
    const { app } = createTestServer({ platform: fake.platform, config: { bodyLimitBytes: 2048 } });
    const response = await app.request('/api/contacts', {
      method: 'POST',
      headers: withKey('live_good'),
      body: JSON.stringify({ phone: 380501234567, note: 'n'.repeat(3000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is larger than 2048 bytes.' }],
    });
    expect(fake.received).toHaveLength(0);
  });

  it('counts a streamed body without Content-Length too', async () => {
    const fake = createFakePlatform();
    const { app } = createTestServer({ platform: fake.platform, config: { bodyLimitBytes: 2048 } });
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    // Node wants `duplex` for a streamed body; the DOM's RequestInit type does not know it yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: withKey('live_good'),
      body,
      duplex: 'half',
    };
    const response = await app.request('/api/contacts', init);
    expect(response.status).toBe(413);
    expect(fake.received).toHaveLength(0);
  });

  it('lets a body under the limit through', async () => {
    const fake = createFakePlatform();
    const { app } = createTestServer({ platform: fake.platform, config: { bodyLimitBytes: 2048 } });
    const response = await app.request('/api/contacts', {
      method: 'POST',
      headers: withKey('live_good'),
      body: JSON.stringify({ phone: 380501234567 }),
    });
    expect(response.status).toBe(200);
    expect(await fake.received[0]?.text()).toBe('{"phone":380501234567}');
  });
});

describe('the rate limiter', () => {
  it('counts per address in a fixed window and forgets stale windows', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a')).toBeUndefined();
    expect(limiter.hit('a')).toBeUndefined();
    expect(limiter.hit('b')).toBeUndefined();
    now = 15_000;
    expect(limiter.hit('a')).toBe(45);
    now = 60_000;
    expect(limiter.hit('a')).toBeUndefined();
  });
});
