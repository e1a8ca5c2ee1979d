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
  signedIn: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };
