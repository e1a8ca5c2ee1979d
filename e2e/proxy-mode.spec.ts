// Proxy mode, against the stand-in upstream (e2e/proxy/stand-in-upstream.ts): the sandbox's API in the spec's
// other spellings (`amont`, `rcs_options`, `statistic`, contact fields as an object, lower-case channels,
// string prices) with hostile text appended to every name, text and description. Every page renders every
// value, shows the hostile text as text and runs none of it; the sign-in page asks for no sandbox account.
import type { Page } from '@playwright/test';
import { HOSTILE_SUFFIX } from './proxy/respell.ts';
import { expect, test } from './fixtures';
import { PAGES, expectHeading, watchPage } from './helpers/quality';

/** Nothing was interpreted: no injected element, handler or script link. */
async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('body script')).toHaveCount(0);
  await expect(page.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
}

/** No error state: the page read every answer of the upstream. */
async function expectNoError(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByRole('alert').filter({ hasText: /could not|cannot|unexpected|failed|error/i }),
  ).toHaveCount(0);
}

test('the sign-in page offers no sandbox accounts and never asks for them', async ({ page }) => {
  const sandboxRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/sandbox')) sandboxRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Sandbox demo accounts' })).toHaveCount(0);
  expect(sandboxRequests).toEqual([]);
});

for (const { path, heading } of PAGES) {
  test(`${path}: renders the other spellings, shows hostile text as text`, async ({
    signedIn: page,
  }) => {
    const watched = watchPage(page);
    await page.goto(path);
    await expectHeading(page, heading);
    await expectNoError(page);
    await expectInert(page);
    expect(watched.dialogs).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
}

test('campaign messages: amounts spelled amont and RCS cards spelled rcs_options are shown', async ({
  signedIn: page,
}) => {
  await page.goto('/messages');
  await expectHeading(page, 'Campaign messages');
  await expectNoError(page);
  // The cost column reads `amont`: at least one row has a price, not a dash.
  const costs = await page.locator('tbody tr td:nth-child(8)').allTextContents();
  expect(costs.some((cost) => /\d/.test(cost))).toBe(true);
});

test('campaigns: counters spelled statistic are shown, and names with hostile text are text', async ({
  signedIn: page,
}) => {
  const watched = watchPage(page);
  await page.goto('/campaigns/900001');
  await expectHeading(page, 'Campaign 900001');
  await expectNoError(page);
  // The spec has no request that reads a campaign: its name and counters come with the stop's answer.
  await page.getByRole('button', { name: 'Stop campaign' }).click();
  await page
    .getByRole('dialog', { name: 'Stop campaign 900001?' })
    .getByRole('button', { name: 'Stop campaign' })
    .click();
  const returned = page.getByRole('region', { name: 'As returned by the stop' });
  await expect(returned.getByText(/\d+ delivered · \d+ sent/).first()).toBeVisible();
  await expect(
    returned.getByText(HOSTILE_SUFFIX.trim().slice(0, 20), { exact: false }),
  ).toBeVisible();
  await expectInert(page);
  expect(watched.dialogs).toEqual([]);
});

test('OTP templates: names and texts with hostile text are shown as text', async ({
  signedIn: page,
}) => {
  const watched = watchPage(page);
  await page.goto('/otp/templates');
  await expectHeading(page, 'OTP templates');
  await expectNoError(page);
  await expect(
    page.getByText('<img src=x onerror=alert(1)>', { exact: false }).first(),
  ).toBeVisible();
  await expectInert(page);
  expect(watched.dialogs).toEqual([]);
});
