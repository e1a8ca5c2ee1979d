// Campaign journeys: open one by id (its page still while its messages are counted), stop a sending campaign
// after confirming, see it stopped and kept for the session, and see the refusal when it is stopped again or is
// already done.
import type { APIRequestContext, Locator } from '@playwright/test';
import { ACCOUNTS, expect as baseExpect, sandbox, signIn, test } from './fixtures';
import { watchLayoutShifts } from './helpers/checks';

// The machine running these is shared and slow at times: first loads may take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const SENDING = 900001;
const DONE = 900003;

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test('opens a campaign by its id from the campaigns page', async ({ signedIn: page }) => {
  await page.goto('/campaigns');
  await page.getByLabel('Campaign id').fill('abc');
  await page.getByRole('button', { name: 'Open campaign' }).click();
  await expect(page.getByLabel('Campaign id')).toHaveAccessibleDescription(
    'A campaign id is a whole number from 1',
  );
  await page.getByLabel('Campaign id').fill(String(SENDING));
  await page.getByRole('button', { name: 'Open campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${SENDING}$`));
  await expect(page.getByRole('heading', { name: `Campaign ${SENDING}`, level: 1 })).toBeVisible();
  await expect(page.getByText('1–50 of 200')).toBeVisible();
});

test("a campaign's page does not move when its messages are counted", async ({
  signedIn: page,
}) => {
  const layoutShifts = await watchLayoutShifts(page);
  await page.goto(`/campaigns/${SENDING}`);
  const counts = page.getByRole('list', { name: 'Messages by status' });
  await expect(counts).toHaveAttribute('aria-busy', 'false');
  // Every status has its tile, counted or not: 0 for a status no message has.
  await expect(counts.getByRole('listitem')).toHaveCount(11);
  await expect(counts.getByRole('listitem').filter({ hasText: /^scheduled/ })).toHaveText(
    /^scheduled[1-9]/,
  );
  await expect(page.getByText('1–50 of 200')).toBeVisible();
  // A table of the counts came above the messages and moved them down by its height (a score of 0.14).
  expect(await layoutShifts()).toBeLessThan(0.01);
});

/** The account currency, as the campaign's messages state it (the stop's answer does not say it). */
async function campaignCurrency(request: APIRequestContext, campaign: number): Promise<string> {
  const response = await request.get('/api/messages', {
    headers: { 'X-API-KEY': ACCOUNTS.live },
    params: { 'filter[campaign_id]': String(campaign), 'page[limit]': '100' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { amount: { currency: string } | null }[];
  };
  const currency = data.find((message) => message.amount)?.amount?.currency;
  expect(currency, 'a priced message of the campaign').toBeDefined();
  return currency ?? '';
}

/** The calculated price as the stop result shows it: the amount and the account currency. */
const shownPrice = (region: Locator, currency: string) =>
  region.getByText(new RegExp(`^-?[\\d,]+\\.\\d{2,7} ${currency}$`));

test('stops a sending campaign after confirming, then a second stop is refused', async ({
  signedIn: page,
  browser,
  request,
}) => {
  const currency = await campaignCurrency(request, SENDING);
  // Newest messages first: those still queued.
  await page.goto(`/campaigns/${SENDING}?way=desc`);
  await expect(page.getByText('1–50 of 200')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Campaign messages/ })).toContainText('scheduled');
  await page.getByRole('button', { name: 'Stop campaign' }).click();
  const confirm = page.getByRole('dialog', { name: `Stop campaign ${SENDING}?` });
  await expect(confirm).toContainText('This cannot be undone');
  // Keeping it changes nothing.
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: 'As returned by the stop' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Stop campaign' }).click();
  const stopped = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/campaigns/${SENDING}/stop`,
  );
  await page
    .getByRole('dialog', { name: `Stop campaign ${SENDING}?` })
    .getByRole('button', { name: 'Stop campaign' })
    .click();
  const stop = (await (await stopped).json()) as { data: { calculated_price: string } };
  const returned = page.getByRole('region', { name: 'As returned by the stop' });
  await expect(returned).toBeVisible();
  // The price the stop returned, with the account currency beside it.
  const price = shownPrice(returned, currency);
  await expect(price).toBeVisible();
  const priceText = await price.innerText();
  expect(Number(priceText.split(' ')[0]?.replaceAll(',', ''))).toBe(
    Number(stop.data.calculated_price),
  );
  await expect(returned.getByLabel(/^stopped: /)).toBeVisible();
  await expect(
    returned.getByText(/^API campaign\/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  ).toBeVisible();
  await expect(returned.getByText(/\d+ delivered · \d+ sent/).first()).toBeVisible();
  await expect(returned.getByText('ShopBrand')).toBeVisible();
  // Its queued messages ended: the list refreshed, none is scheduled any more.
  await expect(page.getByRole('table', { name: /^Campaign messages/ })).not.toContainText(
    'scheduled',
  );
  await expect(page.getByRole('table', { name: /^Campaign messages/ })).toContainText('failed');

  // A stopped campaign is final: the console says why Stop is not offered.
  await expect(page.getByRole('button', { name: 'Stop campaign' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Remembered in this browser: after a reload the outcome is shown and Stop stays disabled, with the reason.
  await page.reload();
  await expect(page.getByRole('region', { name: 'As returned by the stop' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'As returned by the stop' }).getByLabel(/^stopped: /),
  ).toBeVisible();
  await expect(
    shownPrice(page.getByRole('region', { name: 'As returned by the stop' }), currency),
  ).toHaveText(priceText);
  await expect(page.getByRole('button', { name: 'Stop campaign' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Stop campaign' })).toHaveAccessibleDescription(
    /a stopped campaign cannot be stopped/,
  );
  // Its messages by status, counted from the messages list: the queued ones ended as failed.
  await expect(
    page
      .getByRole('list', { name: 'Messages by status' })
      .getByRole('listitem')
      .filter({ hasText: /^failed/ }),
  ).toHaveText(/^failed[1-9][\d,]*$/);
  // Kept for the session: away and back, the returned campaign is still shown.
  await page.getByRole('link', { name: 'Campaigns', exact: false }).first().click();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: `Campaign ${SENDING}` }).click();
  await expect(page.getByRole('region', { name: 'As returned by the stop' })).toBeVisible();

  // In another session the console does not know it is stopped: the platform's refusal is shown as such.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other);
  await other.goto(`/campaigns/${SENDING}`);
  await other.getByRole('button', { name: 'Stop campaign' }).click();
  await other
    .getByRole('dialog', { name: `Stop campaign ${SENDING}?` })
    .getByRole('button', { name: 'Stop campaign' })
    .click();
  const refusal = other.getByRole('alert').filter({ hasText: 'The platform refused' });
  await expect(refusal).toContainText(`The platform refused to stop campaign ${SENDING}`);
  await expect(refusal).toContainText('Campaign in status stopped cannot be stopped');
  await context.close();
});

test('a done campaign cannot be stopped: the refusal says so', async ({ signedIn: page }) => {
  await page.goto(`/campaigns/${DONE}`);
  await page.getByRole('button', { name: 'Stop campaign' }).click();
  await page
    .getByRole('dialog', { name: `Stop campaign ${DONE}?` })
    .getByRole('button', { name: 'Stop campaign' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'refused' })).toContainText(
    'Campaign in status done cannot be stopped',
  );
  await expect(page.getByRole('region', { name: 'As returned by the stop' })).toHaveCount(0);
  // The refusal told its status: after a reload it is remembered, and Stop is disabled with the reason.
  await page.reload();
  await expect(page.getByTestId('stop-outcome')).toContainText('Last stop: refused');
  await expect(page.getByTestId('stop-outcome')).toContainText(
    'Campaign in status done cannot be stopped',
  );
  await expect(page.getByRole('button', { name: 'Stop campaign' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('an unknown campaign is reported as not found', async ({ signedIn: page }) => {
  await page.goto('/campaigns/123456789');
  await expect(page.getByText('No messages in this period')).toBeVisible();
  await page.getByRole('button', { name: 'Stop campaign' }).click();
  await page
    .getByRole('dialog', { name: 'Stop campaign 123456789?' })
    .getByRole('button', { name: 'Stop campaign' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'not found' })).toContainText(
    'Campaign 123456789 was not found',
  );
});
