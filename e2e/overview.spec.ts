// The overview: each figure is the total of the list it links to, and one failing request shows its own error
// (with a retry that works) while the rest of the page goes on working.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, sandbox, test } from './fixtures';
import { startOtpSession } from './helpers/platform';
import { openPage } from './helpers/quality';

// This machine is shared by parallel builds and suites: pages get more time to appear than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test.afterEach(async ({ request }) => {
  await request.delete('/sandbox/faults');
});

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The number a figure link shows, read from its accessible name ("12 pending 2FA sessions"). */
async function figureValue(link: Locator): Promise<number> {
  const name = (await link.getAttribute('aria-label')) ?? '';
  const match = /^([\d,]+) /.exec(name);
  expect(match, `figure "${name}"`).not.toBeNull();
  return Number((match?.[1] ?? '').replace(/,/g, ''));
}

/** The total the list's paging says: "1–10 of 123" or "No results". */
async function listTotal(page: Page): Promise<number> {
  const paging = page.getByText(/^(\d[\d,]*–[\d,]+ of [\d,]+|No results)$/);
  await expect(paging).toBeVisible();
  const text = (await paging.textContent()) ?? '';
  return text === 'No results' ? 0 : Number(text.replace(/^.* of /, '').replace(/,/g, ''));
}

const FIGURES: { card: string; name: RegExp; heading: string; url: RegExp }[] = [
  ...['pending', 'verified', 'expired', 'failed', 'canceled'].map((status) => ({
    card: '2FA sessions, last 24 hours',
    name: new RegExp(`^[\\d,]+ ${status} 2FA sessions$`),
    heading: '2FA sessions',
    url: new RegExp(`/otp/sessions\\?.*status=${status}`),
  })),
  {
    card: 'Campaign messages, last 24 hours',
    name: /^[\d,]+ campaign messages of the last 24 hours$/,
    heading: 'Campaign messages',
    url: /\/messages\?.*from=/,
  },
  {
    card: 'OTP templates awaiting moderation',
    name: /^[\d,]+ of 10 templates awaiting moderation$/,
    heading: 'OTP templates',
    url: /\/otp\/templates\?.*status=requested/,
  },
  ...['new', 'accepted', 'in progress', 'registration completed', 'rejected'].map((status) => ({
    card: 'Sender applications',
    name: new RegExp(`^[\\d,]+ ${status} sender applications$`),
    heading: 'Sender applications',
    url: new RegExp(`/senders\\?status=${encodeURIComponent(status).replace(/%20/g, '(\\+|%20)')}`),
  })),
];

test('every figure is the total of the filtered list it opens', async ({
  signedIn: page,
  request,
}) => {
  // Twelve figures, each opened and compared with its list.
  test.slow();
  // A pending session of the last minutes, so that at least one session figure is not zero.
  await startOtpSession(request, '380501230005');
  await openPage(page, '/', 'Overview');
  const pending = card(page, '2FA sessions, last 24 hours').getByRole('link', {
    name: /pending 2FA sessions$/,
  });
  expect(await figureValue(pending)).toBeGreaterThanOrEqual(1);

  for (const figure of FIGURES) {
    const link = card(page, figure.card).getByRole('link', { name: figure.name });
    await expect(link).toBeVisible();
    const expected = await figureValue(link);
    await link.click();
    await expect(page).toHaveURL(figure.url);
    await expect(page.getByRole('heading', { name: figure.heading, level: 1 })).toBeVisible();
    expect(await listTotal(page), `${figure.card}: ${String(figure.name)}`).toBe(expected);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  }
});

test('the templates figure counts against the limit of 10', async ({ signedIn: page }) => {
  await openPage(page, '/', 'Overview');
  const templates = card(page, 'OTP templates awaiting moderation');
  const link = templates.getByRole('link', { name: /templates awaiting moderation/ });
  const requested = await figureValue(link);
  await expect(link).toHaveText(
    new RegExp(`^${requested}\\s?of 10 templates awaiting moderation$`),
  );
  await expect(templates.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(requested * 10),
  );
  await expect(
    templates.getByText(`${10 - requested} more can be sent to moderation.`),
  ).toBeVisible();
});

