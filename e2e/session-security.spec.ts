// After sign-in the API key and the platform token are nowhere the page's scripts can read, and the
// server's defences (CSP, HttpOnly cookie, CSRF header, Clear-Site-Data) hold in a real browser.
import type { ConsoleMessage, Page } from '@playwright/test';
import { ACCOUNTS, CONSOLE_HEADERS, expect, signInWithForm, test } from './fixtures';
import { AREA_PATHS } from './helpers/platform';

/** A sandbox platform token: `sbx.` then base64url. No token of any kind should ever reach the page. */
const TOKEN_PATTERN = /sbx\.[A-Za-z0-9_-]{16,}/;

/** Everything a script on the page can read, as text, with where each piece came from. */
async function pageReadableState(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const storage = (store: Storage) =>
      JSON.stringify(
        Array.from({ length: store.length }, (_, i) => {
          const key = store.key(i) ?? '';
          return [key, store.getItem(key)];
        }),
      );
    const databases = await indexedDB.databases();
    const contents: string[] = [];
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(`cannot open ${name}`));
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        contents.push(JSON.stringify([name, storeName, all]));
      }
      db.close();
    }
    return {
      url: location.href,
      cookie: document.cookie,
      localStorage: storage(localStorage),
      sessionStorage: storage(sessionStorage),
      indexedDB: JSON.stringify(databases.map((d) => d.name)) + contents.join(''),
      historyState: JSON.stringify(history.state),
      windowName: window.name,
      document: document.documentElement.outerHTML,
    };
  });
}

/** Records every URL the page requested or navigated to, every console message and every response body it could read. */
function watch(page: Page) {
  const urls: string[] = [];
  const messages: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (message: ConsoleMessage) =>
    messages.push(`${message.type()}: ${message.text()}`),
  );
  page.on('pageerror', (error) =>
    messages.push(`pageerror: ${error.message}\n${error.stack ?? ''}`),
  );
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // The sandbox's own list of demo keys is public by design; everything else the page can read is checked.
    if (path.startsWith('/sandbox/') || response.request().resourceType() === 'document') return;
    if (['fetch', 'xhr'].includes(response.request().resourceType()))
      bodies.push(response.text().catch(() => ''));
  });
  return { urls, messages, bodies };
}

function expectNoSecret(where: string, text: string, apiKey: string) {
  expect(text, `${where} contains the API key`).not.toContain(apiKey);
  expect(text, `${where} contains a platform token`).not.toMatch(TOKEN_PATTERN);
}

for (const apiVersion of ['2.0', '1.0'] as const) {
  test(`API ${apiVersion}: after sign-in the key and the token are nowhere the page can read`, async ({
    page,
    context,
  }) => {
    // Nine full page loads over the full data set, on a machine that may be busy.
    test.setTimeout(180_000);
    const apiKey = ACCOUNTS.live;
    const seen = watch(page);
    await page.goto('/login');
    await signInWithForm(page, apiKey, apiVersion);
    const afterSignIn = seen.bodies.length;

    for (const path of AREA_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 });
      // Let the page's own requests finish, so that what they brought is looked at too.
      await page.waitForLoadState('networkidle');
      const state = await pageReadableState(page);
      for (const [where, text] of Object.entries(state))
        expectNoSecret(`${where} on ${path}`, text, apiKey);
    }
    await page.reload();

    for (const url of seen.urls) expectNoSecret(`the URL ${url}`, decodeURIComponent(url), apiKey);
    for (const message of seen.messages) expectNoSecret('a console message', message, apiKey);
    const bodies = await Promise.all(seen.bodies);
    expect(bodies.length).toBeGreaterThan(afterSignIn);
    for (const body of bodies) expectNoSecret('a response body', body, apiKey);

    // The cookie that holds them is out of every script's reach.
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(['__Host-mc_session']);
    expect(cookies[0]).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });
}

test('the page runs under a strict Content-Security-Policy without violating it', async ({
  page,
}) => {
  const seen = watch(page);
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  test.setTimeout(180_000);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Not signed in is not an error: the sign-in page logs nothing.
  expect(seen.messages.filter((m) => m.startsWith('error'))).toEqual([]);
  await signInWithForm(page);
  for (const path of AREA_PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // An inline script is refused by the browser, as an injected one would be.
  const inlineRan = await page.evaluate(async () => {
    // The browser reports the refusal as an event: waited for, not timed.
    const refused = new Promise((resolve) =>
      document.addEventListener('securitypolicyviolation', resolve, { once: true }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
    await refused;
    return '__inlineRan' in window;
  });
  expect(inlineRan).toBe(false);
  const violations = seen.messages.filter((m) => /Content Security Policy/i.test(m));
  // The one refusal is the probe above; the console itself never trips the policy.
  expect(violations).toHaveLength(1);
});

test('a script request without the console header is refused, even with the cookie', async ({
  page,
}) => {
  await signInWithForm(page);
  const statuses = await page.evaluate(async (headers) => {
    const without = await fetch('/api/2fa/authentications/templates');
    const withHeader = await fetch('/api/2fa/authentications/templates', { headers });
    const signOut = await fetch('/session', { method: 'DELETE' });
    return [without.status, withHeader.status, signOut.status];
  }, CONSOLE_HEADERS);
  expect(statuses).toEqual([403, 200, 403]);
  // The refused sign-out changed nothing.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('sign-out leaves nothing of the session in the browser', async ({ page, context }) => {
  await signInWithForm(page);
  await page.evaluate(() => {
    sessionStorage.setItem('probe', 'left by the session');
    localStorage.setItem('probe', 'left by the session');
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await context.cookies()).toEqual([]);
  const left = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  // Clear-Site-Data emptied storage; only the colour-scheme preference is written back.
  expect(left.session).toEqual([]);
  expect(left.local.filter((key) => key !== 'mantine-color-scheme-value')).toEqual([]);
});
