// Figures measured in Chromium through Playwright: what a cold load of each route downloads (JS and CSS, with
// gzip sizes computed with zlib), and the 500-row 2FA sessions page: time to usable and the longest
// main-thread task while sorting it.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { CHROMIUM_ARGS, findBrowser } from '../../scripts/browser.mjs';
import { CSRF_HEADER, CSRF_VALUE } from '../../server/session.ts';

export async function launchBrowser(): Promise<Browser> {
  const found = findBrowser();
  return chromium.launch({
    ...(found ? { executablePath: found.executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context (empty cache), signed in through POST /session as the console does when asked. */
async function coldContext(
  browser: Browser,
  baseUrl: string,
  signedIn: boolean,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  if (signedIn) {
    const response = await context.request.post(`${baseUrl}/session`, {
      headers: { [CSRF_HEADER]: CSRF_VALUE },
      data: { api_key: 'live_sandbox', api_version: '2.0' },
    });
    if (response.status() !== 200) {
      throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
    }
  }
  return context;
}

export interface InitialLoad {
  route: string;
  /** Where the browser ended up (a signed-out visit to a signed-in page lands on /login). */
  finalPath: string;
  jsFiles: number;
  cssFiles: number;
  jsBytes: number;
  cssBytes: number;
  jsGzip: number;
  cssGzip: number;
}

/** Loads `route` in a cold context and sums the scripts and style sheets the page downloaded. */
export async function measureInitialLoad(
  browser: Browser,
  baseUrl: string,
  route: string,
  signedIn: boolean,
): Promise<InitialLoad> {
  const context = await coldContext(browser, baseUrl, signedIn);
  const page = await context.newPage();
  type Size = { kind: 'js' | 'css'; bytes: number; gzip: number };
  const sizes: Promise<Size | undefined>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(
      response.body().then(
        (body): Size => ({
          kind: type === 'script' ? 'js' : 'css',
          bytes: body.length,
          gzip: gzipSync(body).length,
        }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
  // Route chunks and data load after the first paint; idle means the page has what it needs.
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  page.off('response', onResponse);
  const finalPath = new URL(page.url()).pathname;
  const files = (await Promise.all(sizes)).filter((size) => size !== undefined);
  await context.close();
  const sum = (kind: 'js' | 'css', key: 'bytes' | 'gzip') =>
    files.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);
  return {
    route,
    finalPath,
    jsFiles: files.filter((f) => f.kind === 'js').length,
    cssFiles: files.filter((f) => f.kind === 'css').length,
    jsBytes: sum('js', 'bytes'),
    cssBytes: sum('css', 'bytes'),
    jsGzip: sum('js', 'gzip'),
    cssGzip: sum('css', 'gzip'),
  };
}

export interface SessionsPageFigures {
  url: string;
  /** Sessions in the period (the list's total). */
  rows: number;
  /** From navigation start to 500 session links in the table. */
  usableMs: number;
  /** When the list request had been answered (navigation start = 0). */
  listAnsweredMs: number | undefined;
  sorts: {
    label: string;
    /** From the click to the 500 rows in the new order. */
    sortMs: number;
    /** Longest main-thread task (PerformanceObserver 'longtask', 50 ms and more) after the click; 0 when none. */
    longestTaskMs: number;
    /** Longest gap between animation frames after the click (tasks under 50 ms included). */
    longestFrameGapMs: number;
  }[];
}

/** Watches long tasks and frame gaps from the first script on; the page reads them through `__bench`. */
const OBSERVER_SCRIPT = `
  window.__bench = { longTasks: [], frameGaps: [] };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__bench.unsupported = String(error);
  }
  let last = performance.now();
  const frame = (now) => {
    window.__bench.frameGaps.push({ start: last, duration: now - last });
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

const SESSION_LINKS = 'a[aria-label^="Session "]';
const LIST_REQUEST = '/api/2fa/authentications?';

const sessionListSchema = z.object({
  data: z.object({ list: z.array(z.object({ id: z.string() })), total: z.number() }),
});
const observedSchema = z.object({
  longTasks: z.array(z.object({ start: z.number(), duration: z.number() })),
  frameGaps: z.array(z.object({ start: z.number(), duration: z.number() })),
});

/** Resolves with a list response of the page (the first one, or the one for `sort` and `way`). */
function listResponse(page: Page, sort?: { sort: string; way: string }) {
  return page.waitForResponse(
    (response) =>
      response.url().includes(LIST_REQUEST) &&
      (!sort ||
        (response.url().includes(`sort=${sort.sort}`) &&
          response.url().includes(`way=${sort.way}`))),
    { timeout: 120_000 },
  );
}

/** Performance.now() in the page once the table shows these sessions first and last (500 rows). */
async function renderedAt(page: Page, ids: readonly string[]): Promise<number> {
  const handle = await page.waitForFunction(
    ({ selector, first, last, count }) => {
      const links = document.querySelectorAll(selector);
      return (
        links.length >= count &&
        links[0]?.getAttribute('aria-label') === `Session ${first}` &&
        links[links.length - 1]?.getAttribute('aria-label') === `Session ${last}` &&
        performance.now()
      );
    },
    {
      selector: SESSION_LINKS,
      first: ids[0] ?? '',
      last: ids[ids.length - 1] ?? '',
      count: ids.length,
    },
    { polling: 'raf', timeout: 120_000 },
  );
  return Number(await handle.jsonValue());
}

export async function measureSessionsPage(
  browser: Browser,
  baseUrl: string,
  period: { from: string; to: string },
): Promise<SessionsPageFigures> {
  const context = await coldContext(browser, baseUrl, true);
  await context.addInitScript(OBSERVER_SCRIPT);
  const page = await context.newPage();
  const search = new URLSearchParams({ from: period.from, to: period.to, limit: '500' });
  const url = `${baseUrl}/otp/sessions?${search.toString()}`;
  const firstList = listResponse(page);
  await page.goto(url, { waitUntil: 'commit' });
  const first = sessionListSchema.parse(await (await firstList).json());
  const usableMs = await renderedAt(
    page,
    first.data.list.map((s) => s.id),
  );
  const listAnsweredMs = await page.evaluate((request) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e instanceof PerformanceResourceTiming && e.name.includes(request));
    return entry instanceof PerformanceResourceTiming ? entry.responseEnd : undefined;
  }, LIST_REQUEST);

  const sorts: SessionsPageFigures['sorts'] = [];
  for (const [label, button, sort] of [
    [
      'sort by recipient, ascending',
      /^Sort by Recipient, ascending/,
      { sort: 'recipient', way: 'asc' },
    ],
    [
      'sort by recipient, descending',
      /^Sort by Recipient, descending/,
      { sort: 'recipient', way: 'desc' },
    ],
    ['sort by status, ascending', /^Sort by Status, ascending/, { sort: 'status', way: 'asc' }],
  ] as const) {
    await page.waitForTimeout(500);
    const clickedAt = await page.evaluate(() => performance.now());
    const sorted = listResponse(page, sort);
    await page.getByRole('button', { name: button }).click();
    const answer = sessionListSchema.parse(await (await sorted).json());
    const sortedAt = await renderedAt(
      page,
      answer.data.list.map((s) => s.id),
    );
    await page.waitForTimeout(300);
    const observed = observedSchema.parse(
      JSON.parse(await page.evaluate(() => JSON.stringify(Reflect.get(window, '__bench')))),
    );
    const after = (list: { start: number; duration: number }[]) =>
      list.filter((entry) => entry.start + entry.duration >= clickedAt).map((e) => e.duration);
    sorts.push({
      label,
      sortMs: sortedAt - clickedAt,
      longestTaskMs: Math.max(0, ...after(observed.longTasks)),
      longestFrameGapMs: Math.max(0, ...after(observed.frameGaps)),
    });
  }
  await context.close();
  return { url, rows: first.data.total, usableMs, listAnsweredMs, sorts };
}
