// Contact book journeys: create with a list and two custom fields and read them back; change the phone from
// the form that starts from the returned contact; an 8-digit phone never leaves the page; test mode's
// refusal of an unverified number is explained.
import type { Page, Request } from '@playwright/test';
import { ACCOUNTS, expect, sandbox, signIn, test } from './fixtures';

const contactRequests = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/contacts')) sent.push(request);
  });
  return sent;
};

async function addCustomField(page: Page, row: number, id: string, value: string) {
  await page.getByRole('button', { name: 'Add a custom field' }).click();
  await page.getByLabel(`Field ${row} id`).fill(id);
  await page.getByLabel(`Field ${row} value`).fill(value);
}

/** Opens a page; the first page of a fresh server on a busy machine may take a while. */
async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
}

test.beforeEach(async ({ request }) => {
  // Phones are unique per account: every journey starts from the seeded contact book.
  await sandbox(request).reset();
});

test('creates a contact with a list and two custom fields, then changes its phone', async ({
  page,
}) => {
  await signIn(page);
  await open(page, '/contacts', 'Contacts');
  await page.getByRole('link', { name: 'New contact' }).click();
  await expect(page).toHaveURL(/\/contacts\/new$/);
  // On the sandbox the page names the lists and fields that exist.
  await expect(page.getByRole('table', { name: 'Sandbox contact lists' })).toContainText(
    'Customers',
  );

  await page.getByRole('textbox', { name: 'Phone' }).fill('380931112233');
  const lists = page.getByRole('combobox', { name: 'Contact list ids' });
  await lists.fill('2');
  await lists.press('Enter');
  await addCustomField(page, 1, '1', 'Olena');
  await addCustomField(page, 2, '3', 'Lviv');
  await page.getByRole('button', { name: 'Create contact' }).click();

  const result = page.getByRole('region', { name: /^Contact \d+ created$/ });
  await expect(result).toBeVisible();
  const title = (await result.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const id = /Contact (\d+) created/.exec(title)?.[1];
  expect(id).toBeDefined();
  const contact = result.getByRole('table', { name: 'Contact', exact: true });
  await expect(contact.getByRole('row', { name: /^Phone/ })).toContainText('380931112233');
  await expect(contact.getByRole('row', { name: /^HLR status/ })).toContainText('Check sent');
  await expect(contact.getByRole('row', { name: /^HLR status/ })).toContainText(
    'result is not in yet',
  );
  await expect(contact.getByRole('row', { name: /^Created/ }).getByRole('time')).toBeVisible();
  const listRows = result
    .getByRole('table', { name: 'Contact lists of the contact' })
    .locator('tbody tr');
  await expect(listRows).toHaveCount(1);
  await expect(listRows.first()).toContainText('Customers');
  await expect(listRows.first()).toContainText('People who bought at least once');
  await expect(listRows.first().getByRole('cell').nth(3)).toHaveText('No');
  const fieldRows = result
    .getByRole('table', { name: 'Custom fields of the contact' })
    .locator('tbody tr');
  await expect(fieldRows).toHaveText([/First name\s*Olena/, /City\s*Lviv/]);

  await page.getByRole('link', { name: `Edit contact ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${id}/edit$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Starting from the last returned contact' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('380931112233');
  await expect(page.getByRole('form', { name: `Edit contact ${id}` })).toContainText('2');

  await page.getByRole('textbox', { name: 'Phone' }).fill('380931112244');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const returned = page.getByRole('region', {
    name: new RegExp(`^Contact ${id} as last returned`),
  });
  await expect(
    returned
      .getByRole('table', { name: 'Contact', exact: true })
      .getByRole('row', { name: /^Phone/ }),
  ).toContainText('380931112244');
  await expect(
    returned.getByRole('table', { name: 'Custom fields of the contact' }).locator('tbody tr'),
  ).toHaveText([/First name\s*Olena/, /City\s*Lviv/]);
  // The form keeps what was sent.
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('380931112244');

  // The index lists the contact returned in this session.
  await page.getByRole('link', { name: 'Edit another contact' }).click();
  await expect(
    page.getByRole('table', { name: 'Contacts returned in this session' }),
  ).toContainText('380931112244');
});

test('an 8-digit phone is refused on the field without a request', async ({ page }) => {
  await signIn(page);
  const sent = contactRequests(page);
  await open(page, '/contacts/new', 'New contact');
  await page.getByRole('textbox', { name: 'Phone' }).fill('12345678');
  await page.getByRole('button', { name: 'Create contact' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveAccessibleDescription(
    /Too short: a phone has 9 to 15 digits \(8 given\)/,
  );
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveValue('12345678');
  expect(sent).toHaveLength(0);
});

test('the form for a contact not returned in this session starts empty and says so', async ({
  page,
}) => {
  await signIn(page);
  await open(page, '/contacts', 'Contacts');
  await page.getByRole('textbox', { name: 'Contact id' }).fill('1');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/contacts\/1\/edit$/);
  await expect(page.getByRole('status').filter({ hasText: 'Starting empty' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
});

test("the test-mode account's refusal of an unverified number is explained", async ({ page }) => {
  await signIn(page, ACCOUNTS.testMode);
  await open(page, '/contacts/new', 'New contact');
  await page.getByRole('textbox', { name: 'Phone' }).fill('380991234567');
  await page.getByRole('button', { name: 'Create contact' }).click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Test mode: only verified phone numbers' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('verified in the personal account');
  await expect(refusal).toContainText('380991234567 is not verified');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    /Not a verified number of this test-mode account/,
  );
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('380991234567');

  // A verified number of the account is accepted.
  await page.getByRole('textbox', { name: 'Phone' }).fill('380671112233');
  await page.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByRole('region', { name: /^Contact \d+ created$/ })).toBeVisible();
  await expect(refusal).toBeHidden();
});

test('the contacts returned in this session list the one saved last at the top', async ({
  page,
}) => {
  await signIn(page);
  const rows = page
    .getByRole('table', { name: 'Contacts returned in this session' })
    .locator('tbody tr');
  const toContacts = async () => {
    // Through the navigation, as a person does: the session's contacts live in this page's memory.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Contacts/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  };
  const create = async (phone: string) => {
    await toContacts();
    await page.getByRole('link', { name: 'New contact' }).click();
    await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await page.getByRole('button', { name: 'Create contact' }).click();
    const result = page.getByRole('region', { name: /^Contact \d+ created$/ });
    await expect(result.getByRole('row', { name: /^Phone/ })).toContainText(phone);
    const title = (await result.getByRole('heading', { level: 2 }).textContent()) ?? '';
    return /Contact (\d+) created/.exec(title)?.[1] ?? '';
  };

  await open(page, '/contacts', 'Contacts');
  const first = await create('380931112255');
  const second = await create('380931112266');
  await toContacts();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(second);
  await expect(rows.nth(0)).toContainText('380931112266');
  await expect(rows.nth(1)).toContainText(first);

  // The older one saved again (its phone changed) moves to the top.
  await page.getByRole('link', { name: `Edit contact ${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${first}/edit$`));
  await page.getByRole('textbox', { name: 'Phone' }).fill('380931112277');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('region', { name: new RegExp(`^Contact ${first} as last returned`) }),
  ).toContainText('380931112277');
  await page.getByRole('link', { name: 'Edit another contact' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(first);
  await expect(rows.nth(0)).toContainText('380931112277');
  await expect(rows.nth(0)).toContainText('Edit');
  await expect(rows.nth(1)).toContainText(second);
});
