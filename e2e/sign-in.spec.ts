// Sign-in journeys: the key field, staying signed in, renewal of an expired token, and sign-out.
import { ACCOUNTS, expect, sandbox, test } from './fixtures';

test('signs in with a demo account and stays signed in after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Use the key of Sandbox (live)' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Live key')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('a wrong key shows a clear message on the key field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('API key', { exact: true }).fill('live_not_a_key');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const field = page.getByLabel('API key', { exact: true });
  await expect(field).toHaveAccessibleDescription(
    /This API key was not accepted by the platform\./,
  );
  await expect(field).toHaveValue('live_not_a_key');
});

test('a Test key is shown plainly as random data', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('API key', { exact: true }).fill(ACCOUNTS.testKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Test key — random data')).toBeVisible();
});

test('an expired platform token is renewed without the user noticing', async ({
  page,
  request,
}) => {
  await sandbox(request).reset();
  await page.goto('/login');
  await page.getByLabel('API key', { exact: true }).fill(ACCOUNTS.live);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await sandbox(request).advanceClock(2 * 3600);
  // The token has expired on the platform: the server renews it and the request still succeeds.
  const status = await page.evaluate(() =>
    fetch('/api/senders/requests/sms', {
      headers: { 'X-Requested-With': 'messaging-console' },
    }).then((r) => r.status),
  );
  expect(status).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('sign-out closes every page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('API key', { exact: true }).fill(ACCOUNTS.live);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  for (const path of [
    '/',
    '/messages',
    '/otp/sessions',
    '/otp/templates',
    '/viber',
    '/statistics',
    '/senders',
    '/contacts',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});
