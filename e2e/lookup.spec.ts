// The global lookup: paste an identifier anywhere and open what it is, one keystroke away (a 2FA session by
// id, the sessions of a phone number, a Viber message by reference or id, a page), and the recent lookups.
import type { Page } from '@playwright/test';
import { expect as baseExpect, sandbox, test } from './fixtures';
import { startOtpSession } from './helpers/platform';
import { openPage } from './helpers/quality';

// This machine is shared by parallel builds and suites: pages get more time to appear than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const API_KEY = { 'X-API-KEY': 'live_sandbox' };
/** A seeded statistics file (server/sandbox/store/areas/statistics.ts): the small one of three kinds. */
const STAT_FILE_KEY = '7a3d1c9e0b5f42d8a6e4c2b0d9f1e322';
/** A seeded Viber message (server/sandbox/store/areas/viber.ts): read, with this reference. */
const VIBER_READ = { id: '7100000001', reference: 'INV2025000001' };

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const lookupDialog = (page: Page) => page.getByRole('dialog', { name: 'Look up' });
const lookupInput = (page: Page) =>
  lookupDialog(page).getByRole('combobox', { name: /^Look up an id/ });

test('a session id pasted into the header field opens the session, and is kept as a recent lookup', async ({
  signedIn: page,
  request,
}) => {
  const id = await startOtpSession(request, '380501230001');
  await openPage(page, '/', 'Overview');

  const field = page.getByRole('textbox', { name: 'Look up' });
  await field.focus();
  await page.keyboard.insertText(`  ${id} `);
  await expect(lookupDialog(page)).toBeVisible();
  await expect(lookupInput(page)).toHaveValue(`  ${id} `);
  const first = lookupDialog(page).getByRole('option').first();
  await expect(first).toHaveAccessibleName(new RegExp(`^2FA session ${id}`));
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/otp/sessions/${id}$`));
  await expect(page.getByRole('heading', { name: '2FA session', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Session fields' }).getByText(id)).toBeVisible();
  await expect(lookupDialog(page)).toBeHidden();

  // The lookup remembers it, and only the identifier.
  await page.keyboard.press('Control+K');
  const recent = lookupDialog(page).getByRole('group', { name: 'Recent lookups' });
  await expect(
    recent.getByRole('option', { name: new RegExp(`^2FA session ${id}`) }),
  ).toBeVisible();
  const stored = await page.evaluate(() =>
    window.localStorage.getItem('messaging-console:recent-lookups'),
  );
  expect(JSON.parse(stored ?? 'null')).toEqual([{ kind: 'otp-session', value: id }]);
  expect(stored).not.toContain('live_');
  await page.keyboard.press('Escape');
  await expect(lookupDialog(page)).toBeHidden();
});

test('a phone number opens the sessions of that recipient in the last 7 days, and says what the API cannot find', async ({
  signedIn: page,
  request,
}) => {
  const recipient = '380671230002';
  const first = await startOtpSession(request, recipient);
  const second = await startOtpSession(request, recipient);
  await startOtpSession(request, '380671230003');
  await page.goto('/otp/templates');
  await expect(page.getByRole('heading', { name: 'OTP templates' })).toBeVisible();

  await page.keyboard.press('/');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText('+380 67 123 00 02');
  await expect(lookupDialog(page).getByRole('note')).toHaveText(
    /Campaign messages to a phone number cannot be looked up: the API’s message list has no phone filter/,
  );
  await expect(lookupDialog(page).getByRole('option').first()).toHaveAccessibleName(
    /^2FA sessions of 380671230002.*last 7 days/,
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/otp\/sessions\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('recipient')).toBe(recipient);
  const from = Date.parse(url.searchParams.get('from') ?? '');
  const to = Date.parse(url.searchParams.get('to') ?? '');
  expect(to - from).toBe(7 * 86_400_000);
  await expect(page.getByRole('textbox', { name: 'Recipient' })).toHaveValue(recipient);
  await expect(page.getByRole('link', { name: `Session ${first}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Session ${second}` })).toBeVisible();
  await expect(page.getByText('1–2 of 2')).toBeVisible();
});

test('a Viber reference opens the Viber message found by it', async ({ signedIn: page }) => {
  await openPage(page, '/', 'Overview');
  await page.keyboard.press('Control+K');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText(VIBER_READ.reference);
  const options = lookupDialog(page).getByRole('option');
  await expect(options.first()).toHaveAccessibleName(
    new RegExp(`^Viber message with reference ${VIBER_READ.reference}`),
  );
  await expect(
    lookupDialog(page).getByRole('option', {
      name: new RegExp(`^Campaign messages with reference ${VIBER_READ.reference}`),
    }),
  ).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/viber/reference/${VIBER_READ.reference}$`));
  const result = page.getByRole('region', { name: `Reference ${VIBER_READ.reference}` });
  await expect(result).toBeVisible();
  await expect(result.getByText(VIBER_READ.reference, { exact: true })).toBeVisible();
  await expect(result.getByRole('definition').filter({ hasText: /^Read$/ })).toBeVisible();
});

test('the arrow keys reach every lookup of an integer: a Viber message by id', async ({
  signedIn: page,
}) => {
  await openPage(page, '/', 'Overview');
  await page.keyboard.press('/');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText(VIBER_READ.id);
  const dialog = lookupDialog(page);
  await expect(dialog.getByRole('option').nth(0)).toHaveAccessibleName(
    new RegExp(`^2FA sessions of ${VIBER_READ.id}`),
  );
  await expect(dialog.getByRole('option').nth(1)).toHaveAccessibleName(
    new RegExp(`^Campaign message ${VIBER_READ.id}`),
  );
  await expect(dialog.getByRole('option').nth(2)).toHaveAccessibleName(
    new RegExp(`^Campaign ${VIBER_READ.id}`),
  );
  const viber = dialog.getByRole('option', { name: new RegExp(`^Viber message ${VIBER_READ.id}`) });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(viber).toHaveAttribute('aria-selected', 'true');
  await expect(lookupInput(page)).toHaveAttribute(
    'aria-activedescendant',
    (await viber.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/viber/${VIBER_READ.id}$`));
  await expect(
    page
      .getByRole('region', { name: `Message ${VIBER_READ.id}` })
      .getByText(VIBER_READ.reference, { exact: true }),
  ).toBeVisible();
});

test('a campaign message id opens the message over the list narrowed to it', async ({
  signedIn: page,
  request,
}) => {
  const list = await request.get('/api/messages', {
    headers: API_KEY,
    params: { 'page[limit]': '1' },
  });
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { id: number }[] };
  const id = String(data[0]?.id);
  await openPage(page, '/', 'Overview');
  await page.keyboard.press('/');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText(id);
  await lookupDialog(page)
    .getByRole('option', { name: new RegExp(`^Campaign message ${id}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/messages/${id}\\?id=${id}(&|$)`));
  await expect(page.getByRole('dialog', { name: `Message ${id}` })).toBeVisible();
});

test('a statistics file key opens the file', async ({ signedIn: page }) => {
  await openPage(page, '/', 'Overview');
  await page.keyboard.press('/');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText(STAT_FILE_KEY);
  await expect(lookupDialog(page).getByRole('option').first()).toHaveAccessibleName(
    new RegExp(`^Statistics file ${STAT_FILE_KEY}`),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/statistics/${STAT_FILE_KEY}(\\?|$)`));
  await expect(page.getByRole('heading', { name: 'Statistics file', level: 1 })).toBeVisible();
  await expect(page.getByText(STAT_FILE_KEY, { exact: true })).toBeVisible();
});

test('pages are one search away, and text that fits nothing says what fits', async ({
  signedIn: page,
}) => {
  await openPage(page, '/', 'Overview');
  await page.keyboard.press('Control+K');
  await expect(lookupInput(page)).toBeFocused();
  const dialog = lookupDialog(page);
  await expect(dialog.getByRole('group', { name: 'Pages' }).getByRole('option')).toHaveCount(9);
  await page.keyboard.insertText('templates');
  await expect(dialog.getByRole('option').first()).toHaveAccessibleName(/^Go to OTP templates/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/otp\/templates(\?|$)/);
  const templatesUrl = page.url();

  // At once, while the palette may still be closing: the key belongs to the page, and opens the lookup again.
  await page.keyboard.press('/');
  await expect(lookupInput(page)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'OTP templates' })).toBeVisible();
  await page.keyboard.insertText('not an identifier');
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await expect(dialog.getByText(/Nothing fits “not an identifier”/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(page.url()).toBe(templatesUrl);
});

test('`/` typed into a field is text, not the lookup; Ctrl+K opens it from the field', async ({
  signedIn: page,
}) => {
  await page.goto('/otp/sessions');
  await expect(page.getByRole('heading', { name: '2FA sessions', level: 1 })).toBeVisible();
  const recipient = page.getByRole('textbox', { name: 'Recipient' });
  await recipient.focus();
  await page.keyboard.type('12/');
  await expect(recipient).toHaveValue('12/');
  await expect(lookupDialog(page)).toBeHidden();
  await page.keyboard.press('Control+K');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(recipient).toBeFocused();
});
