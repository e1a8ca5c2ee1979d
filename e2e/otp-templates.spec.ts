// OTP template journeys: create into moderation, the platform's refusals on their fields, moderation through
// the sandbox control, delete with confirmation, the undeletable default, account modes, and the URL as state.
import type { Page } from '@playwright/test';
import { ACCOUNTS, CONSOLE_HEADERS, expect, sandbox, signIn, test } from './fixtures';
import { expectOrderUnsaid } from './helpers/quality';

const TEMPLATES_API = '/api/2fa/authentications/templates';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

/** Fills the create form; countries are picked by searching their names, as a person does. */
async function fillTemplate(
  page: Page,
  { name, text, countries }: { name: string; text: string; countries: string[] },
) {
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  const picker = page.getByRole('combobox', { name: /^Countries/ });
  for (const country of countries) {
    await picker.click();
    await picker.fill(country);
    await page.getByRole('option', { name: new RegExp(country) }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /^Text/ }).fill(text);
}

/** Counts create requests, to prove that a refused form sends nothing. */
function countCreateRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(TEMPLATES_API)) counter.count++;
  });
  return counter;
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

test('creates a template that is listed as requested, with the counter moving', async ({
  signedIn: page,
}) => {
  await page.goto('/otp/templates');
  await expect(page.getByRole('heading', { name: 'OTP templates' })).toBeVisible();
  await expect(page.getByText('6 of 10')).toBeVisible();
  await page.getByRole('link', { name: 'New template' }).click();
  await expect(page.getByRole('heading', { name: 'New OTP template' })).toBeVisible();

  await fillTemplate(page, {
    name: 'Checkout confirmation',
    text: 'Checkout code: {code2fa}',
    countries: ['Ukraine', 'Poland'],
  });
  const text = page.getByRole('textbox', { name: /^Text/ });
  await expect(text).toHaveAccessibleDescription(/24 \/ 70 characters/);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toHaveText('Checkout code: 482915');
  await page.getByRole('textbox', { name: /Sample code length/ }).fill('8');
  await expect(preview).toHaveText('Checkout code: 48291573');

  await page.getByRole('button', { name: 'Send to moderation' }).click();
  // Back on the list in the console's order (newest change first, which the address leaves unsaid): the new
  // template is the first row.
  await expect(page).toHaveURL(/\/otp\/templates(\?|$)/);
  expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
  const created = row(page, 'Checkout confirmation');
  await expect(created).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'OTP templates' }).locator('tbody tr').first(),
  ).toContainText('Checkout confirmation');
  await expect(created.getByText('requested')).toBeVisible();
  await expect(created.getByText('Ukraine (UA)')).toBeVisible();
  await expect(created.getByText('Poland (PL)')).toBeVisible();
  await expect(created.locator('mark')).toHaveText('{code2fa}');
  await expect(page.getByText('7 of 10')).toBeVisible();
});

test('the same name again puts the platform’s error on the name field and keeps the values', async ({
  signedIn: page,
}) => {
  await page.goto('/otp/templates/new');
  await fillTemplate(page, {
    name: 'Login code',
    text: 'Sign in with {code2fa}',
    countries: ['Ukraine'],
  });
  await page.getByRole('button', { name: 'Send to moderation' }).click();
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveAccessibleDescription(/User has a template with the identical name!/);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Login code');
  await expect(page.getByRole('textbox', { name: /^Text/ })).toHaveValue('Sign in with {code2fa}');
  await expect(page).toHaveURL(/\/otp\/templates\/new$/);
});

test('a text without {code2fa} or with it twice is refused on the text field without a request', async ({
  signedIn: page,
}) => {
  const creates = countCreateRequests(page);
  await page.goto('/otp/templates/new');
  await fillTemplate(page, {
    name: 'No variable',
    text: 'Your code is 1234',
    countries: ['Ukraine'],
  });
  await page.getByRole('button', { name: 'Send to moderation' }).click();
  const text = page.getByRole('textbox', { name: /^Text/ });
  await expect(text).toHaveAccessibleDescription(
    /The variable \{code2fa\} is required in the text/,
  );

  await text.fill('{code2fa} and again {code2fa}');
  await page.getByRole('button', { name: 'Send to moderation' }).click();
  await expect(text).toHaveAccessibleDescription(
    /The \{code2fa\} variable must occur only once in the text/,
  );
  expect(creates.count).toBe(0);
});

