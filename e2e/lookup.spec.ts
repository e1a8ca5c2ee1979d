// The global lookup: paste an identifier anywhere; every reading of it is asked of the platform and only what
// was found is offered, so one Enter opens the right record (a 2FA session by id, the sessions of a phone
// number, a campaign, a campaign message by id or reference, a Viber message by id or reference, a statistics
// file, a page); what found nothing is listed as checked, a failed check offers a retry; the recent lookups.
import { expect as baseExpect, sandbox, test } from './fixtures';
import { startOtpSession } from './helpers/platform';
import {
  NO_RECORD,
  expectNothingFound,
  lookupDialog,
  lookupFound,
  lookupInput,
  pasteIntoLookup,
} from './helpers/lookup';
import { expectOrderUnsaid, faults, openPage } from './helpers/quality';

// This machine is shared by parallel builds and suites: pages get more time to appear than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const API_KEY = { 'X-API-KEY': 'live_sandbox' };
/** A seeded statistics file (server/sandbox/store/areas/statistics.ts): the small one of three kinds. */
const STAT_FILE_KEY = '7a3d1c9e0b5f42d8a6e4c2b0d9f1e322';
/** A seeded Viber message (server/sandbox/store/areas/viber.ts): read, with this reference. */
const VIBER_READ = { id: '7100000001', reference: 'INV2025000001' };
/** A seeded Viber message sent on by SMS: its id is also 10 digits, the form of a phone number. */
const VIBER_CASCADED = '7100000002';
/** A seeded campaign (server/sandbox/store/areas/campaign-messages.ts FIXTURE_CAMPAIGNS.doneWithFallbacks). */
const CAMPAIGN = '900003';
/** The external reference of the first message of that campaign. */
const CAMPAIGN_REFERENCE = `fx-${CAMPAIGN}-0001`;

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test.afterEach(async ({ request }) => {
  await faults(request).clear();
});

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

test('a phone number with + and spaces, Enter at once: the sessions of that recipient in the last 3 months, newest first', async ({
  signedIn: page,
  request,
}) => {
  const recipient = '380671230002';
  const older = await startOtpSession(request, recipient);
  const newest = await startOtpSession(request, recipient);
  await startOtpSession(request, '380671230003');
  await page.goto('/otp/templates');
  await expect(page.getByRole('heading', { name: 'OTP templates' })).toBeVisible();

  await page.keyboard.press('/');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText('+380 67 123 00 02');
  await expect(lookupDialog(page).getByRole('note')).toHaveText(
    /Campaign messages to a phone number cannot be looked up: the API’s message list has no phone filter/,
  );
  // Enter while the checks still run: the best hit opens once they have answered.
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/otp\/sessions\?/);
  // Newest first, the list's own order: the address leaves it unsaid.
  const url = expectOrderUnsaid(page);
  const from = new Date(url.searchParams.get('from') ?? '');
  const to = new Date(url.searchParams.get('to') ?? '');
  const threeMonthsBefore = new Date(to);
  threeMonthsBefore.setUTCMonth(threeMonthsBefore.getUTCMonth() - 3);
  expect(from.toISOString()).toBe(threeMonthsBefore.toISOString());
  await expect(page.getByRole('textbox', { name: 'Recipient' })).toHaveValue(recipient);
  const rows = page.getByRole('link', { name: /^Session / });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAccessibleName(`Session ${newest}`);
  await expect(rows.nth(1)).toHaveAccessibleName(`Session ${older}`);
});

test('a Viber id (10 digits, like a phone number) is offered only as the Viber message it is, and opens with one Enter', async ({
  signedIn: page,
}) => {
  await pasteIntoLookup(page, VIBER_CASCADED);
  await expect(lookupFound(page)).toHaveCount(1);
  await expect(lookupFound(page).first()).toHaveAccessibleName(
    new RegExp(`^Viber message ${VIBER_CASCADED}`),
  );
  await expect(lookupFound(page).first()).toHaveAttribute('aria-selected', 'true');
  // The other readings were asked and found nothing: listed as checked, collapsed.
  const checked = lookupDialog(page).getByText(/^Also checked: \d+ other readings found nothing/);
  await expect(checked).toBeVisible();
  await checked.click();
  await expect(
    lookupDialog(page).getByText(`no 2FA sessions to ${VIBER_CASCADED} in the last 3 months`),
  ).toBeVisible();
  await expect(
    lookupDialog(page).getByText('not a campaign message id (last 3 months)'),
  ).toBeVisible();
  await lookupInput(page).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/viber/${VIBER_CASCADED}$`));
  await expect(page.getByRole('region', { name: `Message ${VIBER_CASCADED}` })).toBeVisible();
});

test('a Viber reference opens the Viber message found by it', async ({ signedIn: page }) => {
  await openPage(page, '/', 'Overview');
  await page.keyboard.press('Control+K');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText(VIBER_READ.reference);
  await expect(lookupFound(page).first()).toHaveAccessibleName(
    new RegExp(`^Viber message with reference ${VIBER_READ.reference}.*read`, 'i'),
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/viber/reference/${VIBER_READ.reference}$`));
  const result = page.getByRole('region', { name: `Reference ${VIBER_READ.reference}` });
  await expect(result).toBeVisible();
  await expect(result.getByText(VIBER_READ.reference, { exact: true })).toBeVisible();
  await expect(result.getByRole('definition').filter({ hasText: /^Read$/ })).toBeVisible();
});

