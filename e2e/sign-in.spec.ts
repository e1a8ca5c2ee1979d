// Sign-in journeys and the shell: the key field, staying signed in, renewal of an expired token, a session
// that ends mid-work, sign-out, not-found pages, the colour scheme and the offline banner.
import {
  ACCOUNTS,
  CONSOLE_HEADERS,
  expect,
  returnToTab,
  sandbox,
  signInWithForm,
  test,
} from './fixtures';
import { AREA_PATHS } from './helpers/platform';
import { axeScan } from './helpers/quality';

test('signs in with a demo account and stays signed in after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  const key = page.getByRole('textbox', { name: 'API key' });
  await expect(key).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Use this key: Sandbox (live)' }).click();
  await page.getByRole('button', { name: 'Show or hide the key' }).click();
  await expect(key).toHaveAttribute('type', 'text');
  await expect(key).toHaveValue(ACCOUNTS.live);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Live key')).toBeVisible();
  await expect(page.getByRole('banner').getByText('API 2.0')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Live key')).toBeVisible();
});

test('a wrong key shows a clear message on the key field', async ({ page }) => {
  await page.goto('/login');
  const field = page.getByLabel('API key', { exact: true });
  await field.fill('live_not_a_key');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(field).toHaveAccessibleDescription(
    /This API key was not accepted by the platform\./,
  );
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('live_not_a_key');
  await expect(page).toHaveURL(/\/login/);
});

test('an empty key is refused before anything is sent', async ({ page }) => {
  await page.goto('/login');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/session')
      posted = true;
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveAccessibleDescription(
    'The API key is required',
  );
  expect(posted).toBe(false);
});

test('API version 1.0 (X-API-KEY) signs in too', async ({ page }) => {
  await signInWithForm(page, ACCOUNTS.live, '1.0');
  await expect(page.getByRole('banner').getByText('API 1.0')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('API 1.0')).toBeVisible();
  const status = await page.evaluate(async (headers) => {
    const response = await fetch('/api/2fa/authentications/templates', { headers });
    return response.status;
  }, CONSOLE_HEADERS);
  expect(status).toBe(200);
});

test('a Test key is said plainly: its answers are random information', async ({ page }) => {
  await signInWithForm(page, ACCOUNTS.testKey);
  await expect(page.getByRole('banner').getByText('Test key — random data')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Signed in with a Test key' }),
  ).toContainText('random information');
});

test('an expired platform token is renewed without the user noticing', async ({
  page,
  request,
  context,
}) => {
  await sandbox(request).reset();
  await signInWithForm(page);
  const cookieBefore = (await context.cookies()).find((c) => c.name === '__Host-mc_session');
  await sandbox(request).advanceClock(2 * 3600);
  // The token has expired on the platform: the server renews it and the request still succeeds.
  const status = await page.evaluate(async (headers) => {
    const response = await fetch('/api/2fa/authentications/templates', { headers });
    return response.status;
  }, CONSOLE_HEADERS);
  expect(status).toBe(200);
  const cookieAfter = (await context.cookies()).find((c) => c.name === '__Host-mc_session');
  expect(cookieAfter?.value).toBeTruthy();
  expect(cookieAfter?.value).not.toBe(cookieBefore?.value);
  // The person goes on working, with no detour through the sign-in page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The static frame's navigation, painted before the console started, is gone from the page, not only hidden:
  // a link found in it would never become visible to click.
  await expect(page.getByRole('link', { name: /^Contacts/, includeHidden: true })).toHaveCount(1);
  await page.getByRole('link', { name: /^Contacts/ }).click();
  await expect(page).toHaveURL(/\/contacts/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('a session that ends mid-work sends to sign-in, and signing in returns to the same page', async ({
  page,
  context,
}) => {
  await signInWithForm(page);
  await page.getByRole('link', { name: /^OTP templates/ }).click();
  await expect(page).toHaveURL(/\/otp\/templates/);
  // The cookie is gone (expired, or the server's secret changed): the next check answers 401.
  await context.clearCookies();
  await returnToTab(page);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fotp%2Ftemplates/);
  await expect(page.getByText('Sign in to continue')).toBeVisible();
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/otp\/templates(\?|$)/);

  // A request of the page itself that the server answers with 401 does the same.
  await context.clearCookies();
  await page.getByRole('link', { name: /^Sender applications/ }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsenders/);
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/senders(\?|$)/);
});

test('sign-out closes every page, drops what the page knew, and reaches other tabs', async ({
  page,
  context,
}) => {
  await signInWithForm(page);
  const otherTab = await context.newPage();
  await otherTab.goto('/viber');
  await expect(otherTab.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('link', { name: /^Contacts/ }).click();
  await expect(page).toHaveURL(/\/contacts/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await context.cookies()).toEqual([]);
  // Back to the page before: it is closed too.
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  for (const path of AREA_PATHS) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  }

  // The other tab learns it as soon as the person looks at it again.
  await returnToTab(otherTab);
  await expect(otherTab).toHaveURL(/\/login\?redirect=%2Fviber/);

  // Another account signs in: nothing of the first session shows.
  await page.bringToFront();
  await signInWithForm(page, ACCOUNTS.testKey);
  await expect(page.getByRole('banner').getByText('Test key — random data')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Live key', { exact: true })).toHaveCount(0);
});

test('an unknown address shows a not-found page, inside the shell when signed in', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

  await signInWithForm(page);
  for (const path of ['/no-such-page', '/otp/no-such-page', '/messages/1/2/3']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the colour scheme is remembered across reloads and sign-out', async ({ page }) => {
  await signInWithForm(page);
  const html = page.locator('html');
  const initial = await html.getAttribute('data-mantine-color-scheme');
  const other = initial === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: `Switch to ${other} mode` }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', other);
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', other);
  await expect(
    page.getByRole('button', { name: `Switch to ${initial ?? 'light'} mode` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', other);
});

test('an offline banner shows while the connection is gone', async ({ page, context }) => {
  await signInWithForm(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
});

test('a keyboard user can skip to the content', async ({ page }) => {
  await signInWithForm(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('on a phone the navigation opens from the header and closes on the way to a page or with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: /^2FA sessions/ }).click();
  await expect(page).toHaveURL(/\/otp\/sessions/);
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav.getByRole('link', { name: /^2FA sessions/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Escape closes it and the focus is back on its button.
  await nav.getByRole('link', { name: /^Overview/ }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the sign-in page and the shell pass axe in ${colorScheme} mode`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Use this key: Sandbox (live)' })).toBeVisible();
    expect((await axeScan(page).analyze()).violations).toEqual([]);
    // A Test key shows every part of the shell: its badge and its notice.
    await signInWithForm(page, ACCOUNTS.testKey);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const shell = await axeScan(page).include('header').include('nav').include('main').analyze();
    expect(shell.violations).toEqual([]);
    await context.close();
  });
}
