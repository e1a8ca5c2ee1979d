// Campaign messages journeys: filter by campaign and reload, the period rules before any request, a message
// with RCS cards and an SMS fallback, sorting in the URL, and a CSV export of a filtered selection.
import fs from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect as baseExpect, test } from './fixtures';

// The machine running these is shared and slow at times: first loads may take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Fixture campaigns of the sandbox (docs/sandbox/campaigns.md). */
const SENDING = 900001;
const DONE_WITH_FALLBACKS = 900003;
const HOSTILE = 900011;

function messageRows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

test('filters by campaign; a reload shows the same rows at the same address', async ({
  signedIn: page,
}) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Campaign messages', level: 1 })).toBeVisible();
  await page.getByLabel('Campaign id').fill(String(SENDING));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`campaign_id=${SENDING}`));
  await expect(page.getByText('1–50 of 200')).toBeVisible();
  const campaignLinks = page.getByRole('link', { name: /^Open campaign / });
  await expect(campaignLinks).toHaveCount(50);
  for (const name of await campaignLinks.allTextContents()) expect(name).toBe(String(SENDING));

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/offset=50/);
  await expect(page.getByText('51–100 of 200')).toBeVisible();
  const url = page.url();
  const ids = await page.getByRole('link', { name: /^Open message / }).allTextContents();

  await page.reload();
  await expect(page.getByText('51–100 of 200')).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await page.getByRole('link', { name: /^Open message / }).allTextContents()).toEqual(ids);
  await expect(page.getByLabel('Campaign id')).toHaveValue(String(SENDING));

  // Back returns to the first page, as the address said.
  await page.goBack();
  await expect(page.getByText('1–50 of 200')).toBeVisible();
});

