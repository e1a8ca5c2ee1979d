// Statistics journeys: the list (Error files cannot be opened), a file that opens with nothing moving on the
// page, in json, xml and csv with the same entries and totals, its charts, filtering by status, an hlr entry's
// operator details, a viber entry's alternative SMS, the raw file as received, and the 200,000-entry file.
import type { Page } from '@playwright/test';
import { STAT_FILE_SAMPLES } from '../server/sandbox/store/areas/statistics.ts';
import { CONSOLE_HEADERS, expect, test } from './fixtures';
import { watchLayoutShifts } from './helpers/checks';

const SCALE = Number(process.env.SANDBOX_SCALE ?? '1');

/** Waits until the file is read; returns its entry count as the page says it. */
async function loaded(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /(entry|entries) · .* read in/ });
  await expect(status).toBeVisible({ timeout: 120_000 });
  const text = (await status.textContent()) ?? '';
  return Number(/^([\d,]+) (entry|entries)/.exec(text)?.[1]?.replace(/,/g, '') ?? 'NaN');
}

async function costs(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'Cost per currency' }).getByRole('row').allInnerTexts();
}

test('lists the files; an Error file says it cannot be opened', async ({ signedIn: page }) => {
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Statistics files' })).toBeVisible();
  const rows = page.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(20);
  const failed = page.getByRole('row').filter({ hasText: STAT_FILE_SAMPLES.failed });
  await expect(
    failed.getByText('Cannot be opened: the platform failed to generate it'),
  ).toBeVisible();
  await expect(failed.getByRole('link')).toHaveCount(0);
  await page
    .getByRole('radiogroup', { name: 'Status' })
    .getByText('Error', { exact: true })
    .click();
  await expect(page).toHaveURL(/status=error/);
  await expect(page.getByRole('link', { name: /^Open file/ })).toHaveCount(0);
  // Even by its address, an Error file is not opened.
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.failed}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file cannot be opened' }),
  ).toBeVisible();
});

test('nothing on the page moves while a file opens: the summary comes under the entries', async ({
  signedIn: page,
}) => {
  const layoutShifts = await watchLayoutShifts(page);
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.mixed}`);
  await loaded(page);
  await expect(page.getByRole('region', { name: 'Entries by operator' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cost per currency' })).toBeVisible();
  // The summary once came above the entries and moved them down by its whole height: a score of 0.15 here.
  expect(await layoutShifts()).toBeLessThan(0.01);
});

test('json, xml and csv of one file show the same number of entries and the same totals', async ({
  signedIn: page,
}) => {
  await page.goto('/statistics');
  await page.getByRole('link', { name: `Open file ${STAT_FILE_SAMPLES.mixed}` }).click();
  const jsonCount = await loaded(page);
  expect(jsonCount).toBeGreaterThan(0);
  const jsonCosts = await costs(page);
  expect(jsonCosts.length).toBeGreaterThan(1);

  await page.getByRole('radiogroup', { name: 'Format' }).getByText('XML', { exact: true }).click();
  await expect(page).toHaveURL(/format=xml/);
  expect(await loaded(page)).toBe(jsonCount);
  expect(await costs(page)).toEqual(jsonCosts);

  await page.getByRole('radiogroup', { name: 'Format' }).getByText('CSV', { exact: true }).click();
  await expect(page).toHaveURL(/format=csv/);
  expect(await loaded(page)).toBe(jsonCount);
  expect(await costs(page)).toEqual(jsonCosts);
});

test('filtering by status narrows the table and the counts', async ({ signedIn: page }) => {
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.mixed}`);
  const total = await loaded(page);
  const grid = page.getByRole('grid', { name: 'Entries of the file' });
  await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));
  const byStatus = page.getByRole('table', { name: 'Entries by status: numbers' });
  const delivered = Number(
    (
      await byStatus
        .getByRole('row')
        .filter({ hasText: /^Delivered/ })
        .getByRole('cell')
        .nth(1)
        .innerText()
    ).replace(/,/g, ''),
  );
  expect(delivered).toBeGreaterThan(0);
  expect(delivered).toBeLessThan(total);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: /^Delivered \(/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=/);
  await expect(
    page.getByText(
      `${delivered.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} entries`,
    ),
  ).toBeVisible();
  await expect(grid).toHaveAttribute('aria-rowcount', String(delivered + 1));
  await expect(byStatus.getByRole('row')).toHaveCount(1);
  // The filtered view is in the URL: a reload shows it again.
  await page.reload();
  await loaded(page);
  await expect(grid).toHaveAttribute('aria-rowcount', String(delivered + 1));
});

const CHARTS = ['Entries by status', 'Entries by country', 'Entries by operator'];

