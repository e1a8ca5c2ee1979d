// The console under faults injected in the sandbox (POST /sandbox/faults): a slow list shows progress and
// can be left; a list that keeps failing shows an error with a retry while the shell still works; a GET that
// fails once or twice is retried unseen; a mutation whose answer is lost is sent exactly once and the form keeps its
// values; a malformed body is an error message; an expired token is renewed without losing the place.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, sandbox, test } from './fixtures';
import { expectHeading, faults, watchPage } from './helpers/quality';
import { startOtpSession } from './helpers/platform';

// This machine is shared by parallel builds and suites: pages get more time to appear than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const SESSIONS = '/api/2fa/authentications';
const TEMPLATES = '/api/2fa/authentications/templates';
const SENDING_CAMPAIGN = 900001;

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test.afterEach(async ({ request }) => {
  await faults(request).clear();
});

/** The requests of the sessions list (not of its sub-resources), as the sandbox logged them. */
async function listRequests(request: APIRequestContext) {
  return (await faults(request).requests('GET', SESSIONS)).filter(
    (logged) => logged.path === SESSIONS || logged.path.startsWith(`${SESSIONS}?`),
  );
}

/**
 * Exactly one request of this method and path reached the sandbox, and no other follows it: mutations are never
 * retried, so once the page shows the failure the mutation has settled, and the count is final.
 */
async function expectSentOnce(
  page: Page,
  request: APIRequestContext,
  method: string,
  path: string,
) {
  const sent = async () =>
    (await faults(request).requests(method, path)).filter(
      (logged) => logged.path === path || logged.path.startsWith(`${path}?`),
    ).length;
  await expect.poll(sent).toBe(1);
  await expect(page.getByText(/Cannot reach the server/).first()).toBeVisible();
  expect(await sent()).toBe(1);
}

const navLink = (page: Page, name: string) =>
  page
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first();

test('a slow list shows progress, and the person can leave it', async ({
  signedIn: page,
  request,
}) => {
  await page.goto('/campaigns');
  await expectHeading(page, 'Campaigns');
  // The list's answer is held far longer than the page takes to change.
  await faults(request).inject({ match: `GET ${SESSIONS}`, delay_ms: 60_000, times: 5 });
  const answered: string[] = [];
  page.on('requestfinished', (finished) => {
    if (new URL(finished.url()).pathname === SESSIONS) answered.push(finished.url());
  });
  await navLink(page, '2FA sessions').click();
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]').first()).toBeVisible();
  // Leaving does not wait for the slow answer: the next page is shown while the list's request is unanswered.
  await navLink(page, 'Contacts').click();
  await expectHeading(page, /Contacts/);
  expect(answered).toEqual([]);
});

