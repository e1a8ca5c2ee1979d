// The preloads of the page a URL opens: route files to URL patterns, layouts around pages, the page a path
// opens, and the HTML the server gives with them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchPage,
  pagePreloads,
  PRELOADS_PER_PAGE,
  ROUTE_PRELOADS_FILE,
  routeFile,
  withPreloads,
  withSessionState,
} from './route-preloads.ts';
import { PAGE_FILES_ELEMENT, pageFilesSchema } from '../src/contracts/auth.ts';
import { SESSION_COOKIE } from './session.ts';
import { createTestServer, createTestStore, signInCookie } from './test/app.ts';

describe('route files', () => {
  it('stand for URL patterns; pathless, route and root files are layouts of their folder', () => {
    expect(routeFile('_authed/otp/sessions/index.tsx')).toEqual({
      path: '/otp/sessions',
      layout: undefined,
    });
    expect(routeFile('_authed/otp/sessions/$id.tsx')).toEqual({
      path: '/otp/sessions/$id',
      layout: undefined,
    });
    expect(routeFile('_authed/index.tsx')).toEqual({ path: '/', layout: undefined });
    expect(routeFile('login.tsx')).toEqual({ path: '/login', layout: undefined });
    expect(routeFile('_authed.tsx')).toEqual({ path: '/', layout: '_authed/' });
    expect(routeFile('_authed/messages/route.tsx')).toEqual({
      path: '/messages',
      layout: '_authed/messages/',
    });
    expect(routeFile('__root.tsx')).toEqual({ path: '/', layout: '' });
  });
});

const FILES = new Map<string, string[]>([
  ['_authed.tsx', ['/assets/authed.js', '/assets/shell.js', '/assets/shell.css']],
  ['_authed/messages/route.tsx', ['/assets/messages-layout.js']],
  ['_authed/messages/index.tsx', ['/assets/messages.js', '/assets/shell.js']],
  ['_authed/viber/$id.tsx', ['/assets/viber-id.js']],
  ['_authed/viber/reference/index.tsx', ['/assets/viber-reference.js']],
  ['login.tsx', ['/assets/login.js']],
]);

/** Every file 100 bytes, but two larger ones. */
const SIZES = new Map([
  ['/assets/messages.js', 900],
  ['/assets/shell.css', 500],
]);

describe('pages', () => {
  const pages = pagePreloads(FILES, SIZES);

  it('take their own files and those of the layouts around them, each once, largest first', () => {
    expect(pages).toEqual([
      { path: '/login', files: ['/assets/login.js'] },
      {
        path: '/messages',
        files: [
          '/assets/messages.js',
          '/assets/shell.css',
          '/assets/authed.js',
          '/assets/shell.js',
          '/assets/messages-layout.js',
        ],
      },
      {
        path: '/viber/$id',
        files: [
          '/assets/shell.css',
          '/assets/authed.js',
          '/assets/shell.js',
          '/assets/viber-id.js',
        ],
      },
      {
        path: '/viber/reference',
        files: [
          '/assets/shell.css',
          '/assets/authed.js',
          '/assets/shell.js',
          '/assets/viber-reference.js',
        ],
      },
    ]);
  });

  it('are found by path: fixed segments before parameters, nothing for an unknown path', () => {
    expect(matchPage(pages, '/viber/reference')?.path).toBe('/viber/reference');
    expect(matchPage(pages, '/viber/12345')?.path).toBe('/viber/$id');
    expect(matchPage(pages, '/messages/')?.path).toBe('/messages');
    expect(matchPage(pages, '/nowhere')).toBeUndefined();
    expect(matchPage(pages, '/viber/1/2')).toBeUndefined();
  });

  it('are named in the HTML: module and style preloads, none already there, sign-in for the signed out', () => {
    const html = '<html><head><link rel="modulepreload" href="/assets/authed.js"></head></html>';
    expect(withPreloads(html, pages, '/messages', true)).toBe(
      '<html><head><link rel="modulepreload" href="/assets/authed.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/messages.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/shell.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/shell.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/messages-layout.js">' +
        '</head></html>',
    );
    expect(withPreloads(html, pages, '/messages', false)).toBe(
      '<html><head><link rel="modulepreload" href="/assets/authed.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login.js"></head></html>',
    );
    expect(withPreloads(html, pages, '/nowhere', true)).toBe(html);
  });
});

