// The browser console stays empty on every page, signed out and signed in, in both modes (this spec runs in the
// sandbox and the proxy project of playwright.config.ts): no error, no warning, no failed request logged.
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGES, expectHeading } from './helpers/quality';

/** Everything the page logs, and every uncaught exception, as text. */
function watchConsole(page: Page) {
  const logged: string[] = [];
  page.on('console', (message: ConsoleMessage) =>
    logged.push(`${message.type()}: ${message.text()} (${message.location().url})`),
  );
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  return logged;
}

/** The page's own requests are answered (no list still loading): what it logs has been logged. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('the sign-in page logs nothing and asks only what can succeed', async ({ page }) => {
  const logged = watchConsole(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(logged).toEqual([]);
});

for (const { path, heading } of PAGES) {
  test(`${path}: the console stays empty`, async ({ signedIn: page }) => {
    const logged = watchConsole(page);
    await page.goto(path);
    await expectHeading(page, heading);
    await settle(page);
    expect(logged).toEqual([]);
  });
}
