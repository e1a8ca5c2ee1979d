// Figures measured in Chromium through Playwright: what a cold load of each route downloads (JS and CSS, with
// gzip sizes computed with zlib). The 500-row 2FA sessions page is measured by sessions-page.ts.
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test';
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

export interface LoadedFile {
  /** Path on the server (`/assets/…`). */
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  gzip: number;
  /** Requested before the first contentful paint. */
  beforePaint: boolean;
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
  files: LoadedFile[];
  /** JS and CSS files requested before the first contentful paint. */
  filesBeforePaint: number;
  /** First contentful paint, from navigation start; undefined when the page painted nothing. */
  fcpMs: number | undefined;
  /** Longest main-thread task (50 ms or more) from navigation until the network was idle; 0 when none. */
  longestTaskMs: number;
}

/** Records long tasks from the first script on (the page reads them back once idle). */
const LONG_TASKS_SCRIPT = `
  window.__loadTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__loadTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

const paintSchema = z.object({
  fcp: z.number().nullable(),
  resources: z.array(z.object({ name: z.string(), startTime: z.number() })),
  tasks: z.array(z.number()),
});

/** Loads `route` in a cold context and sums the scripts and style sheets the page downloaded. */
export async function measureInitialLoad(
  browser: Browser,
  baseUrl: string,
  route: string,
  signedIn: boolean,
): Promise<InitialLoad> {
  const context = await coldContext(browser, baseUrl, signedIn);
  await context.addInitScript(LONG_TASKS_SCRIPT);
  const page = await context.newPage();
  type Size = { path: string; kind: 'js' | 'css'; bytes: number; gzip: number };
  const sizes: Promise<Size | undefined>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(
      response.body().then(
        (body): Size => ({
          path: new URL(response.url()).pathname,
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
  const paint = paintSchema.parse(
    await page.evaluate(() => {
      const tasks: unknown = Reflect.get(window, '__loadTasks');
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
        tasks,
      };
    }),
  );
  const startedAt = new Map(
    paint.resources.map((entry) => [new URL(entry.name).pathname, entry.startTime]),
  );
  const fcp = paint.fcp ?? Infinity;
  const files = (await Promise.all(sizes))
    .filter((size) => size !== undefined)
    .map((size): LoadedFile => ({ ...size, beforePaint: (startedAt.get(size.path) ?? 0) < fcp }));
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
    files,
    filesBeforePaint: files.filter((f) => f.beforePaint).length,
    fcpMs: paint.fcp ?? undefined,
    longestTaskMs: Math.max(0, ...paint.tasks),
  };
}
