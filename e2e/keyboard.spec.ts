// Keyboard shortcuts: the help dialog, "go to" sequences, focusing the filters, turning pages, nothing while
// typing, and a support journey done with the keyboard alone (lookup, list, session, overview, figure).
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, sandbox, test } from './fixtures';
import { startOtpSession } from './helpers/platform';
import { openPage } from './helpers/quality';

// This machine is shared by parallel builds and suites: pages get more time to appear than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of Tab`);
}

const paginationText = (page: Page) => page.getByText(/^(\d[\d,]*–[\d,]+ of [\d,]+|No results)$/);

test('`?` and the header button show the shortcuts; Escape closes them', async ({
  signedIn: page,
}) => {
  await openPage(page, '/', 'Overview');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  const table = help.getByRole('table');
  for (const action of [
    /^Open the lookup/,
    'Show these shortcuts',
    'Go to Overview',
    'Go to Campaign messages',
    'Go to 2FA sessions',
    'Go to OTP templates',
    'Go to Viber',
    'Go to Statistics files',
    'Go to Sender applications',
    'Go to Contacts',
    'Focus the filters of the list',
    'Next page of the list',
    'Previous page of the list',
  ]) {
    await expect(table.getByRole('cell', { name: action })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: /g then s Go to 2FA sessions/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close keyboard shortcuts' }).click();
  await expect(help).toBeHidden();
});

test('`g` then a letter goes to each area', async ({ signedIn: page }) => {
  await openPage(page, '/', 'Overview');
  const areas: [string, RegExp, string][] = [
    ['s', /\/otp\/sessions\?/, '2FA sessions'],
    ['t', /\/otp\/templates(\?|$)/, 'OTP templates'],
    ['a', /\/senders$/, 'Sender applications'],
    ['v', /\/viber(\?|$)/, 'Viber message status'],
    ['m', /\/messages(\?|$)/, 'Campaign messages'],
    ['o', /\/$/, 'Overview'],
  ];
  for (const [key, url, heading] of areas) {
    await page.keyboard.press('g');
    await page.keyboard.press(key);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});

test('`f` focuses the first filter of the list, and says so on a page without filters', async ({
  signedIn: page,
}) => {
  await openPage(page, '/otp/sessions', '2FA sessions');
  await page.keyboard.press('f');
  await expect(page.getByLabel('Created from')).toBeFocused();

  await openPage(page, '/senders', 'Sender applications');
  await page.keyboard.press('f');
  const form = page.getByRole('form', { name: 'Filter sender applications' });
  await expect(form.getByRole('combobox').or(form.getByRole('textbox')).first()).toBeFocused();

  await openPage(page, '/', 'Overview');
  await page.keyboard.press('f');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This page has no filters.' }),
  ).toBeVisible();
});

test('`n` and `p` turn the pages of a list, and say when there is no such page', async ({
  signedIn: page,
}) => {
  await openPage(page, '/senders?limit=25', 'Sender applications');
  await expect(paginationText(page)).toHaveText(/^1–25 of /);
  const total = Number(
    ((await paginationText(page).textContent()) ?? '').replace(/^.* of /, '').replace(/,/g, ''),
  );
  expect(total).toBeGreaterThan(25);

  await page.keyboard.press('p');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This is the first page.' }),
  ).toBeVisible();

  await page.keyboard.press('n');
  await expect(page).toHaveURL(/offset=25/);
  await expect(paginationText(page)).toHaveText(new RegExp(`^26–${Math.min(50, total)} of `));

  await page.keyboard.press('p');
  await expect(page).not.toHaveURL(/offset=25/);
  await expect(paginationText(page)).toHaveText(/^1–25 of /);

  await openPage(
    page,
    `/senders?limit=25&offset=${Math.floor((total - 1) / 25) * 25}`,
    'Sender applications',
  );
  await expect(paginationText(page)).toHaveText(
    new RegExp(`–${total.toLocaleString('en-US')} of `),
  );
  await page.keyboard.press('n');
  await expect(page.getByRole('alert').filter({ hasText: 'This is the last page.' })).toBeVisible();

  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await page.keyboard.press('n');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This page has no list with pages.' }),
  ).toBeVisible();
});

test('shortcut keys typed into a field are text', async ({ signedIn: page }) => {
  await openPage(page, '/otp/sessions', '2FA sessions');
  const ids = page.getByRole('textbox', { name: 'Session ids' });
  await ids.focus();
  await page.keyboard.type('gs fnp?/');
  await expect(ids).toHaveValue('gs fnp?/');
  await expect(page).toHaveURL(/\/otp\/sessions\?/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a support journey by keyboard alone: look up a phone number, open its session, then a figure of the overview', async ({
  signedIn: page,
  request,
}) => {
  const recipient = '380931230004';
  const id = await startOtpSession(request, recipient);
  await openPage(page, '/', 'Overview');

  // The header's lookup field, reached with Tab; typing into it opens the lookup with the text.
  await tabTo(page, page.getByRole('textbox', { name: 'Look up' }));
  await page.keyboard.type(recipient);
  const lookup = page.getByRole('dialog', { name: 'Look up' });
  const input = lookup.getByRole('combobox', { name: /^Look up an id/ });
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(recipient);
  await expect(lookup.getByRole('option', { selected: true })).toHaveAccessibleName(
    new RegExp(`^2FA sessions of ${recipient}`),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`recipient=(%22)?${recipient}`));

  // The session in the list, reached with Tab, opened with Enter.
  const sessionLink = page.getByRole('link', { name: `Session ${id}` });
  await expect(sessionLink).toBeVisible();
  await tabTo(page, sessionLink, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/otp/sessions/${id}$`));
  await expect(page.getByRole('heading', { name: '2FA session', level: 1 })).toBeVisible();

  // Back to the overview, and into the list behind the pending figure.
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const pending = page.getByRole('link', { name: /^[\d,]+ pending 2FA sessions$/ });
  await expect(pending).toBeVisible();
  await tabTo(page, pending);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByRole('link', { name: `Session ${id}` })).toBeVisible();

  // The shortcuts, then the lookup again, closed with Escape.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+K');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lookup).toBeHidden();
});
