// Measures the statistics viewer on the 200,000-entry file in Chromium, for json, xml and csv: download to
// first rows, the whole load, the worker's own parse time against a bare JSON.parse of the same data, and the
// longest main-thread task while loading (target under 50 ms), then while scrolling and re-sorting.
//
// Against a running server: BENCH_BASE_URL=http://localhost:8080 npx tsx
// bench/statistics.ts. Without BENCH_BASE_URL it builds the console and starts its own server (full scale).
// BENCH_RUNS sets the runs per format (default 2; the median is printed first). Figures, never assertions.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFile, spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findBrowser } from '../scripts/browser.mjs';
import { STAT_FILE_SAMPLES } from '../server/sandbox/store/areas/statistics.ts';
import { measureParsers } from './lib/statistics-parsers.ts';
import { ROOT, buildConsole, startServer, type RunningServer } from './lib/server.ts';
import { median } from './lib/stats.ts';

const FORMATS = ['json', 'xml', 'csv'] as const;
type Format = (typeof FORMATS)[number];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
const KEY = STAT_FILE_SAMPLES.large;
const CONSOLE_HEADER = { 'X-Requested-With': 'messaging-console' };

interface LoadRun {
  entries: number;
  /** The file's size as the viewer states it (the file is fetched in the worker, out of the page's timings). */
  size: string;
  firstRowsMs: number;
  loadMs: number;
  downloadMs: number;
  workerParseMs: number;
  longestWhileLoadingMs: number;
  longestFromNavigationMs: number;
  longTasksWhileLoading: number;
  /** The main thread's own time (CPU) in its longest task while loading, and the most any task took. */
  longestTaskThreadMs: number;
  mostThreadMsWhileLoading: number;
}

/**
 * Main-thread tasks of the page from a Chromium trace: each task's time on the clock and the thread's own time
 * in it. On a shared machine a task waits for a core as well, so the clock alone says as much about the other
 * processes as about the page: the thread's time is what the page itself spent.
 */
interface TracedTask {
  start: number;
  duration: number;
  thread: number;
}

function tracedTasks(trace: Buffer): {
  tasks: TracedTask[];
  load?: { start: number; end: number };
} {
  type TraceEvent = {
    name?: string;
    cat?: string;
    ph?: string;
    pid?: number;
    tid?: number;
    ts?: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  };
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
    .map((e) => ({
      start: (e.ts ?? 0) / 1000,
      duration: (e.dur ?? 0) / 1000,
      thread: (e.tdur ?? 0) / 1000,
    }));
  const marks = events.filter(
    (e) => e.name === 'statistics:load' && e.cat?.includes('user_timing'),
  );
  const begin = marks.find((e) => e.ph === 'b')?.ts;
  const end = marks.find((e) => e.ph === 'e')?.ts;
  return {
    tasks,
    ...(begin !== undefined && end !== undefined
      ? { load: { start: begin / 1000, end: end / 1000 } }
      : {}),
  };
}