/** The figures of a chart's numbers table: each bar's name and count. */
async function chartFigures(page: Page, title: string) {
  // Each chart is drawn in a task of its own after the numbers: wait for its table before reading it.
  const table = page
    .getByRole('region', { name: title })
    .getByRole('table', { name: `${title}: numbers` });
  await expect(table.getByRole('row').first()).toBeVisible();
  const rows = await table.getByRole('row').allInnerTexts();
  return rows.map((row) => {
    const [name = '', count = ''] = row.split('\t');
    return { name: name.trim(), count: Number(count.replace(/,/g, '')) };
  });
}

const entriesWord = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;

test('every chart labels each bar and its value, has round compact ticks and a text alternative', async ({
  signedIn: page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.large}`);
  await loaded(page);
  for (const title of CHARTS) {
    const figures = await chartFigures(page, title);
    expect(figures.length).toBeGreaterThan(0);
    // The text alternative names every bar with its count.
    const chart = page
      .getByRole('region', { name: title })
      .getByRole('img', { name: new RegExp(`^Bar chart of ${title.toLowerCase()}: `) });
    const description = (await chart.getAttribute('aria-label')) ?? '';
    for (const { name, count } of figures)
      expect(description).toContain(`${name}, ${entriesWord(count)}`);
    // The drawing itself: a label beside every bar (at most 9: the top 8 and "Other"), its value after it.
    expect(figures.length).toBeLessThanOrEqual(9);
    const bars = chart.locator('[data-part="bar"]');
    await expect(bars).toHaveCount(figures.length);
    for (const [i, { name, count }] of figures.entries()) {
      const bar = bars.nth(i);
      // A long name is cut with an ellipsis on screen and whole in its title.
      await expect(bar.locator('[data-part="label"]')).toHaveAttribute('title', name);
      await expect(bar.locator('[data-part="value"]')).toHaveText(count.toLocaleString('en-US'));
    }
    // Bars are as long as their counts: the longest the widest, a count half another's half as wide.
    const widths = await bars.evaluateAll((elements) =>
      elements.map((element) =>
        [...element.querySelectorAll('[data-part="segment"]')].reduce(
          (sum, segment) => sum + segment.getBoundingClientRect().width,
          0,
        ),
      ),
    );
    const largest = Math.max(...figures.map((f) => f.count));
    const perEntry = (widths[figures.findIndex((f) => f.count === largest)] ?? 0) / largest;
    figures.forEach(({ count }, i) => expect(widths[i]).toBeCloseTo(count * perEntry, 0));
    // Ticks: 0 then equal round steps (1, 2, 2.5 or 5 times a power of ten) in compact form, past the longest bar.
    const ticks = await chart.locator('[data-part="tick"]').allTextContents();
    for (const tick of ticks) expect(tick).toMatch(/^\d+(\.\d)?[KM]?$/);
    const values = ticks.map((tick) => {
      const n = Number.parseFloat(tick);
      return tick.endsWith('M') ? n * 1e6 : tick.endsWith('K') ? n * 1e3 : n;
    });
    expect(values[0]).toBe(0);
    const step = values[1] ?? 0;
    expect(String(step / 10 ** Math.floor(Math.log10(step)))).toMatch(/^(1|2|2\.5|5)$/);
    values.forEach((value, i) => expect(value).toBe(i * step));
    expect(values.at(-1)).toBeGreaterThanOrEqual(Math.max(...figures.map((f) => f.count)));
    // The tick labels shown (a narrow chart labels fewer) do not run into each other, and the ends are labelled.
    const shown = await chart.locator('[data-part="tick"]').evaluateAll((elements) =>
      elements.flatMap((element, index) => {
        if (getComputedStyle(element).visibility === 'hidden') return [];
        const box = element.getBoundingClientRect();
        return [{ index, left: box.left, right: box.right }];
      }),
    );
    expect(shown[0]?.index).toBe(0);
    expect(shown.at(-1)?.index).toBe(ticks.length - 1);
    for (const [i, label] of shown.entries())
      if (i > 0) expect(label.left).toBeGreaterThan(shown[i - 1]?.right ?? 0);
  }
});

test('one entry reads "1 entry"', async ({ signedIn: page }) => {
  test.setTimeout(120_000);
  // The first entry's id (the file's first id) is in no other entry.
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.mixed}`);
  const total = await loaded(page);
  const id = await page
    .getByRole('button', { name: /^Open entry / })
    .first()
    .innerText();
  await page.getByRole('textbox', { name: 'Search' }).fill(id.trim());
  await expect(page.getByText(`1 of ${total.toLocaleString('en-US')} entries`)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Entries by status' })
      .getByRole('img', { name: /, 1 entry\.$/ }),
  ).toBeVisible();
});

