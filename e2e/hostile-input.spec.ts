// Hostile input: text the platform returns with HTML, script tags, javascript: links, right-to-left and
// zero-width characters (seeded in the sandbox's stores) is shown as text, runs nothing and links nowhere; path
// parameters with slashes, dots, encoded characters or over-long values are refused on the field, unsent.
import type { Page } from '@playwright/test';
import { expect, sandbox, test } from './fixtures';
import { expectHeading, watchPage } from './helpers/quality';

/** The seeded campaign whose messages carry hostile texts and RCS cards (store/areas/campaign-messages.ts). */
const HOSTILE_CAMPAIGN = 900011;

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

/** Nothing was interpreted: no script element or event handler injected, no javascript:/data: link. */
async function expectInert(page: Page) {
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
  await expect(page.locator('body script')).toHaveCount(0);
  await expect(page.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('hostile campaign message texts and RCS cards are shown as text, in the list and the drawer', async ({
  signedIn: page,
}) => {
  test.setTimeout(180_000);
  const watched = watchPage(page);
  await page.goto(`/messages?campaign_id=${HOSTILE_CAMPAIGN}`);
  await expectHeading(page, 'Campaign messages');
  await expect(page.getByRole('link', { name: /^Open message / }).first()).toBeVisible();
  await expectInert(page);
  // Every kind of hostile content rotates over the first messages: open four in turn.
  for (let index = 0; index < 4; index++) {
    await page
      .getByRole('link', { name: /^Open message / })
      .nth(index)
      .click();
    const drawer = page.getByRole('dialog', { name: /^Message / });
    await expect(drawer).toBeVisible();
    await expectInert(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await page.goto(`/campaigns/${HOSTILE_CAMPAIGN}`);
  await expectHeading(page, `Campaign ${HOSTILE_CAMPAIGN}`);
  await expectInert(page);
  expect(watched.dialogs).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('hostile template names and texts are shown as text', async ({ signedIn: page }) => {
  const watched = watchPage(page);
  await page.goto('/otp/templates?limit=100');
  await expectHeading(page, 'OTP templates');
  await expect(page.getByText('<script>alert("name")</script>').first()).toBeVisible();
  await expectInert(page);
  expect(watched.dialogs).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('hostile sender names, statistics file bodies and contact field values are shown as text', async ({
  signedIn: page,
}) => {
  test.setTimeout(180_000);
  const watched = watchPage(page);
  for (const [path, heading] of [
    ['/senders', /Sender applications/],
    ['/statistics', /Statistics/],
    ['/contacts', /Contacts/],
  ] as const) {
    await page.goto(path);
    await expectHeading(page, heading);
    await page.waitForLoadState('networkidle');
    await expectInert(page);
  }
  expect(watched.dialogs).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('path parameters with slashes, dots, encoded characters or over-long values are refused unsent', async ({
  signedIn: page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/rest/viber') || pathname.startsWith('/api/campaigns'))
      sent.push(pathname);
  });
  const hostile = ['1/2', '../1', '..', '%2F1', '1%2e%2e', '1?x=2', '1#2', '9'.repeat(200)];

  await page.goto('/viber');
  await expectHeading(page, /Viber/);
  for (const value of hostile) {
    await page.getByRole('textbox', { name: 'Message id' }).fill(value);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('textbox', { name: 'Message id' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }
  await page.getByText('By external reference').click();
  for (const value of [...hostile, 'a'.repeat(300)]) {
    await page.getByRole('textbox', { name: 'External reference' }).fill(value);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('textbox', { name: 'External reference' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }

  await page.goto('/campaigns');
  await expectHeading(page, 'Campaigns');
  for (const value of hostile) {
    await page.getByLabel('Campaign id').fill(value);
    await page.getByRole('button', { name: 'Open campaign' }).click();
    await expect(page.getByLabel('Campaign id')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/campaigns$/);
  }
  expect(sent).toEqual([]);
});
