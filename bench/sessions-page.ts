// The 500-row 2FA sessions page alone, as `npm run bench` measures it: navigation to a usable page and the
// longest main-thread task while re-sorting, for a few rounds. Builds the console (or uses DIST_DIR) and starts
// the real server in sandbox mode on a free port (SANDBOX_SCALE, 1 by default: the full data set).
// Run: npx tsx bench/sessions-page.ts [rounds=1]
//      DIST_DIR=.cache/dist npx tsx bench/sessions-page.ts 3   (a console built before)
import path from 'node:path';
import { launchBrowser } from './lib/browser.ts';
import { ROOT, standaloneSubject } from './lib/server.ts';
import { measureSessionsPage } from './lib/sessions-page.ts';

const rounds = Number(process.argv[2] ?? 1);
const { scale, distDir, server } = await standaloneSubject('bench-sessions');
const browser = await launchBrowser();
try {
  console.log(
    `2FA sessions page, 500 rows: ${path.relative(ROOT, distDir)}, sandbox scale ${scale}`,
  );
  for (let round = 1; round <= rounds; round++) {
    const now = Date.now();
    const iso = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const figures = await measureSessionsPage(browser, server.baseUrl, {
      from: iso(now - 200 * 86_400_000),
      to: iso(now),
    });
    console.log(
      `round ${round}: usable at ${figures.usableMs.toFixed(0)} ms (list answered at ${String(figures.listAnsweredMs?.toFixed(0))} ms; ${figures.rows} sessions in the period)`,
    );
    for (const sort of figures.sorts) {
      console.log(
        `  ${sort.label}: longest task ${sort.longestTaskMs.toFixed(0)} ms, longest frame gap ${sort.longestFrameGapMs.toFixed(0)} ms, sorted in ${sort.sortMs.toFixed(0)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
