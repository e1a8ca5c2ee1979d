// Proxy mode, against the stand-in upstream (e2e/proxy/stand-in-upstream.ts): the sandbox's API in the spec's
// other spellings (`amont`, `rcs_options`, `statistic`, contact fields as an object, lower-case channels,
// string prices) with hostile text appended to every name, text and description. Every page renders every
// value, shows the hostile text as text and runs none of it; the sign-in page asks for no sandbox account;
// the global lookup finds records by what is pasted and says what it checked, asking only /api and /rest.
import type { Page } from '@playwright/test';
import { HOSTILE_SUFFIX } from './proxy/respell.ts';
import { ACCOUNTS, expect, test } from './fixtures';
import {
  NO_RECORD,
  expectNothingFound,
  lookupDialog,
  lookupFound,
  pasteIntoLookup,
} from './helpers/lookup';
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

// The lookup asks only the spec's /api and /rest (never the sandbox's controls): in proxy mode it reads the
// upstream's other spellings and finds the same records. The fixtures are the seed's (server/sandbox/store).

/** The console's requests to the sandbox's controls (/sandbox/*): the lookup makes none. */
function sandboxRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/sandbox')) seen.push(request.url());
  });
  return seen;
}

test('lookup: a pasted session id, Viber id and campaign message reference each open their record with Enter', async ({
  signedIn: page,
  request,
}) => {
  const watched = watchPage(page);
  const controls = sandboxRequests(page);
  // A session of the upstream, asked with the key itself (no console session: the proxy passes it through).
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const sessions = await request.get('/api/2fa/authentications', {
    headers: { 'X-API-KEY': ACCOUNTS.live },
    params: {
      'filter[from]': iso(now - 80 * 86_400_000),
      'filter[to]': iso(now),
      'page[limit]': '10',
    },
  });
  expect(sessions.status(), await sessions.text()).toBe(200);
  const sessionId = ((await sessions.json()) as { data: { list: { id: string }[] } }).data.list[0]
    ?.id;
  expect(sessionId, 'a session in the upstream').toBeDefined();
  const found = lookupFound(page);

  await pasteIntoLookup(page, ` ${sessionId ?? ''} `);
  await expect(found.first()).toHaveAccessibleName(new RegExp(`^2FA session ${sessionId ?? ''}`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/otp/sessions/${sessionId ?? ''}$`));
  await expect(
    page.getByRole('table', { name: 'Session fields' }).getByText(sessionId ?? ''),
  ).toBeVisible();

  // Its channel spelled in lower case and its price as a string upstream: still found, one Enter.
  await pasteIntoLookup(page, '7100000001');
  await expect(found).toHaveCount(1);
  await expect(found.first()).toHaveAccessibleName(/^Viber message 7100000001.*read/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/viber\/7100000001$/);
  await expect(page.getByRole('region', { name: 'Message 7100000001' })).toBeVisible();

  // A campaign message's reference, its amount spelled `amont` upstream.
  await pasteIntoLookup(page, 'fx-900003-0001');
  await expect(found.first()).toHaveAccessibleName(
    /^Campaign messages with reference fx-900003-0001 message \d+ .*\d\.\d{2,} EUR$/,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/messages\/\d+\?/);
  expect(new URL(page.url()).searchParams.get('reference_id')).toBe('fx-900003-0001');
  await expect(page.getByRole('dialog', { name: /^Message \d+$/ })).toBeVisible();
  await expectInert(page);
  expect(watched.dialogs).toEqual([]);
  expect(watched.errors).toEqual([]);
  expect(controls).toEqual([]);
});

test('lookup: a text that matches nothing says what was checked, and Enter opens nothing', async ({
  signedIn: page,
}) => {
  const watched = watchPage(page);
  const controls = sandboxRequests(page);
  await pasteIntoLookup(page, NO_RECORD.text);
  // Every check answered: none failed against the upstream.
  await expect(lookupDialog(page).getByRole('region', { name: 'What was checked' })).toBeVisible();
  await expect(lookupDialog(page).getByRole('alert')).toHaveCount(0);
  await expectNothingFound(page, NO_RECORD);
  expect(watched.errors).toEqual([]);
  expect(controls).toEqual([]);
});
