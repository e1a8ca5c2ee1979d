// 2FA insight over the seed: the planted anomalies are found and explained, every number opens the sessions
// it counts, a reading can be cancelled and resumed, a reload shows the same view; and the living sandbox's
// traffic, turned on through its control, brings new sessions.
import type { Page } from '@playwright/test';
import { CONSOLE_HEADERS, expect as baseExpect, sandbox, test } from './fixtures';
import { openPage } from './helpers/quality';

// This machine is shared by parallel builds and suites: pages get more time than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A time as the API's filters take it: ISO 8601 to the second, in UTC. */
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The seed's history ends at the start of the current UTC day (docs/decisions/002). */
function seedDay(): { from: string; to: string } {
  const end = new Date();
  end.setUTCHours(0, 0, 0, 0);
  return { from: iso(end.getTime() - 86_400_000), to: iso(end.getTime() - 1000) };
}

const insightUrl = (extra = '') => {
  const { from, to } = seedDay();
  return `/otp/insight?period=custom&from=${from}&to=${to}${extra}`;
};

const readingStatus = (page: Page) => page.getByTestId('reading-status');

async function openInsight(page: Page, url = insightUrl()) {
  await openPage(page, url, '2FA insight');
  await expect(readingStatus(page)).toContainText(/^Read \d+ pages?: all/, { timeout: 60_000 });
}

/** The total the sessions list's paging says: "1–10 of 123" or "No results". */
async function listTotal(page: Page): Promise<number> {
  const paging = page.getByText(/^(\d[\d,]*–[\d,]+ of [\d,]+|No results)$/);
  await expect(paging).toBeVisible();
  const text = (await paging.textContent()) ?? '';
  return text === 'No results' ? 0 : Number(text.replace(/^.* of /, '').replace(/,/g, ''));
}

test.beforeEach(async ({ request }, testInfo) => {
  // Reading a period in the browser on a machine shared by parallel suites: more than the default minute.
  testInfo.setTimeout(300_000);
  await sandbox(request).reset();
});

test.afterEach(async ({ request }) => {
  await request.delete('/sandbox/faults');
  await request.post('/sandbox/traffic', { data: { enabled: false } });
});

test('finds the planted anomalies of the seed, and only them', async ({ signedIn: page }) => {
  await openInsight(page);
  const signals = page.getByRole('list', { name: 'Signals' });
  await expect(signals.getByText('Possible SMS pumping: United Arab Emirates (AE)')).toBeVisible();
  await expect(
    signals.getByText('A recipient retrying without success: 380970001234'),
  ).toBeVisible();
  await expect(signals.getByText('Viber fallback to SMS jumped')).toBeVisible();
  await expect(signals.getByRole('listitem')).toHaveCount(3);
  // The thresholds that decide them are on the page.
  await expect(page.getByRole('table', { name: 'Signal thresholds' })).toContainText(
    'Possible SMS pumping',
  );
});

test('a signal opens the sessions that show it', async ({ signedIn: page }) => {
  await openInsight(page);
  await page.getByRole('link', { name: /^Open the \d+ sessions to United Arab Emirates/ }).click();
  await expect(page).toHaveURL(/\/otp\/sessions\?.*country=AE/);
  expect(await listTotal(page)).toBeGreaterThanOrEqual(160);

  await page.goBack();
  await page.getByRole('link', { name: /^Open the \d+ sessions of 380970001234$/ }).click();
  await expect(page).toHaveURL(/\/otp\/sessions\?.*recipient=(%22)?380970001234/);
  expect(await listTotal(page)).toBe(14);
});

test('every count opens the list it counts', async ({ signedIn: page }) => {
  await openInsight(page);
  const checks: { name: RegExp; url: RegExp }[] = [
    { name: /^\d+ sessions of the period$/, url: /\/otp\/sessions\?/ },
    { name: /^\d+ verified sessions of the period$/, url: /status=verified/ },
    { name: /^\d+ sessions of United Arab Emirates \(AE\)$/, url: /country=AE/ },
    {
      name: /^\d+ verified sessions of Viber$/,
      url: /channel=viber.*status=verified|status=verified.*channel=viber/,
    },
  ];
  for (const check of checks) {
    const link = page.getByRole('link', { name: check.name }).first();
    const figure = Number(/^(\d+)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1]);
    await link.click();
    await expect(page).toHaveURL(check.url);
    expect(await listTotal(page), String(check.name)).toBe(figure);
    await page.goBack();
    await expect(readingStatus(page)).toContainText(/^Read \d+ pages?: all/);
  }
});

test('cancel stops the reading; it can be read again', async ({ signedIn: page, request }) => {
  const fault = await request.post('/sandbox/faults', {
    data: { match: 'GET /api/2fa/authentications', delay_ms: 90_000 },
  });
  expect(fault.ok(), await fault.text()).toBe(true);
  await openPage(page, insightUrl(), '2FA insight');
  await expect(readingStatus(page)).toContainText('Reading: 0 pages');
  await page.getByRole('button', { name: 'Cancel reading' }).click();
  await expect(readingStatus(page)).toContainText('Reading cancelled after 0 pages');
  await expect(page.getByRole('button', { name: 'Cancel reading' })).toBeHidden();

  await request.delete('/sandbox/faults');
  await page.getByRole('button', { name: 'Read the whole period' }).click();
  await expect(readingStatus(page)).toContainText(/^Read \d+ pages?: all/);
});

test('a reload restores the view from the URL', async ({ signedIn: page }) => {
  await openInsight(page);
  await page.getByLabel('Channel', { exact: true }).selectOption('viber');
  await page
    .getByRole('button', { name: /^Sort by Conversion/ })
    .first()
    .click();
  await expect(page).toHaveURL(/channel=viber/);
  await expect(page).toHaveURL(/sort=conversion/);
  await page.reload();
  await expect(readingStatus(page)).toContainText(/^Read \d+ pages?: all/, { timeout: 60_000 });
  await expect(page.getByLabel('Channel', { exact: true })).toHaveValue('viber');
  await expect(
    page
      .getByRole('table', { name: 'By country' })
      .getByRole('columnheader', { name: /Conversion/ }),
  ).toHaveAttribute('aria-sort', 'ascending');
  // Only Viber sessions are counted: the channel table has the one row.
  await expect(page.getByRole('table', { name: 'By channel' }).getByRole('row')).toHaveCount(2);
});

test('the living sandbox brings new sessions once its traffic is turned on', async ({
  signedIn: page,
  request,
}) => {
  // One period throughout (a window that slid with the clock would lose old sessions as new ones came).
  const period = { from: iso(Date.now() - 86_400_000), to: iso(Date.now() + 3_600_000) };
  const total = async () => {
    const response = await page.request.get('/api/2fa/authentications', {
      headers: CONSOLE_HEADERS,
      params: { 'filter[from]': period.from, 'filter[to]': period.to, 'page[limit]': 10 },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { total: number } }).data.total;
  };
  expect(
    ((await (await request.get('/sandbox/traffic')).json()) as { data: { enabled: boolean } }).data
      .enabled,
  ).toBe(false);
  const on = await request.post('/sandbox/traffic', { data: { enabled: true } });
  expect(on.ok(), await on.text()).toBe(true);
  const start = await total();
  await expect.poll(total, { timeout: 45_000, intervals: [1_000] }).toBeGreaterThan(start);
  // The console's list shows them, newest first.
  await openPage(page, `/otp/sessions?from=${period.from}&to=${period.to}`, '2FA sessions');
  expect(await listTotal(page)).toBeGreaterThan(start);
});
