// `npm run bench`: builds the console, starts the real server in sandbox mode (full data set) on a free port and
// prints one table: initial load of every page, Lighthouse desktop and mobile, the 500-row sessions page, the
// statistics viewer and the sandbox's list latencies and OTP round trips, each against bench/budgets.json.
// Writes the table into README.md's "Benchmarks" section and the raw output to docs/benchmarks/latest.md.
// It is a report: the exit code is 0 whatever the figures (1 only when the console cannot be built or served).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, measureInitialLoad, type InitialLoad } from './lib/browser.ts';
import { measureSessionsPage } from './lib/sessions-page.ts';
import { initialLoadBudgetKb, readBudgets, type Budgets } from './lib/budgets.ts';
import { readBundleStats, renderBytes, type BundleStats } from './lib/bundle.ts';
import { FLOOR_PATH, buildFloor, ratio } from './lib/floor.ts';
import { PAGES } from './lib/pages.ts';
import {
  CATEGORIES,
  startLighthouse,
  type FormFactor,
  type LighthouseFigures,
} from './lib/lighthouse.ts';
import {
  overBudget,
  renderOverBudget,
  renderTable,
  writeMarkdownFile,
  writeReadmeSection,
  type Row,
} from './lib/report.ts';
import { ROOT, buildConsole, signIn, startServer, type RunningServer } from './lib/server.ts';
import { collectGarbage, kb, longTask, ms } from './lib/stats.ts';
import { LOADING_TASK, measureStatistics } from './lib/statistics.ts';
import { httpClient, measureSandbox, type LatencyRow } from './sandbox.ts';
import { otpInsightSection } from './otp-insight.ts';
import { STAT_FILE_SAMPLES } from '../server/sandbox/store/areas/statistics.ts';

/** The pages Lighthouse scores. */
const LIGHTHOUSE_PAGES: readonly { label: string; route: string; signedIn: boolean }[] = [
  { label: 'Sign-in', route: '/login', signedIn: false },
  { label: 'Overview', route: '/', signedIn: true },
  { label: 'Messages list', route: '/messages', signedIn: true },
  { label: 'Sessions list', route: '/otp/sessions', signedIn: true },
  // A statistics file of the three kinds (the 200,000-entry one has sections of its own below).
  {
    label: 'Statistics file',
    route: `/statistics/${STAT_FILE_SAMPLES.mixed}`,
    signedIn: true,
  },
];

/** What this run writes, relative to the repository. */
const README = 'README.md';
const LATEST = 'docs/benchmarks/latest.md';
const BENCH_OUTPUTS = [README, LATEST];

/** Lighthouse runs of each page and form factor; the median run by performance is reported. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const rows: Row[] = [];
/** Everything measured, as it was measured, for docs/benchmarks/latest.md. */
const raw: string[] = [];
const progress = (text: string) => process.stderr.write(`bench: ${text}\n`);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function notMeasured(section: string, figure: string, error: unknown, budget?: string) {
  const reason = errorText(error).split('\n')[0] ?? 'failed';
  rows.push({ section, figure, value: `not measured: ${reason}`, ...(budget ? { budget } : {}) });
  raw.push(`${section} / ${figure}: not measured\n${errorText(error)}`);
}

/** The period of the 500-row list, the same for the console's page and the floor's. */
function sessionsPeriod() {
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { from: iso(now - 200 * 86_400_000), to: iso(now) };
}