test('an hlr entry shows its operator details', async ({ signedIn: page }) => {
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.hlr}`);
  await loaded(page);
  await page
    .getByRole('button', { name: /^Open entry / })
    .first()
    .click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Operator details (HLR)' })).toBeVisible();
  const details = panel.getByRole('region', { name: 'Operator details' });
  for (const label of ['Operator', 'Brand', 'IMSI', 'Ported', 'Roaming', 'Subscriber status'])
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/entry=/);
  await panel.getByRole('button', { name: 'Close the entry' }).click();
  await expect(page).not.toHaveURL(/entry=/);
});

test('a viber entry shows its alternative SMS', async ({ signedIn: page }) => {
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.viber}?status=%5B%22not-viber-user%22%5D`);
  await loaded(page);
  await page
    .getByRole('button', { name: /^Open entry / })
    .first()
    .click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('region', { name: 'Viber content' })).toBeVisible();
  const sms = panel.getByRole('region', { name: 'Alternative SMS' });
  await expect(sms.getByRole('heading', { name: 'Alternative SMS' })).toBeVisible();
  await expect(sms.getByText('sms', { exact: true })).toBeVisible();
  // The entry's link opens in a new page the same way.
  const url = page.url();
  await page.goto(url);
  await loaded(page);
  await expect(
    page.getByRole('dialog').getByRole('region', { name: 'Alternative SMS' }),
  ).toBeVisible();
});

test('a file requested by message ids offers no csv', async ({ signedIn: page }) => {
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.messageIds}`);
  await loaded(page);
  await expect(page.getByRole('radio', { name: 'CSV' })).toBeDisabled();
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.messageIds}?format=csv`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'CSV is not available for this file' }),
  ).toBeVisible();
});

test('downloads the raw file exactly as received', async ({ signedIn: page }) => {
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.mixed}?format=xml`);
  await loaded(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download the XML file as received/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`stat-${STAT_FILE_SAMPLES.mixed}.xml`);
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(Buffer.from(chunk as Uint8Array));
  const original = await page.request.get(
    `/rest/stat/file/id/${STAT_FILE_SAMPLES.mixed}/format/xml`,
    { headers: CONSOLE_HEADERS },
  );
  expect(Buffer.concat(chunks).equals(await original.body())).toBe(true);
});

test('sorts by a column in both directions', async ({ signedIn: page }) => {
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.mixed}`);
  await loaded(page);
  await page.getByRole('button', { name: 'Sort by Message ID, ascending' }).click();
  await expect(page).toHaveURL(/sort=id/);
  await page.getByRole('button', { name: 'Sort by Message ID, descending' }).click();
  await expect(page).toHaveURL(/way=desc/);
  const entries = page.getByRole('button', { name: /^Open entry / });
  // The address changes first; the rows follow when the sorted view renders.
  const shownIds = async () => (await entries.allInnerTexts()).map(Number);
  await expect.poll(async () => isSorted(await shownIds(), (a, b) => b - a)).toBe(true);
  await page.getByRole('button', { name: 'Sort by Message ID, ascending' }).click();
  await expect(page).not.toHaveURL(/way=desc/);
  await expect.poll(async () => isSorted(await shownIds(), (a, b) => a - b)).toBe(true);
  await expect(entries.first()).toBeVisible();
});

test('opens the file of 200,000 entries (at full scale) with sms, hlr and viber entries', async ({
  signedIn: page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`/statistics/${STAT_FILE_SAMPLES.large}`);
  // The first rows are on screen while the file still arrives.
  await expect(page.getByRole('button', { name: /^Open entry / }).first()).toBeVisible({
    timeout: 60_000,
  });
  const count = await loaded(page);
  expect(count).toBe(Math.max(40, Math.round(200_000 * SCALE)));
  const byType = page.getByRole('combobox', { name: 'Type' });
  await expect(byType).toBeEnabled();
  await byType.click();
  // The file's facets: each type with its count. The options are read from the open dropdown whether or not
  // the popover is on screen at that instant (a late layout shift of the charts above can move it).
  for (const kind of ['sms', 'hlr', 'viber'])
    await expect(
      page.getByRole('option', { name: new RegExp(`^${kind} \\(`), includeHidden: true }),
    ).toBeAttached();
  await page.keyboard.press('Escape');
  await page.getByRole('grid', { name: 'Entries of the file' }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});

function isSorted(numbers: number[], order: (a: number, b: number) => number): boolean {
  return (
    numbers.length > 1 && numbers.every((n, i) => i === 0 || order(numbers[i - 1] ?? n, n) <= 0)
  );
}
