// Viber lookup journeys: by id and by reference (each its own URL), a message cascaded to SMS shows its SMS
// step, an invalid reference is refused on the field without a request, and not found is an empty state.
import { VIBER_SAMPLES } from '../server/sandbox/store/areas/viber.ts';
import { expect, test } from './fixtures';

test('looks a message up by its id, on its own URL', async ({ signedIn: page }) => {
  await page.goto('/viber');
  await page.getByLabel('Message id', { exact: true }).fill(String(VIBER_SAMPLES.read.id));
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(new RegExp(`/viber/${VIBER_SAMPLES.read.id}$`));
  await expect(
    page.getByRole('heading', { name: `Message ${VIBER_SAMPLES.read.id}` }),
  ).toBeVisible();
  const card = page.getByRole('region', { name: `Message ${VIBER_SAMPLES.read.id}` });
  await expect(card.getByText(VIBER_SAMPLES.read.reference)).toBeVisible();
  await expect(card.getByText('0 (success)')).toBeVisible();
  await expect(card.getByText('Delivered, then read')).toBeVisible();
  // The link alone shows the same message.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: `Message ${VIBER_SAMPLES.read.id}` }),
  ).toBeVisible();
});

test('looks a message up by its external reference', async ({ signedIn: page }) => {
  await page.goto('/viber');
  await page.getByText('By external reference', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'By external reference' })).toBeChecked();
  await expect(page).toHaveURL(/by=reference/);
  await page.getByLabel('External reference', { exact: true }).fill(VIBER_SAMPLES.read.reference);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(new RegExp(`/viber/reference/${VIBER_SAMPLES.read.reference}$`));
  await expect(
    page.getByRole('heading', { name: `Reference ${VIBER_SAMPLES.read.reference}` }),
  ).toBeVisible();
});

test('a message cascaded to SMS shows its SMS step', async ({ signedIn: page }) => {
  await page.goto(`/viber/${VIBER_SAMPLES.cascaded.id}`);
  // The cascade is told from the SMS route's own status, not as a conclusion about the Viber message.
  const cascade = page
    .getByRole('alert')
    .filter({ hasText: 'Also sent by SMS (alternative route)' });
  await expect(cascade).toContainText(/SMS message \d+: Delivered — The SMS reached the phone\./);
  await expect(page.getByText(/did not deliver/)).toHaveCount(0);
  const timeline = page.getByLabel('Timeline of the message');
  await expect(timeline.getByText('Sent by SMS (alternative route)')).toBeVisible();
  await expect(timeline.getByText(/^SMS message id/)).toBeVisible();
  await expect(timeline.getByLabel(/^Delivered: The SMS reached the phone/)).toBeVisible();
});

test('an invalid reference is refused on the field, and nothing is sent', async ({
  signedIn: page,
}) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/viber')) lookups.push(request.url());
  });
  await page.goto('/viber?by=reference');
  const field = page.getByLabel('External reference', { exact: true });
  await field.fill('order-42!');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(field).toHaveAccessibleDescription(
    /may only contain the letters a-z, A-Z and the digits 0-9/,
  );
  await field.fill('a'.repeat(33));
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(field).toHaveAccessibleDescription(/may not be greater than 32 characters/);
  await expect(page).toHaveURL(/\/viber\?by=reference$/);
  // A pasted link with an invalid reference is refused the same way.
  await page.goto('/viber/reference/abc-def');
  await expect(page.getByLabel('External reference', { exact: true })).toHaveAccessibleDescription(
    /may only contain/,
  );
  expect(lookups).toEqual([]);
});

test('an unknown message is a clear empty state', async ({ signedIn: page }) => {
  await page.goto('/viber/7100000000');
  await expect(page.getByText('No Viber message with message id 7100000000')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