test('a template approved through the sandbox control is listed as approved without a reload', async ({
  signedIn: page,
}) => {
  const response = await page.request.post(TEMPLATES_API, {
    headers: CONSOLE_HEADERS,
    data: { name: 'To approve', text: 'Approve me {code2fa}', countries: ['UA'] },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { template_id: number } };

  // The list opens newest change first: the new template is on top, awaiting moderation.
  await page.goto('/otp/templates');
  const pending = row(page, 'To approve');
  await expect(pending.getByText('requested')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('To approve');
  await expect(page.getByTestId('updated-ago')).toContainText(/refreshes every \d+ s/);

  const moderation = await page.request.post(`/sandbox/templates/${data.template_id}/moderation`, {
    data: { status: 'approved' },
  });
  expect(moderation.status()).toBe(200);
  // No reload and no touch: the list refreshes by itself while a template awaits moderation (the
  // assertion polls until the refresh has come).
  await expect(row(page, 'To approve').getByText('approved')).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/status=/);
});

test('a template approved through the sandbox control is offered in the send-OTP form without a reload', async ({
  signedIn: page,
}) => {
  const response = await page.request.post(TEMPLATES_API, {
    headers: CONSOLE_HEADERS,
    data: { name: 'Tie-in template', text: 'Tie-in {code2fa}', countries: ['UA'] },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { template_id: number } };

  // The page's clock is the test's: it is moved past the console's freshness instead of waiting for it.
  await page.clock.install();
  await page.goto('/otp/send');
  const picker = page.getByRole('combobox', { name: /^Template/ });
  await expect(picker).toBeEnabled();
  await picker.click();
  await expect(page.getByRole('option', { name: /Login code/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Tie-in template/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const moderation = await page.request.post(`/sandbox/templates/${data.template_id}/moderation`, {
    data: { status: 'approved' },
  });
  expect(moderation.status()).toBe(200);
  // Data older than the console's freshness (15 s) is asked again when the person comes back to the tab.
  await page.clock.fastForward(16_000);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await picker.click();
  await expect(page.getByRole('option', { name: /Tie-in template/ })).toBeVisible();
});

test('deletes a template after a confirmation naming it, and the list updates', async ({
  signedIn: page,
}) => {
  await page.goto('/otp/templates?sort=name&way=asc&limit=100');
  await expect(row(page, 'Password reset')).toBeVisible();
  await row(page, 'Password reset')
    .getByRole('button', { name: 'Delete template Password reset' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this template?' });
  await expect(dialog).toContainText('“Password reset” (id 102)');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Password reset')).toBeVisible();

  await row(page, 'Password reset')
    .getByRole('button', { name: 'Delete template Password reset' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete template' }).click();
  await expect(row(page, 'Password reset')).toHaveCount(0);
  await expect(page.getByText('“Password reset” (id 102) was deleted.')).toBeVisible();
  await page.reload();
  await expect(row(page, 'Password reset')).toHaveCount(0);
});

test('the default template is marked and cannot be deleted, with the reason', async ({
  signedIn: page,
}) => {
  await page.goto('/otp/templates?sort=template_id&way=asc');
  const defaultRow = row(page, 'Default');
  await expect(defaultRow.getByText('Default', { exact: true }).nth(1)).toBeVisible();
  await expect(defaultRow.getByRole('button', { name: 'Show all 249 countries' })).toBeVisible();
  const remove = defaultRow.getByRole('button', { name: 'Delete template Default' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription('The default template cannot be deleted.');
  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText('The default template cannot be deleted.');
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const [mode, key] of [
  ['demo', ACCOUNTS.demoMode],
  ['test', ACCOUNTS.testMode],
] as const) {
  test(`a ${mode}-mode account is refused with the spec's message`, async ({ page }) => {
    await signIn(page, key);
    await page.goto('/otp/templates/new');
    await fillTemplate(page, {
      name: 'Not allowed',
      text: 'Code {code2fa}',
      countries: ['Ukraine'],
    });
    await page.getByRole('button', { name: 'Send to moderation' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The template was not created' });
    await expect(alert).toContainText('This action is not available for the account of your type');
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Not allowed');
  });
}

test('at the limit of 10 requested, creating is disabled with the reason and refused plainly', async ({
  signedIn: page,
}) => {
  for (let i = 0; i < 4; i++) {
    const response = await page.request.post(TEMPLATES_API, {
      headers: CONSOLE_HEADERS,
      data: { name: `Filler ${i}`, text: `Filler {code2fa}`, countries: ['UA'] },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/otp/templates');
  await expect(page.getByText('10 of 10')).toBeVisible();
  const create = page.getByRole('button', { name: 'New template' });
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  await create.hover();
  await expect(page.getByRole('tooltip')).toContainText('10 templates already await moderation');

  await page.goto('/otp/templates/new');
  await fillTemplate(page, { name: 'Eleventh', text: 'Code {code2fa}', countries: ['Ukraine'] });
  await page.getByRole('button', { name: 'Send to moderation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not created' })).toContainText(
    'limit of 10 requested templates',
  );
});

test('filters, sort and page live in the URL: reload and back show the same view', async ({
  signedIn: page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/otp/templates');
  const table = page.getByRole('table', { name: 'OTP templates' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('1–10 of 28')).toBeVisible();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(page.getByText('11–20 of 28')).toBeVisible();

  await page.getByRole('button', { name: /^Sort by Name/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/offset=0/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  await expect(page).toHaveURL(/status=rejected/);
  await expect(page.getByText('1–6 of 6')).toBeVisible();
  const names = await table.getByRole('row').nth(1).textContent();

  await page.reload();
  await expect(page.getByText('1–6 of 6')).toBeVisible();
  expect(await table.getByRole('row').nth(1).textContent()).toBe(names);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');

  await page.goBack();
  await expect(page).not.toHaveURL(/status=rejected/);
  await expect(page.getByText('1–10 of 28')).toBeVisible();

  await page.getByRole('textbox', { name: 'Template ids' }).fill('101, 109, 119');
  await page.getByRole('button', { name: 'Apply ids' }).click();
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  // Hostile names and texts are shown as text, never run.
  await expect(page.getByText('<script>alert("name")</script>')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('Clear filters after a sort and a filter returns to the newest change first', async ({
  signedIn: page,
}) => {
  const newest = await page.request.get(TEMPLATES_API, {
    headers: CONSOLE_HEADERS,
    params: { sort: 'updated_at', way: 'desc', 'page[limit]': '1' },
  });
  expect(newest.status()).toBe(200);
  const newestId = String(
    ((await newest.json()) as { data: { template_id: string | number }[] }).data[0]?.template_id,
  );
  await page.goto('/otp/templates');
  const table = page.getByRole('table', { name: 'OTP templates' });
  const firstId = table.locator('tbody tr').first().locator('td').first();
  await expect(firstId).toHaveText(newestId);
  // The header of the console's order is in sight on a laptop's width (the project's 1280 px).
  const lastChange = page.getByRole('columnheader', { name: /Last change/ });
  await expect(lastChange).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('button', { name: 'Sort by Name, ascending' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/way=asc/);
  await page.getByRole('textbox', { name: 'Template ids' }).fill('101, 109, 119');
  await page.getByRole('button', { name: 'Apply ids' }).click();
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Sort by Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/ids=/);
  expectOrderUnsaid(page);
  await expect(lastChange).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: /Sort by Name/ })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  await expect(page.getByText('1–10 of 28')).toBeVisible();
  await expect(firstId).toHaveText(newestId);
  await expect(page.getByRole('textbox', { name: 'Template ids' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
});