test('sorts from the column headers, with the sort in the address', async ({ signedIn: page }) => {
  await page.goto(`/messages?campaign_id=${SENDING}`);
  await expect(page.getByText('1–50 of 200')).toBeVisible();
  await page.getByRole('button', { name: 'Sort by Phone, ascending' }).click();
  await expect(page).toHaveURL(/sort=phone/);
  await expect(page.getByRole('columnheader', { name: /Phone/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const phones = (await messageRows(page).locator('td:nth-child(5)').allTextContents()).map(Number);
  expect(phones).toEqual([...phones].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Sort by Phone, descending' }).click();
  // Descending is the console's default way: the address keeps only the column.
  await expect(page).not.toHaveURL(/way=asc/);
  await expect(page.getByRole('columnheader', { name: /Phone/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(async () => {
    const desc = (await messageRows(page).locator('td:nth-child(5)').allTextContents()).map(Number);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  }).toPass();
});

test('a period longer than 3 months shows the error on the field and sends no request', async ({
  signedIn: page,
}) => {
  await page.goto('/messages');
  await expect(page.getByText(/^1–50 of /)).toBeVisible();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/messages')) requests.push(request.url());
  });

  // Pick the 1st of the month four months back.
  await page.getByLabel('Sent from').click();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Previous month' }).click();
  const first = new Date();
  first.setDate(1);
  first.setMonth(first.getMonth() - 4);
  const dayName = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' }).format(first);
  await page.getByRole('button', { name: dayName, exact: true }).click();
  await page.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page.getByLabel('Sent from')).toHaveAccessibleDescription(
    /The period must not be longer than 3 months\./,
  );
  // The form refused the period: the URL, which every request follows, did not change.
  await expect(page).not.toHaveURL(/from=/);
  expect(requests).toEqual([]);
});

test('a pasted link with a future date shows the rule and sends no request', async ({
  signedIn: page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/messages')) requests.push(request.url());
  });
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/messages?to=${encodeURIComponent(`${future} 10:00:00`)}`);
  await expect(page.getByLabel('Sent to')).toHaveAccessibleDescription(
    /The date must not be in the future\./,
  );
  await expect(page.getByText('No request was sent.', { exact: false })).toBeVisible();
  expect(requests).toEqual([]);
});

test('a message shows its RCS cards as the recipient sees them, and its SMS fallback', async ({
  signedIn: page,
}) => {
  await page.goto(`/messages?campaign_id=${DONE_WITH_FALLBACKS}`);
  await expect(page.getByText('1–50 of 60')).toBeVisible();
  // Every message of this campaign whose RCS delivery failed fell back to SMS: find one.
  const undelivered = messageRows(page).filter({ hasText: /undelivered|expired|failed/i });
  const row = undelivered.first();
  const id = (await row.getByRole('link', { name: /^Open message / }).textContent()) ?? '';
  await row.getByRole('link', { name: /^Open message / }).click();

  const drawer = page.getByRole('dialog', { name: `Message ${id}` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/messages/${id}\\?.*campaign_id=${DONE_WITH_FALLBACKS}`),
  );
  const preview = drawer.getByRole('figure', { name: /RCS message from ShopBrand/ });
  await expect(preview.getByRole('article', { name: 'Card 1 of 1' })).toBeVisible();
  await expect(preview.getByText('Your order has shipped. Track it any time.')).toBeVisible();
  const track = preview.getByRole('link', { name: 'Track parcel' });
  await expect(track).toHaveAttribute('href', 'https://shop.example.com/track');
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', /noopener/);
  await expect(preview.getByRole('link', { name: 'Call support' })).toHaveAttribute(
    'href',
    'tel:+380441234567',
  );
  await expect(drawer.getByText(/^Sent by SMS in \d parts?\.$/)).toBeVisible();
  await expect(
    drawer.getByRole('group', { name: 'Ids of the alternative messages' }),
  ).toBeVisible();
  await expect(drawer.getByText('24 hours')).toBeVisible();
  await expect(drawer.getByText(/web — Campaign created in the personal account/)).toBeVisible();

  // The address opens the same message after a reload; the campaign is one click away.
  await page.reload();
  await expect(page.getByRole('dialog', { name: `Message ${id}` })).toBeVisible();
  await page
    .getByRole('dialog', { name: `Message ${id}` })
    .getByRole('link', { name: `Campaign ${DONE_WITH_FALLBACKS}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${DONE_WITH_FALLBACKS}`));
  await expect(
    page.getByRole('heading', { name: `Campaign ${DONE_WITH_FALLBACKS}`, level: 1 }),
  ).toBeVisible();
});

test('hostile message content is shown as text and never as a javascript: link', async ({
  signedIn: page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Oldest first: the campaign's first message carries the hostile card.
  await page.goto(`/messages?campaign_id=${HOSTILE}&way=asc`);
  await page
    .getByRole('link', { name: /^Open message / })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: /^Message / });
  await expect(drawer.getByText('<script>alert("card")</script>', { exact: false })).toBeVisible();
  await expect(drawer.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Open javascript link' })).toBeDisabled();
  await expect(drawer.locator('script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('exports a filtered selection to CSV, every page of it', async ({ signedIn: page }) => {
  await page.goto(`/messages?campaign_id=${SENDING}&limit=25`);
  await expect(page.getByText('1–25 of 200')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^campaign-messages-.*\.csv$/);
  await expect(page.getByText(/Exported 200 messages to/)).toBeVisible();

  const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toHaveLength(200);
  expect(new Set(parsed.data.map((row) => row.campaign_id))).toEqual(new Set([String(SENDING)]));
  const ids = parsed.data.map((row) => Number(row.id));
  expect(new Set(ids).size).toBe(200);
  // In the list's order: newest first.
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  expect(parsed.meta.fields).toContain('rcs_cards');
  expect(parsed.data[0]?.amount).toMatch(/^\d+\.\d{7}$/);
});

test('a long page scrolls in its own box and reaches its last row', async ({ signedIn: page }) => {
  await page.goto(`/messages?campaign_id=${SENDING}&limit=250&way=desc`);
  await expect(page.getByText('1–200 of 200')).toBeVisible();
  const box = page.getByRole('region', { name: /\(scrollable\)$/ });
  await expect(box).toBeVisible();
  const first = await page
    .getByRole('link', { name: /^Open message / })
    .first()
    .textContent();
  await box.focus();
  await page.keyboard.press('End');
  // The smallest id of the campaign is the last row, once scrolled into view.
  const last = String(Number(first) - 199);
  await expect(page.getByRole('link', { name: `Open message ${last}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open message ${first}` })).toHaveCount(0);
});

test('opens newest first: the first row is the newest message the platform has', async ({
  signedIn: page,
  request,
}) => {
  // The newest message as the platform orders them (the seed may end before now: no clock is assumed).
  const newest = await request.get('/api/messages', {
    headers: { 'X-API-KEY': ACCOUNTS.live },
    params: { sort: 'id', way: 'desc', 'page[limit]': '1' },
  });
  expect(newest.status()).toBe(200);
  const { data } = (await newest.json()) as { data: { id: number | string }[] };
  const newestId = String(data[0]?.id);

  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Campaign messages', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open message / }).first()).toHaveText(newestId);
  await expect(page.getByRole('columnheader', { name: /Sort by Id,/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByTestId('updated-ago')).toContainText(/Updated/);

  // A person's order lives in the address; Clear filters returns to newest first.
  await page.getByRole('button', { name: 'Sort by Phone, ascending' }).click();
  await expect(page).toHaveURL(/sort=phone/);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('link', { name: /^Open message / }).first()).toHaveText(newestId);
});
