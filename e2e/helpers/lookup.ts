// The global lookup as a person uses it: opened with `/` on a light page, a text pasted, what it found or checked.
import { expect as baseExpect, type Page } from '@playwright/test';
import { openPage } from './quality';

// The lookup asks several readings at once; on a shared machine they get more time than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

export const lookupDialog = (page: Page) => page.getByRole('dialog', { name: 'Look up' });
export const lookupInput = (page: Page) =>
  lookupDialog(page).getByRole('combobox', { name: /^Look up an id/ });
/** The readings that found something, best first. */
export const lookupFound = (page: Page) =>
  lookupDialog(page).getByRole('group', { name: 'Found' }).getByRole('option');

/** Opens the lookup with `/` on a light page (the Viber lookup form) and pastes `text`. */
export async function pasteIntoLookup(page: Page, text: string) {
  await openPage(page, '/viber', 'Viber message status');
  await page.keyboard.press('/');
  await expect(lookupInput(page)).toBeFocused();
  await page.keyboard.insertText(text);
}

/** A text that is no record of the seed, and the readings of it the lookup checks, in the order it lists them. */
export const NO_RECORD = {
  text: 'ZZZ999NOPE',
  checked: [
    'not a Viber message reference',
    'not a campaign message reference (last 3 months)',
    'not a 2FA session id',
    'not a statistics file key',
  ],
} as const;

/**
 * After pasting a text that is no record: the lookup says it found nothing and lists what it checked, offers
 * nothing, and Enter leaves the person where they were.
 */
export async function expectNothingFound(
  page: Page,
  { text, checked }: { text: string; checked: readonly string[] },
) {
  const region = lookupDialog(page).getByRole('region', { name: 'What was checked' });
  await expect(region).toContainText(`Nothing found for “${text}”`);
  await expect(region.getByRole('listitem')).toHaveText([...checked]);
  await expect(lookupDialog(page).getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(lookupDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/viber(\?|$)/);
}
