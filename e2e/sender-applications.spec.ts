// Sender applications journeys: filters in the URL survive a reload; the drawer of a rejected application
// shows its reason; absent fields read as absent; hostile text stays text; sorting and paging in the URL.
import type { Locator, Page } from '@playwright/test';
import { CONSOLE_HEADERS, expect, signIn, test } from './fixtures';
import { expectOrderUnsaid } from './helpers/quality';

interface WireApplication {
  id: number;
  sender: string;
  status: string;
  country_code: string;
  site_url: string | null;
  comment: string | null;
  rejection_reason: string | null;
}

/** Applications as the console lists them, newest first (through the console's own origin, as the page does). */
async function applications(page: Page, query: string): Promise<WireApplication[]> {
  const order = query.includes('sort=') ? '' : 'sort=id&way=desc&';
  const url = `/api/senders/requests/sms?page[limit]=500&${order}${query}`;
  const response = await page.request.get(url, {
    headers: CONSOLE_HEADERS,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: WireApplication[] }).data;
}

/** The value cell of one field of the drawer's table: the cell beside its row header. */
const field = (drawer: Locator, label: string) =>
  drawer
    .getByRole('rowheader', { name: label, exact: true })
    .locator('xpath=following-sibling::td[1]');

/** Opens a view of the list; the first page of a fresh server on a busy machine may take a while. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Sender applications', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
}

const table = (page: Page) => page.getByRole('table', { name: 'Sender applications' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('filters by status and country, and a reload shows the same view', async ({ page }) => {
  const expected = await applications(page, 'filter[status]=rejected&filter[country_code]=UA');
  expect(expected.length).toBeGreaterThan(0);

  await open(page, '/senders');
  await expect(bodyRows(page).first()).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('rejected');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('Ukraine');
  await page.getByRole('option', { name: 'Ukraine (UA)' }).click();
  await page.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page).toHaveURL(/[?&]status=rejected(&|$)/);
  await expect(page).toHaveURL(/[?&]country_code=UA(&|$)/);
  const shown = Math.min(expected.length, 50);
  await expect(bodyRows(page)).toHaveCount(shown);
  const firstIds = expected.slice(0, shown).map((a) => String(a.id));
  await expect(bodyRows(page).locator('td:first-child')).toHaveText(firstIds);
  for (const row of await bodyRows(page).all()) {
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText('Ukraine (UA)');
  }
  await expect(page.getByText(`of ${expected.length}`)).toBeVisible();

  await page.reload();
  await expect(bodyRows(page).locator('td:first-child')).toHaveText(firstIds);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('rejected');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Ukraine (UA)');

  // Back to the unfiltered list, as the browser's history has it.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=rejected/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');
});

test('opens a rejected application and reads its rejection reason, also after a reload', async ({
  page,
}) => {
  const [rejected] = await applications(page, 'filter[status]=rejected');
  if (!rejected?.rejection_reason)
    throw new Error('the seed has a rejected application with a reason');

  await open(page, '/senders?status=rejected');
  await table(page)
    .getByRole('button', { name: `Open application ${rejected.id}:` })
    .click();
  const drawer = page.getByRole('dialog', { name: `Sender application ${rejected.id}` });
  await expect(drawer).toBeVisible();
  const reason = drawer.getByRole('note');
  await expect(reason).toContainText('Rejection reason');
  await expect(reason).toContainText(rejected.rejection_reason);
  await expect(page).toHaveURL(new RegExp(`[?&]application=${rejected.id}(&|$)`));

  await page.reload();
  await expect(drawer.getByRole('note')).toContainText(rejected.rejection_reason);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/application=/);
});

test('shows fields the platform left empty as not provided, and hostile text as text', async ({
  page,
}) => {
  // The seed's first hostile application (the oldest): neither rejected nor registered.
  const all = await applications(page, 'sort=id&way=asc');
  const hostile = all.find(
    (a) => a.comment === '<script>alert("sender")</script>' && a.site_url === 'javascript:alert(1)',
  );
  if (!hostile) throw new Error('the seed has a hostile application');
  // Opened straight from a link, whatever page it is on.
  await open(page, `/senders?application=${hostile.id}`);
  const drawer = page.getByRole('dialog', { name: `Sender application ${hostile.id}` });
  await expect(field(drawer, 'Comment')).toHaveText('<script>alert("sender")</script>');
  // A javascript: address is never a link.
  await expect(field(drawer, 'Company website')).toHaveText('javascript:alert(1)');
  await expect(drawer.getByRole('link')).toHaveCount(0);
  // Not rejected and not registered: the absent fields read as not provided (never "null").
  await expect(field(drawer, 'Rejection reason')).toHaveText('Not provided');
  await expect(field(drawer, 'Registered')).toHaveText('Not provided');
  await expect(drawer.getByRole('note')).toHaveCount(0);
});

test('opens newest first: the first row is the newest application', async ({ page }) => {
  const newest = await applications(page, 'sort=id&way=desc');
  await open(page, '/senders');
  await expect(bodyRows(page).locator('td:first-child').first()).toHaveText(String(newest[0]?.id));
  await expect(page.getByRole('columnheader', { name: /Sort by Id,/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('sorting and paging live in the URL', async ({ page }) => {
  const all = await applications(page, 'sort=created_at&way=desc');
  await open(page, '/senders');
  await page.getByRole('button', { name: 'Sort by Created, ascending' }).click();
  await expect(page).toHaveURL(/sort=created_at/);
  await expect(page).toHaveURL(/way=asc/);
  await page.getByRole('button', { name: 'Sort by Created, descending' }).click();
  // Descending is the console's default way: the address keeps only the column.
  await expect(page).not.toHaveURL(/way=asc/);
  await expect(bodyRows(page).locator('td:first-child').first()).toHaveText(String(all[0]?.id));
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page).toHaveURL(/limit=25/);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/offset=25/);
  await expect(bodyRows(page).locator('td:first-child').first()).toHaveText(String(all[25]?.id));
  await page.reload();
  await expect(bodyRows(page).locator('td:first-child').first()).toHaveText(String(all[25]?.id));
  const total = (
    (await (
      await page.request.get('/api/senders/requests/sms?page[limit]=1', {
        headers: CONSOLE_HEADERS,
      })
    ).json()) as { meta: { page: { total: number } } }
  ).meta.page.total;
  await expect(
    page.getByText(`26–${Math.min(50, total)} of ${total.toLocaleString('en-US')}`),
  ).toBeVisible();
  await expect(
    page.getByRole('columnheader', { name: /Created/ }).and(page.locator('[aria-sort]')),
  ).toHaveAttribute('aria-sort', 'descending');
});

test('Clear filters after a sort and a filter returns to the newest first', async ({ page }) => {
  const newest = await applications(page, 'sort=id&way=desc');
  await open(page, '/senders');
  const firstId = bodyRows(page).locator('td:first-child').first();
  await expect(firstId).toHaveText(String(newest[0]?.id));
  const idHeader = page.getByRole('columnheader', { name: /Sort by Id,/ });
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('button', { name: 'Sort by Sender, ascending' }).click();
  await expect(page).toHaveURL(/sort=sender/);
  await expect(page).toHaveURL(/way=asc/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(idHeader).toHaveAttribute('aria-sort', 'none');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=/);
  expectOrderUnsaid(page);
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: /Sort by Sender,/ })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  await expect(firstId).toHaveText(String(newest[0]?.id));
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
});
