// The 500-row 2FA sessions page in Chromium: time from navigation to a usable page, and the longest
// main-thread task while re-sorting it. A page of 500 rows may show only the rows in view (virtual rows): a
// page counts as shown when the table announces every session (aria-rowcount) and each row in the page is
// the session of its position (aria-rowindex), or, without those, when all the sessions' links are there.
import type { Browser } from '@playwright/test';
import { z } from 'zod';
import { CSRF_HEADER, CSRF_VALUE } from '../../server/session.ts';

export interface SessionsPageFigures {
  url: string;
  /** Sessions in the period (the list's total). */
  rows: number;
  /** From navigation start to the table showing the page's sessions. */
  usableMs: number;
  /** When the list request had been answered (navigation start = 0). */
  listAnsweredMs: number | undefined;
  sorts: {
    label: string;
    /** From the click to the table showing the sessions in the new order. */
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

const LIST_REQUEST = '/api/2fa/authentications?';

const sessionListSchema = z.object({
  data: z.object({ list: z.array(z.object({ id: z.string() })), total: z.number() }),
});
const observedSchema = z.object({
  longTasks: z.array(z.object({ start: z.number(), duration: z.number() })),
  frameGaps: z.array(z.object({ start: z.number(), duration: z.number() })),
});

export async function measureSessionsPage(
  browser: Browser,
  baseUrl: string,
  period: { from: string; to: string },
  /** The page: the console's, or the floor's (bench/floor, the same list in a bare page of the stack). */
  pagePath = '/otp/sessions',
): Promise<SessionsPageFigures> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const signedIn = await context.request.post(`${baseUrl}/session`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { api_key: 'live_sandbox', api_version: '2.0' },
  });
  if (signedIn.status() !== 200) {
    throw new Error(`sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
  }
  await context.addInitScript(OBSERVER_SCRIPT);
  const page = await context.newPage();
  const listResponse = (sort?: { sort: string; way: string }) =>
    page.waitForResponse(
      (response) =>
        response.url().includes(LIST_REQUEST) &&
        (!sort ||
          (response.url().includes(`sort=${sort.sort}`) &&
            response.url().includes(`way=${sort.way}`))),
      { timeout: 120_000 },
    );
  /** performance.now() in the page once the table shows `ids` in this order (no named function inside:
   * tsx would wrap it in a helper the page does not have). */
  const shownAt = async (ids: readonly string[]) => {
    const handle = await page.waitForFunction(
      (expected) => {
        const table = document.querySelector('table[aria-label="2FA sessions"]');
        const links = table ? [...table.querySelectorAll('a[aria-label^="Session "]')] : [];
        if (links.length === 0) return false;
        const rowCount = Number(table?.getAttribute('aria-rowcount'));
        if (rowCount > 0) {
          // Virtual rows: each row in the page is the session of its position.
          return (
            rowCount === expected.length + 1 &&
            links.every(
              (link) =>
                link.getAttribute('aria-label') ===
                `Session ${expected[Number(link.closest('tr')?.getAttribute('aria-rowindex')) - 2] ?? ''}`,
            ) &&
            performance.now()
          );
        }
        return (
          links.length >= expected.length &&
          links.every(
            (link, index) => link.getAttribute('aria-label') === `Session ${expected[index] ?? ''}`,
          ) &&
          performance.now()
        );
      },
      ids,
      { polling: 'raf', timeout: 120_000 },
    );
    return Number(await handle.jsonValue());
  };

  const search = new URLSearchParams({ from: period.from, to: period.to, limit: '500' });
  const url = `${baseUrl}${pagePath}?${search.toString()}`;
  const firstList = listResponse();
  await page.goto(url, { waitUntil: 'commit' });
  const first = sessionListSchema.parse(await (await firstList).json());
  const usableMs = await shownAt(first.data.list.map((s) => s.id));
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
    const sorted = listResponse(sort);
    await page.getByRole('button', { name: button }).click();
    const answer = sessionListSchema.parse(await (await sorted).json());
    const sortedAt = await shownAt(answer.data.list.map((s) => s.id));
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
