// 2FA insight in Chromium: for the last 24 hours, 7 and 30 days, the time from navigation to the first figures
// and to the whole period read (the page's own User Timing marks), and the longest main-thread task while the
// worker reads (goal: under 50 ms): every task that starts once the page has asked for the period (its
// `otp-insight:open` mark, at the end of the page's first render) and before the end of the reading. The tasks
// before it (the console's start, the page's first render) are shown apart, as the load rows of `npm run bench`
// measure them for every page. A fresh browser context per period, so nothing is cached.
// Standalone: builds the console (or uses DIST_DIR) and starts the real server in sandbox mode on a free port
// (SANDBOX_SCALE, 1 by default: the full data set).
// Run: npx tsx bench/otp-insight.ts      DIST_DIR=.cache/dist npx tsx bench/otp-insight.ts
import type { Browser } from '@playwright/test';
import path from 'node:path';
import { z } from 'zod';
import { CSRF_HEADER, CSRF_VALUE } from '../server/session.ts';
import { launchBrowser } from './lib/browser.ts';
import type { Row } from './lib/report.ts';
import { ROOT, standaloneSubject } from './lib/server.ts';

export const INSIGHT_PERIODS = [
  { label: 'last 24 hours', period: '24h' },
  { label: 'last 7 days', period: '7d' },
  { label: 'last 30 days', period: '30d' },
] as const;

export interface InsightFigures {
  label: string;
  sessions: number;
  pages: number;
  firstFiguresMs: number;
  fullPeriodMs: number;
  /** Longest main-thread task while reading (see the header); 0 when none of 50 ms or more. */
  longestTaskMs: number;
  longTasks: number;
  /** Longest task of 50 ms or more started before the page asked for the period; 0 when none. */
  longestLoadTaskMs: number;
}

const OBSERVER_SCRIPT = `
  window.__insightBench = { longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__insightBench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

const resultSchema = z.object({
  open: z.number(),
  first: z.number(),
  done: z.number(),
  detail: z.object({ sessions: z.number(), pages: z.number() }),
  longTasks: z.array(z.object({ start: z.number(), duration: z.number() })),
});

export async function measureOtpInsight(
  browser: Browser,
  baseUrl: string,
): Promise<InsightFigures[]> {
  const figures: InsightFigures[] = [];
  for (const { label, period } of INSIGHT_PERIODS) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    try {
      const signedIn = await context.request.post(`${baseUrl}/session`, {
        headers: { [CSRF_HEADER]: CSRF_VALUE },
        data: { api_key: 'live_sandbox', api_version: '2.0' },
      });
      if (signedIn.status() !== 200) throw new Error(`sign-in failed: ${signedIn.status()}`);
      await context.addInitScript(OBSERVER_SCRIPT);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/otp/insight?period=${period}`);
      await page.waitForFunction(
        () => performance.getEntriesByName('otp-insight:done').length > 0,
        undefined,
        { timeout: 600_000, polling: 250 },
      );
      const result = resultSchema.parse(
        await page.evaluate(() => {
          const open = performance.getEntriesByName('otp-insight:open')[0];
          const first = performance.getEntriesByName('otp-insight:first-figures')[0];
          const done = performance.getEntriesByName('otp-insight:done')[0];
          const detail: unknown = done instanceof PerformanceMark ? done.detail : null;
          const observed = (window as unknown as { __insightBench: { longTasks: unknown } })
            .__insightBench;
          return {
            open: open?.startTime,
            first: first?.startTime,
            done: done?.startTime,
            detail,
            longTasks: observed.longTasks,
          };
        }),
      );
      const during = result.longTasks.filter(
        (t) => t.start >= result.open && t.start <= result.done,
      );
      const load = result.longTasks.filter((t) => t.start < result.open);
      figures.push({
        label,
        sessions: result.detail.sessions,
        pages: result.detail.pages,
        firstFiguresMs: result.first,
        fullPeriodMs: result.done,
        longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
        longTasks: during.length,
        longestLoadTaskMs: Math.max(0, ...load.map((t) => t.duration)),
      });
    } finally {
      await context.close();
    }
  }
  return figures;
}

export function describeInsight(f: InsightFigures): string {
  return `${f.label}: first figures at ${f.firstFiguresMs.toFixed(0)} ms, whole period (${f.sessions.toLocaleString('en')} sessions, ${f.pages} pages) at ${f.fullPeriodMs.toFixed(0)} ms; longest main-thread task ${f.longestTaskMs > 0 ? `${f.longestTaskMs.toFixed(0)} ms (${f.longTasks} of 50 ms or more)` : 'none of 50 ms or more'} (goal < 50 ms); before it, the console's start and the page's first render: longest task ${f.longestLoadTaskMs.toFixed(0)} ms`;
}

const SECTION = '2FA insight (sessions read in a worker)';

/** `npm run bench`'s section: one row per period, against the 50 ms goal for the longest task. */
export async function otpInsightSection(baseUrl: string, rows: Row[], raw: string[]) {
  process.stderr.write('bench: 2FA insight\n');
  const browser = await launchBrowser();
  try {
    for (const f of await measureOtpInsight(browser, baseUrl)) {
      rows.push({
        section: SECTION,
        figure: f.label,
        value: describeInsight(f).replace(`${f.label}: `, ''),
        budget: '< 50 ms task',
        over: f.longestTaskMs >= 50,
      });
      raw.push(`2FA insight, ${describeInsight(f)}`);
    }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    rows.push({
      section: SECTION,
      figure: 'all periods',
      value: `not measured: ${text.split('\n')[0] ?? ''}`,
    });
    raw.push(`2FA insight: not measured\n${text}`);
  } finally {
    await browser.close();
  }
}

if (import.meta.filename === process.argv[1]) {
  const { scale, distDir, server } = await standaloneSubject('bench-insight');
  const browser = await launchBrowser();
  try {
    console.log(`2FA insight: ${path.relative(ROOT, distDir)}, sandbox scale ${scale}`);
    for (const f of await measureOtpInsight(browser, server.baseUrl))
      console.log(describeInsight(f));
  } finally {
    await browser.close();
    await server.stop();
  }
}
