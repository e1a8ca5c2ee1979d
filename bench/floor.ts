// The floor alone and the console's sessions page beside it: the 500-row list in a bare page of the stack
// (bench/floor) against the console's 2FA sessions page, as `npm run bench` compares them. Builds both (or uses
// DIST_DIR, with the floor built into DIST_DIR/floor) and starts the real server in sandbox mode on a free port.
// Run: npx tsx bench/floor.ts
//      DIST_DIR=/tmp/dist SANDBOX_SCALE=0.02 npx tsx bench/floor.ts
import path from 'node:path';
import { launchBrowser, measureInitialLoad } from './lib/browser.ts';
import { FLOOR_PATH, buildFloor, ratio } from './lib/floor.ts';
import { ROOT, buildConsole, startServer } from './lib/server.ts';
import { measureSessionsPage } from './lib/sessions-page.ts';
import { kb, ms } from './lib/stats.ts';

const scale = Number(process.env.SANDBOX_SCALE ?? 1);
const benchDir = path.join(ROOT, '.data/bench-floor');
const distDir = process.env.DIST_DIR
  ? path.resolve(ROOT, process.env.DIST_DIR)
  : path.join(benchDir, 'dist');
if (!process.env.DIST_DIR) {
  buildConsole(distDir);
  buildFloor(distDir);
}

const server = await startServer({ distDir, dataDir: path.join(benchDir, 'sandbox'), scale });
const browser = await launchBrowser();
try {
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const period = { from: iso(now - 200 * 86_400_000), to: iso(now) };
  const search = new URLSearchParams({ ...period, limit: '500' }).toString();
  const floorLoad = await measureInitialLoad(
    browser,
    server.baseUrl,
    `${FLOOR_PATH}?${search}`,
    true,
  );
  const load = await measureInitialLoad(browser, server.baseUrl, `/otp/sessions?${search}`, true);
  const floorGzip = floorLoad.jsGzip + floorLoad.cssGzip;
  const gzip = load.jsGzip + load.cssGzip;
  console.log(
    `initial load: floor ${kb(floorGzip)} in ${floorLoad.jsFiles + floorLoad.cssFiles} files; console ${kb(gzip)} in ${load.jsFiles + load.cssFiles} files${ratio(gzip, floorGzip)}`,
  );
  console.log(
    `first contentful paint: floor ${floorLoad.fcpMs === undefined ? '-' : ms(floorLoad.fcpMs)}; console ${load.fcpMs === undefined ? '-' : ms(load.fcpMs)}${load.fcpMs === undefined ? '' : ratio(load.fcpMs, floorLoad.fcpMs)}`,
  );
  console.log(
    `longest task during load: floor ${ms(floorLoad.longestTaskMs)}; console ${ms(load.longestTaskMs)}${ratio(load.longestTaskMs, floorLoad.longestTaskMs)}`,
  );
  const floor = await measureSessionsPage(browser, server.baseUrl, period, FLOOR_PATH);
  const console_ = await measureSessionsPage(browser, server.baseUrl, period);
  console.log(
    `usable with 500 rows: floor ${ms(floor.usableMs)}; console ${ms(console_.usableMs)}${ratio(console_.usableMs, floor.usableMs)}`,
  );
  for (const sort of console_.sorts) {
    const f = floor.sorts.find((s) => s.label === sort.label);
    console.log(
      `${sort.label}: floor sorted in ${f ? ms(f.sortMs) : '-'} (longest task ${f ? ms(f.longestTaskMs) : '-'}); console ${ms(sort.sortMs)}${ratio(sort.sortMs, f?.sortMs)} (longest task ${ms(sort.longestTaskMs)})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
