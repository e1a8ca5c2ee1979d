// 2FA insight in Chromium: for the last 24 hours, 7 and 30 days, the time from navigation to the first figures
// and to the whole period read (the page's own User Timing marks), and the longest main-thread task while the
// worker reads (goal: under 50 ms): every task that starts once the page has asked for the period (its
// `otp-insight:open` mark, at the end of the page's first render) and before SETTLE_MS after the end of the
// reading (the figures of the last pages are rendered after their message has arrived). The tasks
// before it (the console's start, the page's first render) are shown apart, as the load rows of `npm run bench`
// measure them for every page. Long tasks are wall time: on a machine shared with other work, a task of a few
// milliseconds of the page's own work grows when the thread waits for a core. So a Chromium trace (its top-level
// tasks only) also gives the main thread's own CPU time of the longest task of the same window.
// A fresh browser context per period, so nothing is cached.
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
  /** The main thread's own CPU time in its longest task of the reading window (trace), and how many took 50 ms or more. */
  longestTaskCpuMs: number;
  cpuTasksOver50: number;
}

const traceSchema = z.object({
  traceEvents: z.array(
    z.object({
      name: z.string(),
      ph: z.string().optional(),
      pid: z.number().optional(),
      tid: z.number().optional(),
      ts: z.number().optional(),
      tdur: z.number().optional(),
      args: z
        .looseObject({
          // Only the navigation's: other events' data has other shapes.
          data: z.looseObject({ documentLoaderURL: z.string() }).optional().catch(undefined),
        })
        .optional(),
    }),
  ),
});

/**
 * CPU time of the main thread's tasks from `from` to `to` (ms since the page's navigation start): the longest and
 * how many of 50 ms or more. The page's main thread is the one that marked the navigation of `/otp/insight`.
 */
function cpuOfTasks(trace: Buffer, from: number, to: number) {
  const { traceEvents } = traceSchema.parse(JSON.parse(trace.toString('utf8')));
  const start = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data?.documentLoaderURL ?? '').includes('/otp/insight'),
  );
  if (start?.ts === undefined) throw new Error('no navigation of the page in the trace');
  const cpu: number[] = [];
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.pid !== start.pid || e.tid !== start.tid || e.ts === undefined) continue;
    if (e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'RunTask') continue;
    const at = (e.ts - start.ts) / 1000;
    if (at >= from && at <= to) cpu.push((e.tdur ?? 0) / 1000);
  }
  return { longest: Math.max(0, ...cpu), over50: cpu.filter((ms) => ms >= 50).length };
}

/** After the end of the reading, the time the page is given to render the last figures (still measured). */
const SETTLE_MS = 1000;

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
      await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
      await page.goto(`${baseUrl}/otp/insight?period=${period}`);
      await page.waitForFunction(
        () => performance.getEntriesByName('otp-insight:done').length > 0,
        undefined,
        { timeout: 600_000, polling: 250 },
      );
      await page.waitForTimeout(SETTLE_MS);
      const trace = await browser.stopTracing();
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
      const end = result.done + SETTLE_MS;
      const during = result.longTasks.filter((t) => t.start >= result.open && t.start <= end);
      const load = result.longTasks.filter((t) => t.start < result.open);
      const cpu = cpuOfTasks(trace, result.open, end);
      figures.push({
        label,
        sessions: result.detail.sessions,
        pages: result.detail.pages,
        firstFiguresMs: result.first,
        fullPeriodMs: result.done,
        longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
        longTasks: during.length,
        longestLoadTaskMs: Math.max(0, ...load.map((t) => t.duration)),
        longestTaskCpuMs: cpu.longest,
        cpuTasksOver50: cpu.over50,
      });
    } finally {
      await context.close();
    }
  }
  return figures;
}

export function describeInsight(f: InsightFigures): string {
  return `${f.label}: first figures at ${f.firstFiguresMs.toFixed(0)} ms, whole period (${f.sessions.toLocaleString('en')} sessions, ${f.pages} pages) at ${f.fullPeriodMs.toFixed(0)} ms; longest main-thread task ${f.longestTaskMs > 0 ? `${f.longestTaskMs.toFixed(0)} ms (${f.longTasks} of 50 ms or more)` : 'none of 50 ms or more'} (goal < 50 ms), its own CPU time ${f.longestTaskCpuMs.toFixed(0)} ms (${f.cpuTasksOver50} of 50 ms or more); before it, the console's start and the page's first render: longest task ${f.longestLoadTaskMs.toFixed(0)} ms`;
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
