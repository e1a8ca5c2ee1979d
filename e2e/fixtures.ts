// Playwright fixtures: sign in through the server's session endpoint (not by clicking), and the sandbox controls.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const CONSOLE_HEADERS = { 'X-Requested-With': 'messaging-console' };

export const ACCOUNTS = {
  live: 'live_sandbox',
  testMode: 'live_sandbox_testmode',
  demoMode: 'live_sandbox_demomode',
  testKey: 'test_sandbox',
  noFunds: 'live_sandbox_nofunds',
} as const;

export async function signIn(
  page: Page,
  apiKey: string = ACCOUNTS.live,
  apiVersion: '2.0' | '1.0' = '2.0',
) {
  const response = await page.request.post('/session', {
    headers: CONSOLE_HEADERS,
    data: { api_key: apiKey, api_version: apiVersion },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The sandbox's test controls, as an integrator would call them. */
export function sandbox(request: APIRequestContext) {
  return {
    reset: async () => expect((await request.post('/sandbox/reset')).status()).toBe(200),
    advanceClock: async (seconds: number) =>
      expect(
        (await request.post('/sandbox/clock', { data: { advance_seconds: seconds } })).status(),
      ).toBe(200),
  };
}

export const test = base.extend<{ signedIn: Page }>({
  // Each parallel worker has its own sandbox server, on the project's port plus the worker's parallel index
  // (playwright.config.ts starts them); the proxy project's one server is shared.
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (testInfo.project.name !== 'sandbox' || baseURL === undefined) return use(baseURL);
    const url = new URL(baseURL);
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
  signedIn: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };

/** Signs in through the sign-in page, as a person does, and waits for the shell. */
export async function signInWithForm(
  page: Page,
  apiKey: string = ACCOUNTS.live,
  apiVersion: '2.0' | '1.0' = '2.0',
) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'API key' }).fill(apiKey);
  // The segmented control's radios are visually hidden: a person clicks the visible label.
  const version = page.getByRole('radio', { name: apiVersion === '2.0' ? /^2\.0/ : /^1\.0/ });
  if (!(await version.isChecked()))
    await page
      .getByText(apiVersion === '2.0' ? '2.0 — bearer token' : '1.0 — X-API-KEY header')
      .click();
  await expect(version).toBeChecked();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Tells the page the person came back to its tab (what the browser does on a tab switch). */
export async function returnToTab(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}
