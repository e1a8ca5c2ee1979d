// Accessibility: an axe scan (WCAG 2 A and AA) of the pages in their error states and of the dialogs and
// drawers people open, in both colour schemes, with no serious or critical violation (every page itself is
// scanned by pages.spec.ts); and one support journey by keyboard alone (sign in, open a session, verify its
// code, sign out).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { STAT_FILE_SAMPLES } from '../server/sandbox/store/areas/statistics.ts';
import { expect, sandbox, signIn, test } from './fixtures';
import { expectAccessible, useScheme } from './helpers/checks';
import { expectHeading, faults } from './helpers/quality';
import { latestCode, startOtpSession } from './helpers/platform';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

interface DialogCase {
  name: string;
  /** Opens the dialog or drawer as a person does and returns it. */
  open: (page: Page, request: APIRequestContext) => Promise<Locator>;
  /** Closes it as a person does. */
  close: (page: Page, dialog: Locator) => Promise<void>;
}

const closeWith = (name: string) => async (_page: Page, dialog: Locator) =>
  dialog.getByRole('button', { name, exact: true }).click();

async function openSessionPage(page: Page, request: APIRequestContext, recipient: string) {
  const id = await startOtpSession(request, recipient);
  await page.goto(`/otp/sessions/${id}`);
  await expectHeading(page, '2FA session');
}

