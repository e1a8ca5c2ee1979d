// Measures how the messages table of 500 rows behaves in Chromium: time to show the page, long tasks while
// re-sorting, and frame times while scrolling through all 500 rows. Needs a running server in sandbox
// mode with the console built (npm start, or server/main.ts with DIST_DIR).
// Run: BASE_URL=http://localhost:8080 npx tsx bench/campaign-messages-ui.ts [rounds=3]
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../scripts/browser.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const rounds = Number(process.argv[2] ?? 3);

declare global {
  interface Window {
    __longTasks: number[];
  }
}

async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const tasks = window.__longTasks;
    window.__longTasks = [];
    return tasks;
  });

/**
 * Frame intervals while scrolling the page from top to bottom in steps, one step per frame. Written as text:
 * tsx would wrap a named function in a helper the page does not have.
 */
const SCROLL_FRAMES = `new Promise((resolve) => {
  const frames = [];
  // A page of many rows scrolls in its own box; a short one with the page.
  const box = document.querySelector('[role="region"][aria-label$="(scrollable)"]');
  const scroller = box ?? document.scrollingElement;
  let last = performance.now();
  requestAnimationFrame(function step() {
    const now = performance.now();
    frames.push(now - last);
    last = now;
    scroller.scrollTop += 120;
    if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) resolve(frames);
    else requestAnimationFrame(step);
  });
})`;
const scrollFrames = (page: Page) => page.evaluate<number[]>(SCROLL_FRAMES);

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const blocking = (tasks: number[]) => sum(tasks.map((t) => Math.max(0, t - 50)));

const found = findBrowser();
const browser = await chromium.launch({
  ...(found?.executablePath ? { executablePath: found.executablePath } : {}),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const signIn = await page.request.post(`${base}/session`, {
  headers: { 'X-Requested-With': 'messaging-console' },
  data: { api_key: 'live_sandbox', api_version: '2.0' },
});
if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()}`);

const rows = page.locator('table tbody tr[data-index]');
console.log(`messages table, 500 rows per page, ${rounds} rounds (${base})\n`);
for (let round = 1; round <= rounds; round++) {
  const started = Date.now();
  await page.goto(`${base}/messages?limit=500`);
  await page.getByText(/^1–500 of /).waitFor();
  await rows.first().waitFor();
  const shown = Date.now() - started;

  await watchLongTasks(page);
  const firstBefore = await rows.first().locator('td').first().textContent();
  const sortStarted = Date.now();
  await page.getByRole('button', { name: 'Sort by Phone, ascending' }).click();
  await page.waitForFunction(
    (before) => document.querySelector('table tbody tr[data-index] td')?.textContent !== before,
    firstBefore,
  );
  const sorted = Date.now() - sortStarted;
  const sortTasks = await takeLongTasks(page);

  const frames = await scrollFrames(page);
  const scrollTasks = await takeLongTasks(page);
  console.log(
    [
      `round ${round}:`,
      `page shown ${shown} ms;`,
      `re-sort (request + render) ${sorted} ms, longest task ${Math.max(0, ...sortTasks).toFixed(0)} ms, blocking ${blocking(sortTasks).toFixed(0)} ms;`,
      `scroll ${frames.length} frames, p95 frame ${p95(frames).toFixed(1)} ms, longest ${Math.max(...frames).toFixed(1)} ms, long tasks ${scrollTasks.length}`,
    ].join(' '),
  );
  // Back to the id order for the next round.
  await page.goto(`${base}/messages`);
}
await browser.close();