test('a list whose request fails shows an error with a retry, and the rest of the shell works', async ({
  signedIn: page,
  request,
}) => {
  // A session of the last day, so that the list has a row once the platform answers again (at any seed size;
  // oldest first, it is on the first page only of a small seed).
  await startOtpSession(request, '380501112266');
  // Every try fails (the loader's and the page's, each retried twice) until the faults are cleared.
  await faults(request).inject({ match: `GET ${SESSIONS}`, status: 500 });
  await page.goto('/otp/sessions');
  await expectHeading(page, '2FA sessions');
  const error = page.getByRole('alert').filter({ hasText: 'Injected fault (HTTP 500)' });
  await expect(error).toBeVisible({ timeout: 30_000 });
  const retry = error.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('table', { name: '2FA sessions' })).toHaveCount(0);

  // The shell still works: another page through the navigation, the lookup, and back.
  await navLink(page, 'Campaigns').click();
  await expectHeading(page, 'Campaigns');
  await page.keyboard.press('Control+k');
  const lookup = page.getByRole('dialog', { name: 'Look up' });
  await expect(lookup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lookup).toBeHidden();
  await navLink(page, '2FA sessions').click();
  await expectHeading(page, '2FA sessions');
  await expect(error).toBeVisible({ timeout: 30_000 });

  // The platform answers again: Try again shows the list.
  await faults(request).clear();
  await retry.click();
  const table = page.getByRole('table', { name: '2FA sessions' });
  await expect(table.getByRole('link', { name: /^Session / }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(error).toHaveCount(0);
});

test('a GET that fails twice is retried and the list appears without anyone asking', async ({
  signedIn: page,
  request,
}) => {
  // A session of the last day, so that the list has a row whatever the size of the seed.
  await startOtpSession(request, '380501112255');
  await page.goto('/campaigns');
  await expectHeading(page, 'Campaigns');
  await faults(request).clearLog();
  await faults(request).inject({ match: `GET ${SESSIONS}`, status: 503, times: 2 });
  await navLink(page, '2FA sessions').click();
  await expect(
    page
      .getByRole('table', { name: '2FA sessions' })
      .getByRole('link', { name: /^Session / })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Injected fault' })).toHaveCount(0);
  // The third try is the one that reached the platform.
  expect((await listRequests(request)).length).toBeGreaterThanOrEqual(1);
});

test.describe('a mutation whose answer is lost is sent exactly once', () => {
  test('stop campaign', async ({ signedIn: page, request }) => {
    const path = `/api/campaigns/${SENDING_CAMPAIGN}/stop`;
    await page.goto(`/campaigns/${SENDING_CAMPAIGN}`);
    await expectHeading(page, `Campaign ${SENDING_CAMPAIGN}`);
    await faults(request).clearLog();
    await faults(request).inject({ match: `PUT ${path}`, drop: true, times: 1 });
    await page.getByRole('button', { name: 'Stop campaign' }).click();
    await page
      .getByRole('dialog', { name: `Stop campaign ${SENDING_CAMPAIGN}?` })
      .getByRole('button', { name: 'Stop campaign' })
      .click();
    await expectSentOnce(page, request, 'PUT', path);
  });

  test('send OTP, and the form keeps its values', async ({ signedIn: page, request }) => {
    const path = '/api/2fa/authentications/otp';
    await page.goto('/otp/send');
    await expectHeading(page, 'Send an OTP');
    await page.getByRole('textbox', { name: 'Sender', exact: true }).fill('MyShop');
    await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill('380501112299');
    await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue(/Default/);
    await faults(request).clearLog();
    await faults(request).inject({ match: `POST ${path}`, drop: true, times: 1 });
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectSentOnce(page, request, 'POST', path);
    await expect(page).toHaveURL(/\/otp\/send/);
    await expect(page.getByRole('textbox', { name: 'Recipient', exact: true })).toHaveValue(
      '380501112299',
    );
    await expect(page.getByRole('textbox', { name: 'Sender', exact: true })).toHaveValue('MyShop');
  });

  test('verify, and the code stays in its field', async ({ signedIn: page, request }) => {
    const id = await startOtpSession(request, '380501112288');
    const path = `/api/2fa/authentications/otp/${id}/verify`;
    await page.goto(`/otp/sessions/${id}`);
    await expectHeading(page, '2FA session');
    await faults(request).clearLog();
    await faults(request).inject({ match: `POST ${path}`, drop: true, times: 1 });
    const code = page.getByRole('textbox', { name: 'Code', exact: true });
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSentOnce(page, request, 'POST', path);
    await expect(code).toHaveValue('000000');
  });

  test('create template, and the form keeps its values', async ({ signedIn: page, request }) => {
    await page.goto('/otp/templates/new');
    await expectHeading(page, 'New OTP template');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Lost answer');
    const picker = page.getByRole('combobox', { name: /^Countries/ });
    await picker.click();
    await picker.fill('Ukraine');
    await page.getByRole('option', { name: /Ukraine/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: /^Text/ }).fill('Your code {code2fa}');
    await faults(request).clearLog();
    await faults(request).inject({ match: `POST ${TEMPLATES}`, drop: true, times: 1 });
    await page.getByRole('button', { name: 'Send to moderation' }).click();
    await expectSentOnce(page, request, 'POST', TEMPLATES);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Lost answer');
    await expect(page.getByRole('textbox', { name: /^Text/ })).toHaveValue('Your code {code2fa}');
  });

  test('delete template', async ({ signedIn: page, request }) => {
    const path = `${TEMPLATES}/102`;
    await page.goto('/otp/templates?sort=name&way=asc&limit=100');
    await expectHeading(page, 'OTP templates');
    await faults(request).clearLog();
    await faults(request).inject({ match: `DELETE ${path}`, drop: true, times: 1 });
    await page.getByRole('button', { name: 'Delete template Password reset' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this template?' })
      .getByRole('button', { name: 'Delete template' })
      .click();
    await expectSentOnce(page, request, 'DELETE', path);
  });

  test('create contact, and the form keeps its values', async ({ signedIn: page, request }) => {
    await page.goto('/contacts/new');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toBeVisible({ timeout: 30_000 });
    await phone.fill('380931112244');
    await faults(request).clearLog();
    await faults(request).inject({ match: 'POST /api/contacts', drop: true, times: 1 });
    await page.getByRole('button', { name: 'Create contact' }).click();
    await expectSentOnce(page, request, 'POST', '/api/contacts');
    await expect(phone).toHaveValue('380931112244');
  });
});

test('a malformed body is an error message, never a blank page or an unhandled exception', async ({
  signedIn: page,
  request,
}) => {
  const watched = watchPage(page);
  await faults(request).inject({ match: `GET ${SESSIONS}`, body: 'malformed', times: 20 });
  await page.goto('/otp/sessions');
  await expectHeading(page, '2FA sessions');
  await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(watched.errors).toEqual([]);

  // And a malformed answer to a mutation.
  await faults(request).inject({ match: `POST ${TEMPLATES}`, body: 'malformed', times: 1 });
  await page.goto('/otp/templates/new');
  await expectHeading(page, 'New OTP template');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Malformed answer');
  const picker = page.getByRole('combobox', { name: /^Countries/ });
  await picker.click();
  await picker.fill('Poland');
  await page.getByRole('option', { name: /Poland/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /^Text/ }).fill('Code {code2fa}');
  await page.getByRole('button', { name: 'Send to moderation' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Malformed answer');
  expect(watched.errors).toEqual([]);
});

test('an expired token in the middle of work is renewed without losing the place', async ({
  signedIn: page,
  request,
}) => {
  const recipient = '380501112277';
  const id = await startOtpSession(request, recipient);
  await page.goto('/otp/sessions');
  await expectHeading(page, '2FA sessions');
  await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill(recipient);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`recipient=(%22)?${recipient}`));
  const table = page.getByRole('table', { name: '2FA sessions' });
  await expect(table.getByRole('link', { name: `Session ${id}` })).toBeVisible();

  // Two hours later the platform's token has expired.
  await sandbox(request).advanceClock(7200);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`recipient=(%22)?${recipient}`));
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The next action succeeds: the session opens.
  await page.goto(`/otp/sessions/${id}`);
  await expectHeading(page, '2FA session');
  await expect(page).not.toHaveURL(/\/login/);
});
