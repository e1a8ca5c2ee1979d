// 2FA session journeys: send by SMS and verify, wrong codes and tries, resend, cancel, Viber fallback to SMS,
// expiry on the sandbox clock, the demo account refused, and a filtered list that survives a reload. Codes
// are read from GET /sandbox/outbox, as the recipient would read them.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, sandbox, signIn, test } from './fixtures';
import { latestCode, outbox, startOtpSession } from './helpers/platform';
import { expectOrderUnsaid } from './helpers/quality';

/** The first page of a journey loads the whole console and, after a reset, a cold database: allow more. */
const FIRST_PAINT = { timeout: 30_000 };

/** The sandbox's magic recipients (docs/sandbox/otp.md). */
const NOT_A_VIBER_USER = '380990000001';
const RECIPIENT = '380501112233';

interface SendOptions {
  channel?: 'SMS' | 'Viber';
  sender?: string;
  recipient?: string;
  senderAlt?: string;
  lifetime?: number;
  maxTries?: number;
}

/** Fills the Send OTP form and sends it; the new session's page opens. */
async function sendFromForm(page: Page, options: SendOptions = {}) {
  await page.goto('/otp/send');
  await expect(page.getByRole('heading', { name: 'Send an OTP' })).toBeVisible(FIRST_PAINT);
  if (options.channel === 'Viber') await page.getByRole('radio', { name: 'Viber' }).check();
  await page.getByRole('textbox', { name: 'Sender', exact: true }).fill(options.sender ?? 'MyShop');
  await page
    .getByRole('textbox', { name: 'Recipient', exact: true })
    .fill(options.recipient ?? RECIPIENT);
  if (options.senderAlt)
    await page.getByRole('textbox', { name: 'SMS fallback sender' }).fill(options.senderAlt);
  if (options.lifetime)
    await page.getByRole('textbox', { name: 'Code lifetime' }).fill(String(options.lifetime));
  if (options.maxTries)
    await page.getByRole('textbox', { name: 'Maximum tries' }).fill(String(options.maxTries));
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue(/Default/);
  await page.getByRole('button', { name: 'Send code' }).click();
}