/** Long tasks of the page from its first script on (an init script runs before the console's own). */
const OBSERVE_LONG_TASKS = `
  window.__statLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__statLongTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

interface TaskTiming {
  start: number;
  duration: number;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const runsOf = (values: number[]) =>
  values.length > 1 ? ` (runs: ${values.map((v) => Math.round(v)).join(', ')})` : '';

const takeTasks = (page: Page) =>
  page.evaluate<TaskTiming[]>(`(() => {
    const tasks = window.__statLongTasks || [];
    window.__statLongTasks = [];
    return tasks;
  })()`);

/**
 * Waits for the viewer's own mark of a finished load. A locator would be polled in the page meanwhile, and its
 * queries of the whole page are main-thread tasks of their own among those measured.
 */
const loaded = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('statistics:load').length > 0, null, {
    timeout: 10 * 60_000,
    polling: 500,
  });

async function measureLoad(
  browser: Browser,
  context: BrowserContext,
  base: string,
  format: Format,
): Promise<LoadRun> {
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LONG_TASKS);
  // The trace holds the page's tasks and the viewer's marks (no JavaScript samples), a small cost to the page.
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto(`${base}/statistics/${KEY}?format=${format}`);
  await loaded(page);
  const status = page.getByRole('status').filter({ hasText: /(entry|entries) · .* read in/ });
  await status.waitFor({ timeout: 60_000 });
  // Let the summary and charts of the finished load render before the tasks are read.
  await page.waitForTimeout(1500);
  const text = (await status.textContent()) ?? '';
  const entries = Number(/^([\d,]+) (entry|entries)/.exec(text)?.[1]?.replace(/,/g, '') ?? 'NaN');
  const measures = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('statistics:'))
        .map((m) => [m.name, { start: m.startTime, duration: m.duration }]),
    ),
  );
  const load = measures['statistics:load'];
  const tasks = await takeTasks(page);
  const traced = tracedTasks(await browser.stopTracing());
  const tracedDuring = traced.load
    ? traced.tasks.filter(
        (t) =>
          traced.load && t.start + t.duration >= traced.load.start && t.start <= traced.load.end,
      )
    : [];
  const longestTraced = tracedDuring.reduce<TracedTask | undefined>(
    (longest, t) => (!longest || t.duration > longest.duration ? t : longest),
    undefined,
  );
  const size = /· ([\d.,]+ [kMG]?B) ·/.exec(text)?.[1] ?? 'size not stated';
  const during = tasks.filter(
    (t) => load && t.start + t.duration >= load.start && t.start <= load.start + load.duration,
  );
  await page.close();
  return {
    entries,
    size,
    firstRowsMs: measures['statistics:download-to-first-rows']?.duration ?? Number.NaN,
    loadMs: load?.duration ?? Number.NaN,
    downloadMs: measures['statistics:download']?.duration ?? Number.NaN,
    workerParseMs: measures['statistics:worker-parse']?.duration ?? Number.NaN,
    longestWhileLoadingMs: Math.max(0, ...during.map((t) => t.duration)),
    longestFromNavigationMs: Math.max(0, ...tasks.map((t) => t.duration)),
    longTasksWhileLoading: during.length,
    longestTaskThreadMs: longestTraced?.thread ?? Number.NaN,
    mostThreadMsWhileLoading: Math.max(0, ...tracedDuring.map((t) => t.thread)),
  };
}

/** Frame intervals and long tasks while the entries are scrolled from top to bottom, one step per frame. */
const SCROLL_THROUGH = `new Promise((resolve) => {
  const grid = document.querySelector('[role="grid"]');
  const frames = [];
  let last = performance.now();
  let steps = 0;
  requestAnimationFrame(function step() {
    const now = performance.now();
    frames.push(now - last);
    last = now;
    // Big jumps, as a dragged scrollbar makes them, across all 200,000 rows in about 200 frames.
    grid.scrollTop += Math.max(400, grid.scrollHeight / 200);
    steps++;
    if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 2 || steps > 400) resolve(frames);
    else requestAnimationFrame(step);
  });
})`;

async function measureInteraction(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.goto(`${base}/statistics/${KEY}?format=json`);
  await loaded(page);
  await page.waitForTimeout(1500);
  await takeTasks(page);
  const frames = await page.evaluate<number[]>(SCROLL_THROUGH);
  const scrollTasks = await takeTasks(page);
  const views = () => page.evaluate(() => performance.getEntriesByName('statistics:view').length);
  /** The next view's time, from the request to the worker to its answer on the page. */
  const nextView = async (before: number) => {
    await page.waitForFunction(
      (n) => performance.getEntriesByName('statistics:view').length > n,
      before,
      { timeout: 120_000 },
    );
    return page.evaluate(
      () => performance.getEntriesByName('statistics:view').at(-1)?.duration ?? 0,
    );
  };
  let before = await views();
  await page.getByRole('button', { name: 'Sort by Price, ascending' }).click();
  const sortMs = await nextView(before);
  await page.waitForTimeout(500);
  const sortTasks = await takeTasks(page);
  before = await views();
  await page.getByRole('textbox', { name: 'Search' }).fill('kyivstar');
  const filterMs = await nextView(before);
  await page.waitForTimeout(500);
  const filterTasks = await takeTasks(page);
  const bareParseMs = await page.evaluate(async (key) => {
    const response = await fetch(`/rest/stat/file/id/${key}/format/json`, {
      headers: { 'X-Requested-With': 'messaging-console' },
    });
    const text = await response.text();
    const started = performance.now();
    JSON.parse(text);
    return performance.now() - started;
  }, KEY);
  await page.close();
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: frames.length,
    frameP95: sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0,
    frameMax: sorted[sorted.length - 1] ?? 0,
    longestWhileScrolling: Math.max(0, ...scrollTasks.map((t) => t.duration)),
    sortMs,
    longestWhileSorting: Math.max(0, ...sortTasks.map((t) => t.duration)),
    filterMs,
    longestWhileFiltering: Math.max(0, ...filterTasks.map((t) => t.duration)),
    bareParseMs,
  };
}

/**
 * How fast the server sends the 200,000-entry file: once to build it on disk (the first request of a seed and
 * day generates it), then as stored, plain and in each stored encoding. Read with an integrator's key.
 *
 * The client is curl when there is one: Node's fetch on this machine takes more time to read 86 MB than the server
 * to send them (a body read through a web stream: about 270 MB/s at best, from a body held in memory), so it
 * measured the client. Each figure is the median of SERVING_RUNS reads, the bytes received over the time to the
 * last one; a compressed form is reported as received, and as the file's own bytes per second.
 */
const SERVING_RUNS = 5;

interface ServedFile {
  ms: number;
  bytes: number;
  encoding: string;
  length: string | null;
  decoded: number | null;
}

const hasCurl = spawnSync('curl', ['--version'], { stdio: 'ignore' }).status === 0;

/** One read of the file, its body thrown away as it arrives. */
async function readServed(url: string, acceptEncoding: string): Promise<ServedFile> {
  const headers = { 'x-api-key': 'live_sandbox', 'accept-encoding': acceptEncoding };
  if (hasCurl) {
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        'curl',
        [
          '-s',
          '-o',
          '/dev/null',
          ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
          '-w',
          '%{time_total} %{size_download} %header{content-encoding}|%header{content-length}|%header{x-decoded-length}',
          url,
        ],
        (error, stdout) => (error ? reject(new Error(error.message)) : resolve(stdout)),
      );
    });
    const [time = '0', size = '0', rest = ''] = out.split(' ');
    const [encoding = '', length = '', decoded = ''] = rest.split('|');
    return {
      ms: Number(time) * 1000,
      bytes: Number(size),
      encoding: encoding || 'identity',
      length: length || null,
      decoded: decoded ? Number(decoded) : null,
    };
  }
  const started = performance.now();
  const { bytes, response } = await new Promise<{ bytes: number; response: http.IncomingMessage }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          let received = 0;
          res.on('data', (chunk: Buffer) => (received += chunk.byteLength));
          res.on('end', () => resolve({ bytes: received, response: res }));
          res.on('error', reject);
        })
        .on('error', reject);
    },
  );
  const header = (name: string) => {
    const value = response.headers[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    ms: performance.now() - started,
    bytes,
    encoding: header('content-encoding') ?? 'identity',
    length: header('content-length'),
    decoded: header('x-decoded-length') === null ? null : Number(header('x-decoded-length')),
  };
}

async function measureServing(base: string) {
  const url = `${base.replace('localhost', '127.0.0.1')}/rest/stat/file/id/${KEY}/format/json`;
  const first = await readServed(url, 'identity');
  // The compressed forms are made after the file is written: wait for them (at most two minutes).
  for (let i = 0; i < 120; i++) {
    const probe = await fetch(url, {
      method: 'GET',
      headers: { 'x-api-key': 'live_sandbox', 'accept-encoding': 'gzip;q=0, br' },
    });
    await probe.body?.cancel();
    if (probe.headers.get('content-encoding') === 'br') break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
  const rate = (bytes: number, ms: number) => `${mbps(bytes, ms).toFixed(0)} MB/s`;
  console.log(
    `sandbox serving the json file, first request (generated${first.length ? ', already on disk' : ''}): ${ms(first.ms)}, ${rate(first.bytes, first.ms)} (client: ${hasCurl ? 'curl' : 'node:http'})`,
  );
  for (const accept of ['identity', 'br', 'gzip']) {
    const runs: ServedFile[] = [];
    for (let i = 0; i < SERVING_RUNS; i++) runs.push(await readServed(url, accept));
    const wire = runs.map((r) => mbps(r.bytes, r.ms));
    const mid = runs[wire.indexOf(median(wire))] ?? runs[0];
    if (!mid) continue;
    const ofFile =
      mid.decoded && mid.decoded !== mid.bytes ? `, ${rate(mid.decoded, mid.ms)} of file` : '';
    console.log(
      `sandbox serving the json file from disk, ${accept} asked: ${ms(mid.ms)}, ${rate(mid.bytes, mid.ms)} as sent${ofFile} (${mid.encoding}, Content-Length ${mid.length ?? 'none'}; median of ${runs.length}: ${wire.map((w) => w.toFixed(0)).join(', ')} MB/s)`,
    );
  }
}

async function main() {
  let server: RunningServer | undefined;
  let base = process.env.BENCH_BASE_URL;
  if (!base) {
    const distDir = path.join(ROOT, '.cache/bench-statistics-dist');
    console.log('Building the console and starting the server (sandbox, full scale)...');
    buildConsole(distDir);
    server = await startServer({
      distDir,
      dataDir: path.join(ROOT, '.data/bench-statistics'),
      scale: 1,
    });
    base = server.baseUrl;
  }
  const executablePath = findBrowser()?.executablePath;
  const browser: Browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // Signed in as the console is: the server sets its __Host- session cookie in this context.
    const signedIn = await context.request.post(`${base}/session`, {
      headers: CONSOLE_HEADER,
      data: { api_key: 'live_sandbox', api_version: '2.0' },
    });
    if (!signedIn.ok()) throw new Error(`sign-in answered ${signedIn.status()}`);
    const check = await context.request.get(`${base}/rest/stat/list`, { headers: CONSOLE_HEADER });
    if (!check.ok()) throw new Error(`the statistics list answered ${check.status()}`);

    console.log(
      `Statistics viewer benchmark: file ${KEY}, ${RUNS} run(s) per format, Chromium, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const results = new Map<Format, LoadRun[]>();
    for (const format of FORMATS) {
      const runs: LoadRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureLoad(browser, context, base, format));
      results.set(format, runs);
    }
    await measureServing(base);
    const interaction = await measureInteraction(context, base);

    for (const format of FORMATS) {
      const runs = results.get(format) ?? [];
      const pick = (f: (r: LoadRun) => number) => runs.map(f);
      const first = runs[0];
      console.log('');
      console.log(
        `${format} file: ${first ? `${first.entries.toLocaleString('en-US')} entries, ${first.size}` : 'not measured'}`,
      );
      console.log(
        `${format} download to first rows: ${ms(median(pick((r) => r.firstRowsMs)))}${runsOf(pick((r) => r.firstRowsMs))}`,
      );
      console.log(
        `${format} download to all entries ready: ${ms(median(pick((r) => r.loadMs)))}${runsOf(pick((r) => r.loadMs))}`,
      );
      console.log(`${format} download alone: ${ms(median(pick((r) => r.downloadMs)))}`);
      console.log(
        `${format} parse time in the worker: ${ms(median(pick((r) => r.workerParseMs)))}${runsOf(pick((r) => r.workerParseMs))} (bare JSON.parse of the json form: ${ms(interaction.bareParseMs)})`,
      );
      console.log(
        `${format} longest main-thread task while loading: ${ms(Math.max(...pick((r) => r.longestWhileLoadingMs)))} (over 50 ms: ${Math.max(...pick((r) => r.longTasksWhileLoading))} tasks; target under 50 ms; runs: ${pick(
          (r) => r.longestWhileLoadingMs,
        )
          .map((v) => Math.round(v))
          .join(', ')})`,
      );
      console.log(
        `${format} main thread's own time while loading (trace): longest task's ${pick(
          (r) => r.longestTaskThreadMs,
        )
          .map((v) => Math.round(v))
          .join(', ')} ms; most in any task ${pick((r) => r.mostThreadMsWhileLoading)
          .map((v) => Math.round(v))
          .join(', ')} ms (per run; the rest of a task's time it waited for a core)`,
      );
      console.log(
        `${format} longest task from navigation to loaded (includes the console's start): ${ms(Math.max(...pick((r) => r.longestFromNavigationMs)))}`,
      );
    }
    console.log('');
    console.log(`bare JSON.parse of the json file: ${ms(interaction.bareParseMs)}`);
    console.log(
      `scrolling through all entries: ${interaction.frames} frames, p95 frame ${ms(interaction.frameP95)}, slowest frame ${ms(interaction.frameMax)}`,
    );
    console.log(
      `longest main-thread task while scrolling: ${ms(interaction.longestWhileScrolling)}`,
    );
    console.log(
      `sort by price, request to view: ${ms(interaction.sortMs)}; longest main-thread task while sorting: ${ms(interaction.longestWhileSorting)}`,
    );
    console.log(
      `text search, request to view (after a 300 ms typing pause): ${ms(interaction.filterMs)}; longest main-thread task while filtering: ${ms(interaction.longestWhileFiltering)}`,
    );
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log('');
  await measureParsers();
}

await main();