async function initialLoads(
  server: RunningServer,
  budgets: Budgets,
  stats: BundleStats | undefined,
) {
  const browser = await launchBrowser();
  try {
    const lines: string[] = [];
    const where: string[] = [];
    const describe = (load: InitialLoad) =>
      `${load.route.padEnd(16)} JS ${load.jsFiles} files ${kb(load.jsBytes)} raw / ${kb(load.jsGzip)} gzip; CSS ${load.cssFiles} files ${kb(load.cssBytes)} raw / ${kb(load.cssGzip)} gzip; ${load.filesBeforePaint} files before first paint; FCP ${load.fcpMs === undefined ? '-' : ms(load.fcpMs)}; longest task ${longTask(load.longestTaskMs)}; final path ${load.finalPath}`;
    // The floor first: every page's figures are also given as a multiple of the floor's.
    progress('initial load of the floor (bare stack, 500 rows)');
    let floor: InitialLoad | undefined;
    try {
      const search = new URLSearchParams({ ...sessionsPeriod(), limit: '500' });
      floor = await measureInitialLoad(
        browser,
        server.baseUrl,
        `${FLOOR_PATH}?${search.toString()}`,
        true,
      );
      rows.push({
        section: 'Initial load (JS + CSS, gzip)',
        figure: 'floor: the 500-row list in a bare page of the stack',
        value: `${kb(floor.jsGzip + floor.cssGzip)} in ${floor.jsFiles + floor.cssFiles} files; ${floor.filesBeforePaint} before first paint; FCP ${floor.fcpMs === undefined ? '-' : ms(floor.fcpMs)}; longest task ${longTask(floor.longestTaskMs)}`,
      });
      lines.push(describe(floor));
    } catch (error) {
      notMeasured('Initial load (JS + CSS, gzip)', 'floor', error);
    }
    for (const page of PAGES) {
      progress(`initial load of ${page.route}`);
      try {
        const load = await measureInitialLoad(browser, server.baseUrl, page.route, page.signedIn);
        const gzip = load.jsGzip + load.cssGzip;
        const budgetKb = initialLoadBudgetKb(budgets, page.route);
        const landed = load.finalPath === page.route ? '' : `; landed on ${load.finalPath}`;
        const figure = `${page.label} (${page.route})`;
        rows.push({
          section: 'Initial load (JS + CSS, gzip)',
          figure,
          value: `${kb(gzip)}${ratio(gzip, floor && floor.jsGzip + floor.cssGzip)} (JS ${kb(load.jsGzip)} in ${load.jsFiles} files, CSS ${kb(load.cssGzip)} in ${load.cssFiles}${landed})`,
          ...(budgetKb === undefined
            ? {}
            : { budget: `≤ ${budgetKb} kB`, over: gzip / 1000 > budgetKb }),
        });
        rows.push({
          section: 'Files before first paint',
          figure,
          value: `${load.filesBeforePaint}${ratio(load.filesBeforePaint, floor?.filesBeforePaint)} (first contentful paint ${load.fcpMs === undefined ? '-' : ms(load.fcpMs)}${load.fcpMs === undefined ? '' : ratio(load.fcpMs, floor?.fcpMs)})`,
          budget: `≤ ${budgets.filesBeforePaint}`,
          over: load.filesBeforePaint > budgets.filesBeforePaint,
        });
        rows.push({
          section: 'Longest main-thread task during load (desktop)',
          figure,
          value: `${longTask(load.longestTaskMs)}${load.longestTaskMs > 0 ? ratio(load.longestTaskMs, floor?.longestTaskMs) : ''}`,
          budget: `≤ ${budgets.loadLongestTaskMs} ms`,
          over: load.longestTaskMs > budgets.loadLongestTaskMs,
        });
        lines.push(describe(load));
        if (stats) where.push(`${page.route}: ${renderBytes(load.files, stats)}`);
      } catch (error) {
        notMeasured('Initial load (JS + CSS, gzip)', `${page.label} (${page.route})`, error);
      }
    }
    raw.push(['Initial load, per route (cold cache, Chromium):', ...lines].join('\n'));
    if (where.length > 0) {
      raw.push(
        [
          'Where the bytes go, per route (the JS files a page downloaded, by package or folder):',
          ...where,
        ].join('\n'),
      );
    }
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(server: RunningServer, cookie: string, budgets: Budgets) {
  const runner = await startLighthouse();
  try {
    for (const formFactor of ['desktop', 'mobile'] as const satisfies readonly FormFactor[]) {
      for (const page of LIGHTHOUSE_PAGES) {
        const section = `Lighthouse ${formFactor}`;
        progress(`Lighthouse ${formFactor} ${page.route}`);
        try {
          // A Lighthouse score moves by several points from one load to the next on a busy 2-core machine: the run
          // whose performance score is the median of LIGHTHOUSE_RUNS is the one reported, with every run's score.
          const results: LighthouseFigures[] = [];
          for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
            results.push(
              await runner.run(
                `${server.baseUrl}${page.route}`,
                formFactor,
                page.signedIn ? cookie : undefined,
              ),
            );
          }
          const performanceOf = (figures: LighthouseFigures) => figures.scores.performance ?? -1;
          const byPerformance = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
          const result = byPerformance[Math.floor(byPerformance.length / 2)] ?? results[0];
          if (!result) throw new Error('Lighthouse made no run');
          const runScores = results.map((figures) => String(figures.scores.performance ?? '-'));
          const loss = result.losses.slice(0, 4).join('; ');
          for (const category of CATEGORIES) {
            const score = result.scores[category];
            const min = budgets.lighthouse[category][formFactor];
            const relevant = result.losses
              .filter((line) => line.startsWith(`${category}:`))
              .slice(0, 3)
              .map((line) => line.slice(category.length + 2));
            const runsNote =
              category === 'performance' && results.length > 1
                ? ` (median of runs ${runScores.join(', ')})`
                : '';
            rows.push({
              section,
              figure: `${page.label} ${category}`,
              value: score === undefined ? 'no score' : `${String(score)}${runsNote}`,
              budget: `≥ ${min}`,
              over: score === undefined || score < min,
              ...(relevant.length > 0 ? { note: relevant.join('; ') } : {}),
            });
          }
          rows.push({
            section,
            figure: `${page.label} LCP / TBT`,
            value: `${result.lcpMs === undefined ? '-' : ms(result.lcpMs)} / ${result.tbtMs === undefined ? '-' : ms(result.tbtMs)}`,
          });
          raw.push(
            [
              `Lighthouse ${formFactor} ${page.route}: ${CATEGORIES.map((c) => `${c} ${String(result.scores[c])}`).join(', ')}; LCP ${String(result.lcpMs)} ms; TBT ${String(result.tbtMs)} ms (the median of ${results.length} runs by performance; every run: ${results.map((figures) => `${String(figures.scores.performance)} with TBT ${String(figures.tbtMs === undefined ? '-' : Math.round(figures.tbtMs))} ms`).join(', ')})`,
              ...result.losses.map((line) => `  loses points: ${line}`),
              ...result.warnings.map((line) => `  warning: ${line}`),
            ].join('\n'),
          );
          if (loss) progress(`  loses points on: ${loss}`);
        } catch (error) {
          notMeasured(section, page.label, error);
        }
      }
    }
  } finally {
    await runner.close();
  }
}

async function sessionsPage(server: RunningServer) {
  const section = '2FA sessions page, 500 rows';
  progress('500-row sessions page, then the floor');
  const browser = await launchBrowser();
  try {
    const period = sessionsPeriod();
    const figures = await measureSessionsPage(browser, server.baseUrl, period);
    const floor = await measureSessionsPage(browser, server.baseUrl, period, FLOOR_PATH).catch(
      (error: unknown) => {
        notMeasured(section, 'floor (bare stack)', error);
        return undefined;
      },
    );
    rows.push({
      section,
      figure: 'navigation to usable page (500 rows)',
      value: `${ms(figures.usableMs)}${ratio(figures.usableMs, floor?.usableMs)} (floor ${floor ? ms(floor.usableMs) : '-'}; list answered at ${figures.listAnsweredMs === undefined ? '-' : ms(figures.listAnsweredMs)}; ${figures.rows.toLocaleString('en')} sessions in the period)`,
    });
    for (const sort of figures.sorts) {
      const floorSort = floor?.sorts.find((s) => s.label === sort.label);
      rows.push({
        section,
        figure: `longest main-thread task, ${sort.label}`,
        value: `${longTask(sort.longestTaskMs)} (longest frame gap ${ms(sort.longestFrameGapMs)}${ratio(sort.longestFrameGapMs, floorSort?.longestFrameGapMs)}; sorted in ${ms(sort.sortMs)}${ratio(sort.sortMs, floorSort?.sortMs)}; floor sorted in ${floorSort ? ms(floorSort.sortMs) : '-'})`,
      });
    }
    raw.push(
      [figures, ...(floor ? [floor] : [])]
        .map((f) =>
          [
            `500-row sessions page: ${f.url}`,
            `  usable at ${f.usableMs.toFixed(0)} ms; list answered at ${String(f.listAnsweredMs?.toFixed(0))} ms; ${f.rows} sessions`,
            ...f.sorts.map(
              (s) =>
                `  ${s.label}: sorted in ${s.sortMs.toFixed(0)} ms, longest task ${s.longestTaskMs.toFixed(0)} ms, longest frame gap ${s.longestFrameGapMs.toFixed(0)} ms`,
            ),
          ].join('\n'),
        )
        .join('\n'),
    );
  } catch (error) {
    notMeasured(section, 'navigation to usable page and sorting', error);
  } finally {
    await browser.close();
  }
}

async function statisticsViewer(server: RunningServer, budgets: Budgets) {
  const section = 'Statistics viewer';
  const budget = `< ${budgets.statisticsLongestTaskMs} ms`;
  try {
    progress('statistics viewer');
    const figures = await measureStatistics(server.baseUrl);
    if (!figures.script) {
      rows.push({
        section,
        figure: 'longest main-thread task',
        value: 'not measured (no bench/statistics*.ts)',
        budget,
      });
      return;
    }
    for (const figure of figures.figures) {
      if (LOADING_TASK.test(figure.label)) continue;
      rows.push({ section, figure: figure.label, value: figure.value });
    }
    rows.push({
      section,
      figure: 'longest main-thread task while loading (json, xml, csv)',
      value:
        figures.longestTaskMs === undefined
          ? `not reported by ${figures.script}`
          : longTask(figures.longestTaskMs),
      budget,
      ...(figures.longestTaskMs === undefined
        ? {}
        : { over: figures.longestTaskMs >= budgets.statisticsLongestTaskMs }),
    });
    raw.push(`${figures.script} (exit ${String(figures.exitCode)}):\n${figures.output.trimEnd()}`);
  } catch (error) {
    notMeasured(section, 'longest main-thread task while loading (json, xml, csv)', error, budget);
  }
}

async function sandboxFigures(server: RunningServer, budgets: Budgets) {
  const runs = Number(process.env.BENCH_ROUNDS ?? 40);
  const budget = `p95 < ${budgets.sandboxListP95Ms} ms`;
  progress(`sandbox list latencies (${runs} runs per case, over HTTP)`);
  // The requests are timed in this process, which holds what the sections before left (Lighthouse's traces among
  // it): collected before each case, so that a pause for it is not counted in a request's time (a client holding
  // 4 million objects measured the 500-row pages at a p95 of 45-102 ms, against 21-25 ms without them).
  try {
    const lines: string[] = [];
    const figures = await measureSandbox(
      httpClient(server.baseUrl.replace('localhost', '127.0.0.1')),
      {
        runs,
        roundTripSeconds: 5,
        beforeCase: collectGarbage,
        onRow: (row: LatencyRow) =>
          lines.push(
            `${`${row.endpoint} ${row.label}`.padEnd(80)} p50 ${ms(row.p50).padStart(8)} p95 ${ms(row.p95).padStart(8)}`,
          ),
      },
    );
    for (const row of figures.rows) {
      rows.push({
        section: `Sandbox GET ${row.endpoint}`,
        figure: row.label,
        value: `p50 ${ms(row.p50)}, p95 ${ms(row.p95)}`,
        budget,
        over: row.p95 >= budgets.sandboxListP95Ms,
      });
    }
    const trips = figures.roundTrips;
    rows.push({
      section: 'Sandbox OTP',
      figure: 'send + read code + verify round trips',
      value: `${trips.perSecond.toFixed(0)} per second (${trips.trips} in ${trips.seconds.toFixed(1)} s)`,
    });
    raw.push(
      [
        `Sandbox list requests over HTTP (${runs} runs per case, after one warm-up):`,
        ...lines,
      ].join('\n'),
    );
  } catch (error) {
    notMeasured('Sandbox', 'list latencies and OTP round trips', error, budget);
  }
}

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

async function main() {
  const budgets = readBudgets();
  const scale = Number(process.env.SANDBOX_SCALE ?? 1);
  const benchDir = path.join(ROOT, '.data/bench');
  const distDir = path.join(benchDir, 'dist');
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0] ?? 0;
  // The code measured: read before the build, and without this run's own output (an earlier run's table in
  // latest.md is not a change to what is measured).
  const commit = `${git(['rev-parse', '--short', 'HEAD'])}${
    git(['status', '--porcelain', '--', '.', ...BENCH_OUTPUTS.map((file) => `:(exclude)${file}`)])
      ? ' with local changes'
      : ''
  }`;

  // BENCH_SKIP_BUILD=1 measures the console already built in .data/bench/dist (re-running after a failure).
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
  progress(skipBuild ? 'using the console built before' : 'building the console');
  const statsFile = path.join(benchDir, 'bundle-stats.json');
  const buildMs = skipBuild ? 0 : buildConsole(distDir, statsFile);
  if (!skipBuild) buildFloor(distDir);
  const stats = readBundleStats(statsFile);
  progress(`starting the server (sandbox, scale ${scale})`);
  const server = await startServer({ distDir, dataDir: path.join(benchDir, 'sandbox'), scale });
  raw.push(
    `Console ${skipBuild ? 'built before' : `built in ${(buildMs / 1000).toFixed(1)} s`} into ${path.relative(ROOT, distDir)}; server answering after ${server.startSeconds.toFixed(1)} s at ${server.baseUrl}:\n${server.output().trimEnd()}`,
  );
  try {
    const cookie = await signIn(server.baseUrl);
    await initialLoads(server, budgets, stats);
    await lighthouseScores(server, cookie, budgets);
    await sessionsPage(server);
    await otpInsightSection(server.baseUrl, rows, raw);
    await statisticsViewer(server, budgets);
    await sandboxFigures(server, budgets);
  } finally {
    await server.stop();
  }

  const cpus = os.cpus();
  const machine = `${cpus[0]?.model.trim() ?? 'unknown CPU'} (${cpus.length} cores), Node ${process.version}, commit ${commit}`;
  const when = startedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const table = renderTable(rows);
  const over = renderOverBudget(rows);
  const notes = overBudget(rows)
    .filter((row) => row.note)
    .map((row) => `- ${row.section}, ${row.figure}: ${row.note ?? ''}`);

  console.log(table);
  console.log(`\n${over}`);
  if (notes.length > 0) console.log(`\nWhere the points went:\n${notes.join('\n')}`);

  const load = `load average ${loadAtStart.toFixed(1)} at the start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end (other work on the machine slows every figure)`;
  const header = `Measured ${when} on ${machine}; ${load}; sandbox at scale ${scale}. Budgets: \`bench/budgets.json\`.`;
  // README.md carries a pointer to the table, not the table.
  const readmeBody = [
    '`npm run bench` builds the console and a bare page of its stack showing the same 500-row list (the floor, bench/floor), starts the real server in sandbox mode with the full data set on a free port, and measures each page against `bench/budgets.json`, with figures also given as a multiple of the floor. `npm run bench:sandbox` measures the sandbox alone, in process. The run is a report and never fails on a figure.',
    `The latest table (${when}, ${over.split('\n')[0] ?? ''}) and the raw output, with where each page's bytes go: [docs/benchmarks/latest.md](docs/benchmarks/latest.md).`,
  ].join('\n\n');
  const readmeWritten = await writeReadmeSection(path.join(ROOT, README), readmeBody);
  await writeMarkdownFile(
    path.join(ROOT, LATEST),
    [
      '# Benchmarks: latest run',
      header,
      table,
      over,
      ...(notes.length > 0 ? ['Where the points went:', notes.join('\n')] : []),
      '## Raw output',
      ...raw.map((block) => `\`\`\`text\n${block.replace(/```/g, "'''")}\n\`\`\``),
    ].join('\n\n'),
  );
  progress(
    readmeWritten
      ? 'wrote README.md (Benchmarks section) and docs/benchmarks/latest.md'
      : 'README.md has no "## Benchmarks" section: wrote docs/benchmarks/latest.md only',
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${errorText(error)}`);
  process.exitCode = 1;
}