async function expectSessionPage(page: Page, status: string) {
  await expect(page).toHaveURL(/\/otp\/sessions\/[0-9a-f-]{36}$/, FIRST_PAINT);
  await expect(page.getByRole('heading', { name: '2FA session', level: 1 })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${status}:`)).first()).toBeVisible();
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test('sends an OTP by SMS, then the right code verifies the session', async ({
  signedIn: page,
  request,
}) => {
  await sendFromForm(page);
  await expectSessionPage(page, 'pending');
  await expect(page.getByRole('timer', { name: 'Expires in' })).toHaveText(/^[45]:\d\d$/);
  await expect(page.getByText('3 of 3')).toBeVisible();
  await expect(page.getByText(/Updated \d+ s ago/)).toBeVisible();

  await codeField(page).fill(await latestCode(request, RECIPIENT));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSessionPage(page, 'verified');
  await expect(page.getByText(/This session is verified: it no longer changes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveAccessibleDescription(
    /Verified sessions cannot be verified/,
  );
});

test('a wrong code shows the error and the tries left; the last try ends the session as failed', async ({
  signedIn: page,
  request,
}) => {
  await sendFromForm(page, { maxTries: 2 });
  await expectSessionPage(page, 'pending');
  const right = await latestCode(request, RECIPIENT);
  const wrong = right.startsWith('1') ? '222222' : '111111';

  await codeField(page).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(codeField(page)).toHaveAccessibleDescription(
    /The code does not match the expected value\. 1 try left\./,
  );
  await expect(page.getByText('1 of 2')).toBeVisible();
  await expectSessionPage(page, 'pending');

  await codeField(page).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/No tries left: the session has failed\./)).toBeVisible();
  await expectSessionPage(page, 'failed');
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveAccessibleDescription(
    'Failed sessions cannot be resent.',
  );
});

test('resend: the old code is refused and the new one verifies', async ({
  signedIn: page,
  request,
}) => {
  await sendFromForm(page);
  await expectSessionPage(page, 'pending');
  const first = await latestCode(request, RECIPIENT);

  await page.getByRole('button', { name: 'Resend code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend the code?' });
  await dialog.getByRole('button', { name: 'Resend code' }).click();
  await expect(dialog).toBeHidden();
  const second = await latestCode(request, RECIPIENT, 2);
  await expect(page.getByText('SMS from MyShop')).toHaveCount(2);

  if (first !== second) {
    await codeField(page).fill(first);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(codeField(page)).toHaveAccessibleDescription(
      /The code does not match the expected value\. 2 tries left\./,
    );
  }
  await codeField(page).fill(second);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSessionPage(page, 'verified');
});

test('cancel: the session is canceled and every action is disabled with its reason', async ({
  signedIn: page,
}) => {
  await sendFromForm(page);
  await expectSessionPage(page, 'pending');
  await page.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  // The confirmation closes (its own "Cancel session" is gone) and the page shows the canceled session.
  await expect(dialog).toBeHidden();
  await expectSessionPage(page, 'canceled');

  for (const [name, reason] of [
    ['Verify', 'Canceled sessions cannot be verified.'],
    ['Resend code', 'Canceled sessions cannot be resent.'],
    ['Cancel session', 'Canceled sessions cannot be canceled. This session is already canceled.'],
  ] as const) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  await expect(codeField(page)).toBeDisabled();
  await expect(page.getByText('Session price')).toBeVisible();
  await expect(page.getByRole('row', { name: /Session price/ })).toContainText('0.00 EUR');
});

test('Viber to a number that is not a Viber user falls back to SMS: both messages in the timeline', async ({
  signedIn: page,
  request,
}) => {
  await sendFromForm(page, {
    channel: 'Viber',
    recipient: NOT_A_VIBER_USER,
    senderAlt: 'MyShopSMS',
  });
  await expectSessionPage(page, 'pending');
  const messages = page.getByRole('region', { name: 'Messages' });
  const viber = messages.getByText('Viber from MyShop');
  const sms = messages.getByText('SMS from MyShopSMS');
  await expect(viber).toBeVisible();
  await expect(sms).toBeVisible();
  await expect(messages.getByText('SMS fallback', { exact: true })).toBeVisible();
  await expect(messages.getByText('undelivered', { exact: true })).toBeVisible();
  // In the order they were sent: the Viber message first, then its SMS fallback.
  const viberBox = await viber.boundingBox();
  const smsBox = await sms.boundingBox();
  expect(viberBox?.y ?? 0).toBeLessThan(smsBox?.y ?? 0);

  const sent = await outbox(request, NOT_A_VIBER_USER);
  expect(sent.map((m) => `${m.channel}:${m.sender}`)).toEqual(['sms:MyShopSMS', 'viber:MyShop']);
});

test('past the code lifetime on the sandbox clock, the page shows the session expired', async ({
  signedIn: page,
  request,
}) => {
  await sendFromForm(page, { lifetime: 30 });
  await expectSessionPage(page, 'pending');
  await sandbox(request).advanceClock(31);
  // The page refreshes itself while pending and stops once the session is final.
  await expectSessionPage(page, 'expired');
  await expect(page.getByText(/This session is expired: it no longer changes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveAccessibleDescription(
    'Expired sessions cannot be resent.',
  );
});

test('the demo-mode account is refused with the platform message, and the form keeps its values', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.demoMode);
  await sendFromForm(page, { sender: 'DemoShop' });
  const alert = page.getByRole('alert').filter({ hasText: 'The code was not sent' });
  await expect(alert).toContainText('action available only for the manager phone number');
  await expect(alert).toContainText('demo mode');
  await expect(page).toHaveURL(/\/otp\/send$/);
  await expect(page.getByRole('textbox', { name: 'Sender', exact: true })).toHaveValue('DemoShop');
  await expect(page.getByRole('textbox', { name: 'Recipient', exact: true })).toHaveValue(
    RECIPIENT,
  );
});

test('the list filtered by recipient and status survives a reload', async ({
  signedIn: page,
  request,
}) => {
  const headers = { 'X-API-KEY': ACCOUNTS.live };
  const body = {
    channel: 'SMS',
    sender: 'MyShop',
    recipient: RECIPIENT,
    template_id: '1',
    code_digits: 6,
    code_lifetime: 300,
    code_max_tries: 3,
  };
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await request.post('/api/2fa/authentications/otp', { headers, data: body });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  const canceled = await request.post(`/api/2fa/authentications/${ids[1] ?? ''}/cancel`, {
    headers,
  });
  expect(canceled.status()).toBe(200);

  await page.goto('/otp/sessions');
  await expect(page.getByRole('heading', { name: '2FA sessions' })).toBeVisible(FIRST_PAINT);
  // The period is written into the URL (the last 24 hours).
  await expect(page).toHaveURL(/from=.*to=/);
  await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill(RECIPIENT);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('canceled');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // Kept as the string of digits typed (the router quotes a string that looks like a number).
  await expect(page).toHaveURL(/recipient=(%22)?380501112233(%22)?(&|$)/);
  await expect(page).toHaveURL(/status=canceled/);

  const table = page.getByRole('table', { name: '2FA sessions' });
  const expectFiltered = async () => {
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: `Session ${ids[1] ?? ''}` })).toBeVisible();
    await expect(page.getByText('1–1 of 1')).toBeVisible();
  };
  await expectFiltered();
  await page.reload();
  await expectFiltered();
  await expect(page.getByRole('textbox', { name: 'Recipient', exact: true })).toHaveValue(
    RECIPIENT,
  );
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('canceled');

  await table.getByRole('link', { name: `Session ${ids[1] ?? ''}` }).click();
  await expectSessionPage(page, 'canceled');
});

test('a page of 500 sessions holds only the rows in view, and the keyboard scrolls to the last', async ({
  signedIn: page,
}) => {
  const iso = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const now = Date.now();
  const search = new URLSearchParams({
    from: iso(now - 200 * 86_400_000),
    to: iso(now),
    limit: '500',
  });
  await page.goto(`/otp/sessions?${search.toString()}`);
  const table = page.getByRole('table', { name: '2FA sessions' });
  await expect(table).toHaveAttribute('aria-rowcount', /^\d+$/, FIRST_PAINT);
  const rowCount = Number(await table.getAttribute('aria-rowcount'));
  // The seed holds more sessions in 200 days than a long page shows at once (100 rows and more are virtual).
  expect(rowCount - 1).toBeGreaterThanOrEqual(100);
  const shown = table.locator('tbody tr[aria-rowindex]');
  await expect(shown.first()).toHaveAttribute('aria-rowindex', '2');
  expect(await shown.count()).toBeLessThan(rowCount - 1);

  const box = page.getByRole('region', { name: '2FA sessions (scrollable)' });
  await box.focus();
  await page.keyboard.press('End');
  const last = table.locator(`tbody tr[aria-rowindex="${rowCount}"]`);
  await expect(last).toBeInViewport();
  await expect(last.getByRole('link', { name: /^Session / })).toBeVisible();
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toHaveCount(0);
  // The column headings stay in sight above the last rows.
  await expect(table.getByRole('columnheader').first()).toBeInViewport();
});

test('a session sent from the console with a pasted number is the first row of 2FA sessions', async ({
  signedIn: page,
}) => {
  await page.goto('/otp/send');
  await expect(page.getByRole('heading', { name: 'Send an OTP' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('textbox', { name: 'Sender', exact: true }).fill('MyShop');
  const recipient = page.getByRole('textbox', { name: 'Recipient', exact: true });
  await recipient.fill('+380 50 111 22 44');
  await expect(recipient).toHaveAccessibleDescription(/Sends to 380501112244/);
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue(/Default/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectSessionPage(page, 'pending');
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Back to the list through the navigation, without touching the sort: newest first.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^2FA sessions/ })
    .first()
    .click();
  const table = page.getByRole('table', { name: '2FA sessions' });
  await expect(table.getByRole('link', { name: /^Session / }).first()).toHaveAccessibleName(
    `Session ${id}`,
    FIRST_PAINT,
  );
  await expect(table.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByTestId('updated-ago')).toContainText(/Updated/);
});

test('a recipient filter with a leading zero is kept and sent as typed', async ({
  signedIn: page,
}) => {
  await page.goto('/otp/sessions');
  await expect(page.getByRole('heading', { name: '2FA sessions' })).toBeVisible(FIRST_PAINT);
  const sent = page.waitForRequest(
    (request) =>
      request.url().includes('/api/2fa/authentications?') &&
      new URL(request.url()).searchParams.get('filter[recipient]') === '012345678',
  );
  await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill('012345678');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await sent;
  await expect(page).toHaveURL(/recipient=(%22)?012345678/);
  await expect(page.getByText('No session matches these filters')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Recipient', exact: true })).toHaveValue(
    '012345678',
  );
});

test('a session sent from the console is the first row when the person goes Back to the list they left', async ({
  signedIn: page,
}) => {
  await page.goto('/otp/sessions');
  const table = page.getByRole('table', { name: '2FA sessions' });
  await expect(page.getByRole('heading', { name: '2FA sessions', level: 1 })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(page).toHaveURL(/from=.*to=/);
  await expect(table.getByRole('link', { name: /^Session / }).first()).toBeVisible();
  const listUrl = new URL(page.url());
  const listedFirst = await table
    .getByRole('link', { name: /^Session / })
    .first()
    .textContent();

  await page.getByRole('link', { name: 'Send an OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Send an OTP' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sender', exact: true }).fill('MyShop');
  await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill('380501112255');
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue(/Default/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectSessionPage(page, 'pending');
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(listedFirst).not.toContain(id);

  // The browser's Back, twice: past the Send OTP page to the list as it was left.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Send an OTP' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/otp\/sessions\?/);
  await expect(page.getByRole('heading', { name: '2FA sessions', level: 1 })).toBeVisible();
  await expect(table.getByRole('link', { name: /^Session / }).first()).toHaveAccessibleName(
    `Session ${id}`,
  );
  await expect(table.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // Still the last 24 hours, now up to the return.
  const backUrl = new URL(page.url());
  const hours = (url: URL) =>
    (Date.parse(url.searchParams.get('to') ?? '') -
      Date.parse(url.searchParams.get('from') ?? '')) /
    3_600_000;
  expect(hours(backUrl)).toBe(24);
  expect(Date.parse(backUrl.searchParams.get('to') ?? '')).toBeGreaterThanOrEqual(
    Date.parse(listUrl.searchParams.get('to') ?? ''),
  );
});

test('Clear filters after a sort and a filter returns to newest first, in the same period', async ({
  signedIn: page,
  request,
}) => {
  const filtered = await startOtpSession(request, '380501112266');
  await page.goto('/otp/sessions');
  const table = page.getByRole('table', { name: '2FA sessions' });
  const firstRow = table.getByRole('link', { name: /^Session / }).first();
  await expect(firstRow).toBeVisible(FIRST_PAINT);
  const created = table.getByRole('columnheader', { name: /Sort by Created,/ });
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  const newestFirst = await firstRow.getAttribute('aria-label');
  const period = new URL(page.url());

  await page.getByRole('button', { name: 'Sort by Recipient, ascending' }).click();
  await expect(page).toHaveURL(/sort=recipient/);
  await expect(page).toHaveURL(/way=asc/);
  await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill('380501112266');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/recipient=/);
  await expect(firstRow).toHaveAccessibleName(`Session ${filtered}`);
  await expect(created).toHaveAttribute('aria-sort', 'none');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/recipient=/);
  const url = expectOrderUnsaid(page);
  expect(url.searchParams.get('from')).toBe(period.searchParams.get('from'));
  expect(url.searchParams.get('to')).toBe(period.searchParams.get('to'));
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow).toHaveAccessibleName(newestFirst ?? '');
  await expect(page.getByRole('textbox', { name: 'Recipient', exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
});
