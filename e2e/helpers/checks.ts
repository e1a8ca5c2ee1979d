// What the page walks check on any page: the browser console stays empty, nothing passes the viewport's right
// edge (phone), nothing scrolls sideways (desktop lists), an axe scan finds no serious violation, and the page
// has settled (no transition half way) before its colours are read.
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { axeScan } from './quality';

/** Everything the page logs, and every uncaught exception, as text. */
export function watchConsole(page: Page) {
  const logged: string[] = [];
  page.on('console', (message: ConsoleMessage) =>
    logged.push(`${message.type()}: ${message.text()} (${message.location().url})`),
  );
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  return logged;
}

/** Visible elements whose right edge passes the viewport, outside any box that clips or scrolls sideways. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      // Inside a box that clips or scrolls sideways: the box itself is checked on its own.
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        if (clipsSideways(parent)) {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.slice(0, 60) : '';
      found.push(
        `<${element.tagName.toLowerCase()} class="${classes}"> "${name}" right edge ${Math.round(rect.right)} px`,
      );
    }
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    }
    return found;
  });
}

/** Boxes in the main content that scroll sideways (content wider than the box), described for the report. */
export function sidewaysScrolls(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main') ?? document.body;
    for (const element of [main, ...main.querySelectorAll('*')]) {
      const { overflowX } = getComputedStyle(element);
      const scrolls = overflowX === 'auto' || overflowX === 'scroll';
      if (scrolls && element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${element.tagName.toLowerCase()}.${element.getAttribute('class')?.slice(0, 60) ?? ''}: ${element.scrollWidth} > ${element.clientWidth}`,
        );
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    return found;
  });
}

/** Waits until every transition and finite animation has ended (a dialog fading in has no final colours yet). */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Scans the page (or only `include`, e.g. an open dialog) against WCAG 2 A and AA, colour contrast and
 * label-content-name-mismatch (WCAG 2.5.3) included; reports (softly: every page that fails is reported,
 * not only the first) a readable list of the serious and critical violations.
 */
export async function expectAccessible(
  page: Page,
  what: string,
  { include }: { include?: string } = {},
) {
  await settled(page);
  const builder = axeScan(page, ['wcag2a', 'wcag2aa']);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? ''}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim())
          .join(' | ')}`,
    );
  expect.soft(serious, `axe on ${what}`).toEqual([]);
}

/**
 * Records the page's layout shifts from its first paint (a person's own input excepted, as the web's cumulative
 * layout shift counts them); call before opening the page. Returns what reads their sum.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(`
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) window.__layoutShifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  return async () =>
    (await page.evaluate<number[]>('window.__layoutShifts')).reduce((sum, v) => sum + v, 0);
}

/**
 * The page's headings go down one level at a time (an h1, then h2s, then h3s, …): axe's `heading-order`, a best
 * practice outside the WCAG tags of expectAccessible, and one of Lighthouse's accessibility audits. A statistics
 * file once went from its h1 straight to the h3s of its charts.
 */
export async function expectHeadingsInOrder(page: Page, what: string) {
  const results = await axeScan(page).withRules(['heading-order']).analyze();
  const skipped = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => node.target.join(' ')),
  );
  expect.soft(skipped, `headings out of order on ${what}`).toEqual([]);
}

/**
 * Switches the system colour scheme the page follows (the console follows it until someone picks one) and
 * waits until the console has taken it.
 */
export async function useScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
}