test('the key in use and what is known of the account mode', async ({ signedIn: page }) => {
  await openPage(page, '/', 'Overview');
  const account = card(page, 'Key and account');
  await expect(account.getByRole('row', { name: /^Key in use Live \(live_…\)/ })).toBeVisible();
  await expect(account.getByRole('row', { name: 'API version 2.0 (bearer token)' })).toBeVisible();
  await expect(account.getByRole('row', { name: /^Platform Sandbox/ })).toBeVisible();
  await expect(
    account.getByRole('row', { name: 'Account mode Not reported by the platform' }),
  ).toBeVisible();
  await expect(account).not.toContainText('live_sandbox');
});

test('a failing figure shows its own error and retry while the rest of the page works', async ({
  signedIn: page,
  request,
}) => {
  const fault = await request.post('/sandbox/faults', {
    data: { match: 'GET /api/senders/requests/sms', status: 500 },
  });
  expect(fault.ok(), await fault.text()).toBe(true);
  await openPage(page, '/', 'Overview');

  // Each figure fails on its own (after its retries); once all of them have, the card says so once.
  const senders = card(page, 'Sender applications');
  const error = senders.getByRole('alert', { name: 'Could not load sender applications' });
  await expect(error).toContainText('Injected fault (HTTP 500)');
  await expect(senders.getByRole('alert')).toHaveCount(1);
  await expect(senders.getByRole('link')).toHaveCount(0);

  // The other figures loaded, and their links work.
  const sessions = card(page, '2FA sessions, last 24 hours');
  await expect(
    sessions.getByRole('link', { name: /^[\d,]+ verified 2FA sessions$/ }),
  ).toBeVisible();
  await expect(
    card(page, 'OTP templates awaiting moderation').getByRole('link', {
      name: /templates awaiting moderation/,
    }),
  ).toBeVisible();
  await expect(
    card(page, 'Campaign messages, last 24 hours').getByRole('link', {
      name: /campaign messages of the last 24 hours/,
    }),
  ).toBeVisible();
  await expect(
    card(page, 'Key and account').getByRole('row', { name: /^Key in use/ }),
  ).toBeVisible();

  // The fault is gone: the retry brings the figures.
  expect((await request.delete('/sandbox/faults')).ok()).toBe(true);
  await senders.getByRole('button', { name: 'Try again: Sender applications' }).click();
  await expect(
    senders.getByRole('link', { name: /^[\d,]+ new sender applications$/ }),
  ).toBeVisible();
  await expect(senders.getByRole('alert')).toHaveCount(0);

  await sessions.getByRole('link', { name: /^[\d,]+ verified 2FA sessions$/ }).click();
  await expect(page).toHaveURL(/status=verified/);
});

test('one failing status among several shows its error on that figure only', async ({
  signedIn: page,
  request,
}) => {
  // Only the first request of the sender figures fails (fault used once, no retries left unanswered).
  const fault = await request.post('/sandbox/faults', {
    data: { match: 'GET /api/senders/requests/sms', status: 404, times: 1 },
  });
  expect(fault.ok(), await fault.text()).toBe(true);
  await openPage(page, '/', 'Overview');
  const senders = card(page, 'Sender applications');
  await expect(senders.getByRole('alert')).toHaveCount(1);
  await expect(senders.getByRole('link')).toHaveCount(4);
  await senders.getByRole('button', { name: /^Try again: [a-z ]+ sender applications$/ }).click();
  await expect(senders.getByRole('link')).toHaveCount(5);
  await expect(senders.getByRole('alert')).toHaveCount(0);
});

test('opening the overview again from the navigation counts up to now', async ({
  signedIn: page,
}) => {
  await openPage(page, '/', 'Overview');
  const sessions = card(page, '2FA sessions, last 24 hours');
  const allOfPeriod = sessions.getByRole('link', { name: 'All 2FA sessions of the period' });
  const periodEnd = async () =>
    new URL((await allOfPeriod.getAttribute('href')) ?? '', page.url()).searchParams.get('to');
  const opened = await periodEnd();
  expect(opened).toBeTruthy();
  // The period is fixed to the second: once the clock has moved on, the link opens a period that ends later, and
  // the figures are those of that period. Within 15 s: the page's own refresh, every 30 s, is not what moves it.
  await expect(async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Overview/ })
      .first()
      .click();
    expect(await periodEnd()).not.toBe(opened);
  }).toPass({ timeout: 15_000 });
  await expect(
    sessions.getByRole('link', { name: /^[\d,]+ verified 2FA sessions$/ }),
  ).toBeVisible();
});
