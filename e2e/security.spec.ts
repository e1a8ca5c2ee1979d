// Security journeys: the console works under its CSP (no violation on any page), the server's headers are on
// the HTML page and on an error response, and no API key or token ever appears in a URL.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, sandbox, signIn, signInWithForm, test } from './fixtures';
import { PAGES, expectHeading } from './helpers/quality';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

/** Records every CSP violation the page reports, from its first script on. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
}

test('no CSP violation while signing in and visiting every page', async ({ page }) => {
  test.setTimeout(420_000);
  const violations = await watchCsp(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));

  await page.goto('/login');
  await signInWithForm(page);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expectHeading(page, heading);
  }
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  expect(violations).toEqual([]);
  // No API key and no token in any URL the page asked for.
  const leaking = urls.filter((url) =>
    /live_sandbox|api_key|apikey|token|bearer/i.test(decodeURIComponent(url)),
  );
  expect(leaking).toEqual([]);
  expect(page.url()).not.toContain(ACCOUNTS.live);
});

test('the HTML page and an error response carry the security headers', async ({
  page,
  request,
}) => {
  const html = await page.goto('/login');
  expect(html?.status()).toBe(200);
  expectSecurityHeaders(html?.headers() ?? {});

  const unauthorised = await request.get('/api/2fa/authentications/templates');
  expect(unauthorised.status()).toBeGreaterThanOrEqual(400);
  expectSecurityHeaders(unauthorised.headers());

  const notFound = await request.get('/api/no-such-endpoint', {
    headers: { 'X-API-KEY': ACCOUNTS.live },
  });
  expect(notFound.status()).toBe(404);
  expectSecurityHeaders(notFound.headers());
});

test('the API key is never in the address bar, localStorage or sessionStorage after sign-in', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/otp/sessions');
  await expectHeading(page, /2FA sessions/);
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) =>
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index) ?? '';
          return `${key}=${storage.getItem(key) ?? ''}`;
        }),
      )
      .join('\n'),
  );
  expect(stored).not.toContain(ACCOUNTS.live);
  expect(stored).not.toMatch(/token/i);
  expect(page.url()).not.toContain(ACCOUNTS.live);
});