test('a campaign id opens the campaign with one Enter, with the count of its messages in the summary', async ({
  signedIn: page,
}) => {
  await pasteIntoLookup(page, CAMPAIGN);
  await expect(lookupFound(page).first()).toHaveAccessibleName(
    new RegExp(`^Campaign ${CAMPAIGN}.*\\d+ messages`),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/campaigns/${CAMPAIGN}(\\?|$)`));
  await expect(page.getByRole('heading', { name: `Campaign ${CAMPAIGN}`, level: 1 })).toBeVisible();
});

test('a campaign message reference opens that message over the list narrowed to it', async ({
  signedIn: page,
  request,
}) => {
  const list = await request.get('/api/messages', {
    headers: API_KEY,
    params: { 'filter[reference_id]': CAMPAIGN_REFERENCE },
  });
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { id: number }[] };
  expect(data).toHaveLength(1);
  const id = String(data[0]?.id);

  await pasteIntoLookup(page, CAMPAIGN_REFERENCE);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/messages/${id}\\?`));
  expect(new URL(page.url()).searchParams.get('reference_id')).toBe(CAMPAIGN_REFERENCE);
  await expect(page.getByRole('dialog', { name: `Message ${id}` })).toBeVisible();
});

test('a campaign message id opens the message over the list narrowed to it', async ({
  signedIn: page,
  request,
}) => {
  const list = await request.get('/api/messages', {
    headers: API_KEY,
    params: { 'page[limit]': '1', sort: 'id', way: 'desc' },
  });
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { id: number }[] };
  const id = String(data[0]?.id);
  await pasteIntoLookup(page, id);
  const option = lookupDialog(page).getByRole('option', {
    name: new RegExp(`^Campaign message ${id}`),
  });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/messages/${id}\\?id=${id}(&|$)`));
  await expect(page.getByRole('dialog', { name: `Message ${id}` })).toBeVisible();
});

test('a text that matches nothing says what was checked, and Enter opens nothing', async ({
  signedIn: page,
}) => {
  await pasteIntoLookup(page, NO_RECORD.text);
  await expectNothingFound(page, NO_RECORD);
});

test('a check that fails says so with a retry, never "not found", and the retry finds the record', async ({
  signedIn: page,
  request,
}) => {
  await openPage(page, '/', 'Overview');
  await faults(request).inject({ match: 'GET /rest/viber/', status: 500 });
  await page.keyboard.press('/');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText(VIBER_READ.id);

  const failure = lookupDialog(page)
    .getByRole('alert')
    .filter({ hasText: `Could not check Viber message ${VIBER_READ.id}` });
  await expect(failure).toContainText('Injected fault (HTTP 500)');
  await expect(lookupDialog(page).getByText('not a Viber message id')).toHaveCount(0);
  await expect(lookupDialog(page).getByText(/^Nothing found/)).toHaveCount(0);

  await faults(request).clear();
  await failure
    .getByRole('button', { name: `Retry checking Viber message ${VIBER_READ.id}` })
    .click();
  await expect(failure).toBeHidden();
  await expect(lookupFound(page).first()).toHaveAccessibleName(
    new RegExp(`^Viber message ${VIBER_READ.id}`),
  );
  await lookupInput(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/viber/${VIBER_READ.id}$`));
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
  const pageOptions = dialog.getByRole('group', { name: 'Pages' }).getByRole('option');
  await expect(pageOptions.first()).toHaveAccessibleName(/^Go to Overview/);
  await expect(pageOptions.filter({ hasText: /^Go to Contacts/ })).toHaveCount(1);
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