/** Every dialog and drawer people open in the console. */
const DIALOGS: readonly DialogCase[] = [
  {
    name: 'the lookup palette',
    open: async (page) => {
      await page.goto('/');
      await expectHeading(page, 'Overview');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Look up' });
      await expect(dialog.getByRole('option').first()).toBeVisible();
      return dialog;
    },
    close: async (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'the keyboard shortcuts help',
    open: async (page) => {
      await page.goto('/');
      await expectHeading(page, 'Overview');
      await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
      return page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    },
    close: closeWith('Close keyboard shortcuts'),
  },
  {
    name: 'the stop campaign confirmation',
    open: async (page) => {
      await page.goto('/campaigns/900001');
      await expectHeading(page, 'Campaign 900001');
      await page.getByRole('button', { name: 'Stop campaign' }).click();
      return page.getByRole('dialog', { name: 'Stop campaign 900001?' });
    },
    close: closeWith('Keep it'),
  },
  {
    name: 'the delete template confirmation',
    open: async (page) => {
      await page.goto('/otp/templates?sort=name&way=asc&limit=100');
      await expectHeading(page, 'OTP templates');
      await page.getByRole('button', { name: 'Delete template Password reset' }).click();
      return page.getByRole('dialog', { name: 'Delete this template?' });
    },
    close: closeWith('Keep it'),
  },
  {
    name: 'the resend code confirmation',
    open: async (page, request) => {
      await openSessionPage(page, request, '380501110003');
      await page.getByRole('button', { name: 'Resend code' }).click();
      return page.getByRole('dialog', { name: 'Resend the code?' });
    },
    close: closeWith('Keep the current code'),
  },
  {
    name: 'the cancel session confirmation',
    open: async (page, request) => {
      await openSessionPage(page, request, '380501110004');
      await page.getByRole('button', { name: 'Cancel session' }).click();
      return page.getByRole('dialog', { name: 'Cancel this session?' });
    },
    close: closeWith('Keep the session'),
  },
  {
    // Its closing control is the field itself: Escape, as a person typing in it does.
    name: 'the date-time field’s calendar',
    open: async (page) => {
      await page.goto('/messages');
      await expectHeading(page, 'Campaign messages');
      await page.getByLabel('Sent from').click();
      const dialog = page.getByRole('dialog', { name: 'Calendar' });
      await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeVisible();
      return dialog;
    },
    close: async (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'the campaign message drawer',
    open: async (page) => {
      await page.goto('/messages');
      await expectHeading(page, 'Campaign messages');
      await page
        .getByRole('link', { name: /^Open message / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Message / });
      await expect(dialog.getByRole('button', { name: 'Close the message' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      return dialog;
    },
    close: closeWith('Close the message'),
  },
  {
    name: 'the sender application drawer',
    open: async (page) => {
      await page.goto('/senders');
      await expectHeading(page, 'Sender applications');
      await page
        .getByRole('button', { name: /^Open application / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Sender application / });
      await page.waitForLoadState('networkidle');
      return dialog;
    },
    close: closeWith('Close the application'),
  },
  {
    name: 'the statistics entry drawer',
    open: async (page) => {
      await page.goto(`/statistics/${STAT_FILE_SAMPLES.hlr}`);
      await expectHeading(page, 'Statistics file');
      await expect(
        page.getByRole('status').filter({ hasText: /entries · .* read in/ }),
      ).toBeVisible({ timeout: 120_000 });
      await page
        .getByRole('button', { name: /^Open entry / })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Operator details (HLR)' })).toBeVisible();
      return dialog;
    },
    close: closeWith('Close the entry'),
  },
];

test.use({ colorScheme: 'light' });

/** Scans what is shown in the light scheme, then (the console following the system's scheme) in the dark one. */
async function expectAccessibleInBoth(page: Page, what: string, options?: { include?: string }) {
  await useScheme(page, 'light');
  await expectAccessible(page, `${what} (light)`, options);
  await useScheme(page, 'dark');
  await expectAccessible(page, `${what} (dark)`, options);
  await useScheme(page, 'light');
}

test('pages in their error states have no serious or critical violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A refused sign-in: the key's field error and the form's alert.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'API key' }).fill('live_no_such_key');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The field says it is invalid, and its error is its description.
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveAttribute(
    'aria-invalid',
    'true',
    { timeout: 30_000 },
  );
  await expectAccessibleInBoth(page, 'refused sign-in');

  await signIn(page);
  // A refused form: Send an OTP with its fields empty shows every field error.
  await page.goto('/otp/send');
  await expectHeading(page, 'Send an OTP');
  await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessibleInBoth(page, 'refused Send an OTP form');

  // A failed list: every try of the sessions list fails, the page shows its error with a retry.
  await faults(request).inject({ match: 'GET /api/2fa/authentications', status: 500 });
  try {
    await page.goto('/otp/sessions');
    await expectHeading(page, /2FA sessions/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Injected fault (HTTP 500)' }),
    ).toBeVisible({ timeout: 30_000 });
    await expectAccessibleInBoth(page, 'failed 2FA sessions list');
  } finally {
    await faults(request).clear();
  }
});

for (const dialogCase of DIALOGS) {
  test(`${dialogCase.name} has no serious or critical violation`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const dialog = await dialogCase.open(page, request);
    await expect(dialog).toBeVisible();
    await expectAccessibleInBoth(page, dialogCase.name, { include: '[role="dialog"]' });
    await dialogCase.close(page, dialog);
    await expect(dialog).toBeHidden();
  });
}

test('a support journey by keyboard alone: sign in, open a session, verify its code, sign out', async ({
  page,
  request,
}) => {
  const recipient = '380501110002';
  const id = await startOtpSession(request, recipient);
  const code = await latestCode(request, recipient);

  await page.goto('/login');
  const key = page.getByRole('textbox', { name: 'API key' });
  await expect(key).toBeVisible({ timeout: 30_000 });
  // Tab to the key field, type it, and press Enter to sign in.
  for (
    let presses = 0;
    presses < 30 && !(await key.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(key).toBeFocused();
  await page.keyboard.type('live_sandbox');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });

  // The lookup palette: Ctrl+K, paste the session id, Enter.
  await page.keyboard.press('Control+k');
  const lookup = page.getByRole('dialog', { name: 'Look up' });
  await expect(lookup).toBeVisible();
  await page.keyboard.type(id);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/otp/sessions/${id}$`), { timeout: 30_000 });
  await expectHeading(page, '2FA session');

  // Tab to the code field, type the code the recipient got, and press Enter.
  const codeField = page.getByRole('textbox', { name: 'Code', exact: true });
  for (
    let presses = 0;
    presses < 60 && !(await codeField.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(codeField).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^verified:/).first()).toBeVisible({ timeout: 30_000 });

  // Tab to Sign out and press Enter.
  const signOut = page.getByRole('button', { name: 'Sign out' });
  for (
    let presses = 0;
    presses < 80 && !(await signOut.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Shift+Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
});
