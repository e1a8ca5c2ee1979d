// The initial load of every page alone, as `npm run bench` measures it: JS + CSS (gzip), files in the load and
// before the first paint, first contentful paint, the longest main-thread task, and where the bytes go. Builds the
// console (or uses DIST_DIR with its BUNDLE_STATS file) and starts the real server in sandbox mode on a free port.
// Run: npx tsx bench/initial-load.ts [route ...]
//      DIST_DIR=/tmp/dist BUNDLE_STATS=/tmp/stats.json SANDBOX_SCALE=0.02 npx tsx bench/initial-load.ts /login
import path from 'node:path';
import { launchBrowser, measureInitialLoad } from './lib/browser.ts';
import { readBundleStats, renderBytes } from './lib/bundle.ts';
import { PAGES } from './lib/pages.ts';
import { ROOT, buildConsole, startServer } from './lib/server.ts';
import { kb, ms } from './lib/stats.ts';

const routes = process.argv.slice(2);
const scale = Number(process.env.SANDBOX_SCALE ?? 1);
const benchDir = path.join(ROOT, '.data/bench-initial-load');
const distDir = process.env.DIST_DIR
  ? path.resolve(ROOT, process.env.DIST_DIR)
  : path.join(benchDir, 'dist');
const statsFile = process.env.BUNDLE_STATS ?? path.join(benchDir, 'bundle-stats.json');
if (!process.env.DIST_DIR) buildConsole(distDir, statsFile);
const stats = readBundleStats(statsFile);

const server = await startServer({ distDir, dataDir: path.join(benchDir, 'sandbox'), scale });
const browser = await launchBrowser();
try {
  for (const page of PAGES.filter((p) => routes.length === 0 || routes.includes(p.route))) {
    const load = await measureInitialLoad(browser, server.baseUrl, page.route, page.signedIn);
    console.log(
      `${page.route.padEnd(16)} ${kb(load.jsGzip + load.cssGzip)} gzip (JS ${kb(load.jsGzip)} in ${load.jsFiles} files, CSS ${kb(load.cssGzip)} in ${load.cssFiles}); ${load.filesBeforePaint} files before first paint; FCP ${load.fcpMs === undefined ? '-' : ms(load.fcpMs)}; longest task ${ms(load.longestTaskMs)}; landed on ${load.finalPath}`,
    );
    if (stats) console.log(`  ${renderBytes(load.files, stats)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