describe('the server', () => {
  let distDir: string;
  beforeAll(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-preloads-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  const server = () =>
    createTestServer({ store: createTestStore(), serveConsole: true, config: { distDir } });
  const page = async (app: ReturnType<typeof server>['app'], url: string, cookie?: string) => {
    const response = await app.request(url, cookie ? { headers: { cookie } } : {});
    expect(response.status, url).toBe(200);
    expect(response.headers.get('cache-control'), url).toBe('private, no-cache');
    return response.text();
  };

  it("names the opened page's files in index.html, and reads a new build's list", async () => {
    const { app } = server();
    const cookie = await signInCookie(app);
    const write = (pages: unknown) =>
      fs.writeFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), JSON.stringify(pages));
    write(pagePreloads(FILES, SIZES));
    const signedIn = await page(app, '/messages?way=asc', cookie);
    expect(signedIn).toContain('<link rel="modulepreload" crossorigin href="/assets/messages.js">');
    expect(signedIn).toContain('<div id="root">');
    // Signed out, or with a cookie that names no session: the sign-in page's files.
    for (const visitor of [undefined, `${SESSION_COOKIE}=not-a-session`]) {
      const signedOut = await page(app, '/messages', visitor);
      expect(signedOut).toContain('<link rel="modulepreload" crossorigin href="/assets/login.js">');
      expect(signedOut).not.toContain('/assets/messages.js');
    }
    // The overview is a route like any other, not index.html as it is on disk.
    write(pagePreloads(new Map([['_authed/index.tsx', ['/assets/overview.js']]]), SIZES));
    expect(await page(app, '/', cookie)).toContain('href="/assets/overview.js"');

    // A list that is not the build's is left alone; the page is served as it is.
    write([{ path: '/messages', files: ['https://elsewhere.example/x.js'] }]);
    fs.utimesSync(path.join(distDir, ROUTE_PRELOADS_FILE), new Date(), new Date(Date.now() + 5000));
    expect(await page(app, '/messages', cookie)).not.toContain('modulepreload');
  });

  it("serves a new build's index.html", async () => {
    const { app } = server();
    const index = path.join(distDir, 'index.html');
    const built = fs.readFileSync(index, 'utf8');
    expect(await page(app, '/viber')).toContain('<div id="root">');
    try {
      fs.writeFileSync(index, built.replace('<div id="root">', '<div id="root" data-build="2">'));
      fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
      expect(await page(app, '/viber')).toContain('<div id="root" data-build="2">');
    } finally {
      fs.writeFileSync(index, built);
    }
  });

  it('carries what GET /session answers, signed in or not', async () => {
    const { app } = server();
    const cookie = await signInCookie(app);
    const carried = (html: string): unknown =>
      JSON.parse(
        /<script type="application\/json" id="session-state">(.*?)<\/script><\/head>/.exec(
          html,
        )?.[1] ?? 'null',
      );
    const session = await app.request('/session', {
      headers: { cookie, 'x-requested-with': 'messaging-console' },
    });
    expect(carried(await page(app, '/otp/sessions', cookie))).toEqual(await session.json());
    expect(carried(await page(app, '/otp/sessions'))).toEqual({ data: null, mode: 'sandbox' });
  });
});

it('writes the session so that no text of it ends the data block', () => {
  const html = withSessionState('<head></head>', {
    data: { key_type: 'live', api_version: '2.0', key_hint: '</script><b>', mode: 'sandbox' },
  });
  expect(html).not.toContain('</script><b>');
  expect(html).toContain('\\u003c/script>\\u003cb>');
  const json = /id="session-state">(.*)<\/script>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(json)).toEqual({
    data: { key_type: 'live', api_version: '2.0', key_hint: '</script><b>', mode: 'sandbox' },
  });
});

it('preloads the PRELOADS_PER_PAGE largest files of a page and lists its other scripts for the console', () => {
  const names = Array.from({ length: 20 }, (_, i) => `/assets/f${i}.${i === 3 ? 'css' : 'js'}`);
  const sizes = new Map(names.map((name, i) => [name, i * 10]));
  const pages = pagePreloads(new Map([['page.tsx', names]]), sizes);
  const largestFirst = [...names].reverse();
  expect(pages).toEqual([{ path: '/page', files: largestFirst }]);
  const html = withPreloads('<head></head>', pages, '/page', true);
  const preloaded = [...html.matchAll(/<link [^>]*href="([^"]+)">/g)].map((match) => match[1]);
  expect(preloaded).toEqual(largestFirst.slice(0, PRELOADS_PER_PAGE));
  const listed = new RegExp(
    `<script type="application/json" id="${PAGE_FILES_ELEMENT}">(.*?)</script>`,
  ).exec(html);
  // The rest, scripts only: a page's styles are loaded by the console with the chunk that needs them.
  expect(pageFilesSchema.parse(JSON.parse(listed?.[1] ?? 'null'))).toEqual(
    largestFirst.slice(PRELOADS_PER_PAGE).filter((name) => name.endsWith('.js')),
  );
  expect(withPreloads('<head></head>', pages, '/page', true)).toBe(html);
});
