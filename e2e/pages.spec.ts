// Every page of the console, each opened once and checked as people meet it (this spec runs in the sandbox and
// the proxy project of playwright.config.ts):
// - the browser console stays empty: no error, no warning, no failed request logged;
// - on a desktop (1440 × 900) no list scrolls sideways;
// - on a phone (390 × 844), in both colour schemes, nothing passes the viewport's right edge and the header's
//   controls are on screen (the header once measured 456 px, with "Sign out" off screen);
// - an axe scan (WCAG 2 A and AA) finds no serious or critical violation, in both colour schemes (sandbox), and
//   the headings go down one level at a time.
import type { Page, TestInfo } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';
import {
  expectAccessible,
  expectHeadingsInOrder,
  overflowing,
  settled,
  sidewaysScrolls,
  useScheme,
  watchConsole,
} from './helpers/checks';
import { PAGES, expectHeading, openPage } from './helpers/quality';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: DESKTOP, colorScheme: 'light' });

/** The scans run once, on the sandbox (the proxy project renders the same components). */
const scans = (testInfo: TestInfo) => testInfo.project.name === 'sandbox';

/** On a phone, in the scheme the page shows: nothing past the right edge, and the header's controls on screen. */
async function expectFitsPhone(page: Page, what: string, signedIn: boolean) {
  // The layout follows a new size with a transition (the shell's navbar and padding): measured once it ends.
  await settled(page);
  if (signedIn)
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
  expect.soft(await overflowing(page), `${what} on a phone`).toEqual([]);
}

test('the sign-in page', async ({ page }, testInfo) => {
  const logged = watchConsole(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/login');
  await expectHeading(page, /Sign in/);
  await page.waitForLoadState('networkidle');
  // It asks only what can succeed.
  expect.soft(failed, 'failed requests').toEqual([]);
  if (scans(testInfo)) await expectAccessible(page, 'sign-in (light)');
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page, 'sign-in (light)', false);
  await useScheme(page, 'dark');
  await expectFitsPhone(page, 'sign-in (dark)', false);
  if (scans(testInfo)) await expectAccessible(page, 'sign-in (dark)');
  expect(logged).toEqual([]);
});

for (const { path, heading } of PAGES) {
  test(path, async ({ signedIn: page }, testInfo) => {
    const logged = watchConsole(page);
    await openPage(page, path, heading);
    // The page's own requests are answered (no list still loading): what it logs has been logged.
    await page.waitForLoadState('networkidle');
    expect.soft([...logged], 'the browser console').toEqual([]);
    // A statistics file's entry grid is not a list: it shows the file's 14 fields side by side and scrolls
    // sideways inside its own box by design.
    await settled(page);
    if (!path.startsWith('/statistics/'))
      expect.soft(await sidewaysScrolls(page), 'sideways scrolls at 1440 px').toEqual([]);
    if (scans(testInfo)) {
      await expectAccessible(page, `${path} (light)`);
      await expectHeadingsInOrder(page, path);
    }

    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, `${path} (light)`, true);
    await useScheme(page, 'dark');
    await expectFitsPhone(page, `${path} (dark)`, true);
    if (scans(testInfo)) await expectAccessible(page, `${path} (dark)`);
    expect(logged, 'the browser console').toEqual([]);
  });
}

test('a Test key header fits a phone with its longer badge', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ACCOUNTS.testKey);
  await openPage(page, '/', 'Overview');
  await expect(page.getByRole('banner').getByText('Test key', { exact: true })).toBeInViewport({
    ratio: 1,
  });
  await expectFitsPhone(page, 'the overview with a Test key', true);
});
