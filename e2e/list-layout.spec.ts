// Lists on a desktop: at 1440 px every page's content fits without a sideways scroll (column priorities,
// compact dates, long values cut with the whole value on hover and focus); in a narrower window the
// lower-priority columns give way first, and the ones that identify a row stay.
import type { Page } from '@playwright/test';
import { VIBER_SAMPLES } from '../server/sandbox/store/areas/viber.ts';
import { expect, test } from './fixtures';
import { sidewaysScrolls } from './helpers/checks';
import { openPage } from './helpers/quality';

/** A column header by its label, sortable ones included (their name is "Sort by <label>, <order>"). */
const header = (label: string) => new RegExp(`^(Sort by )?${label}(,|$)`);

/** A list's first data row has appeared (or the page has none). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // Every page at this size is checked by pages.spec.ts; here, the views that are widest: a cascaded Viber
  // message, and the two long lists at their largest page.
  for (const { path, heading } of [
    { path: `/viber/${VIBER_SAMPLES.cascaded.id}`, heading: /Viber/ },
    { path: '/messages?limit=500', heading: 'Campaign messages' },
    { path: '/otp/sessions?limit=500', heading: /2FA sessions/ },
  ]) {
    test(`${path}: nothing scrolls sideways`, async ({ signedIn: page }) => {
      await openPage(page, path, heading);
      await settle(page);
      expect(await sidewaysScrolls(page)).toEqual([]);
    });
  }

  test('campaign messages show Sent and Delivered in view, with compact dates', async ({
    signedIn: page,
  }) => {
    await openPage(page, '/messages', 'Campaign messages');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    for (const name of ['Id', 'Phone', 'Status', 'Sent', 'Delivered'])
      await expect(table.getByRole('columnheader', { name: header(name) })).toBeInViewport();
    // A compact date has no seconds; its full value is on hover.
    const time = table.locator('tbody time').first();
    await expect(time).toHaveText(/^[^:]*\d{1,2}:\d{2}(\s?[AP]M)?$/);
    await expect(time).toHaveAttribute('title', /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  });

  test('a long external reference is cut, and whole on hover and when its row has the focus', async ({
    signedIn: page,
  }) => {
    await openPage(page, '/messages', 'Campaign messages');
    const cut = page.locator('tbody [title][class*="truncate"]').first();
    await expect(cut).toBeVisible();
    const whole = (await cut.getAttribute('title')) ?? '';
    expect(whole.length).toBeGreaterThan(0);
    await expect(cut).toHaveText(whole);
    // The row's first link takes the focus: the cut text is then shown whole (nothing hides its overflow).
    await cut.locator('xpath=ancestor::tr').getByRole('link').first().focus();
    await expect(cut).toHaveCSS('overflow', 'visible');
    await page.mouse.move(0, 0);
    await page.locator('h1').first().click();
    await expect(cut).toHaveCSS('overflow', 'hidden');
    await cut.hover();
    await expect(cut).toHaveCSS('overflow', 'visible');
  });
});

test.describe('in a narrower window', () => {
  test.use({ viewport: { width: 1100, height: 800 } });

  test('the campaign messages table drops its low-priority columns first and still fits', async ({
    signedIn: page,
  }) => {
    await openPage(page, '/messages', 'Campaign messages');
    await settle(page);
    const table = page.getByRole('table');
    for (const name of ['Id', 'Phone', 'Status', 'Delivered'])
      await expect(table.getByRole('columnheader', { name: header(name) })).toBeVisible();
    for (const name of ['Type', 'Created'])
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeHidden();
    expect(await sidewaysScrolls(page)).toEqual([]);
  });

  test('the 2FA sessions table keeps the session, status and recipient', async ({
    signedIn: page,
  }) => {
    await openPage(page, '/otp/sessions', /2FA sessions/);
    await settle(page);
    const table = page.getByRole('table');
    for (const name of ['Session', 'Status', 'Recipient', 'Created'])
      await expect(table.getByRole('columnheader', { name: header(name) })).toBeVisible();
    expect(await sidewaysScrolls(page)).toEqual([]);
  });
});
