// What a page shows before the console's code has run: the static frame of index.html, with the page's heading
// (src/app/shell/page-headings.ts) where the console then puts it and at the size it then has. The heading is on screen
// with the first paint, and the switch from the frame to the console moves nothing.
import type { Locator, Page } from '@playwright/test';
import { STAT_FILE_SAMPLES } from '../server/sandbox/store/areas/statistics.ts';
import { PAGE_HEADINGS } from '../src/app/shell/page-headings.ts';
import { z } from 'zod';
import { expect, signIn, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
/** A campaign of the sandbox, for the page whose title carries its id. */
const CAMPAIGN_ID = '900001';
const DESKTOP = { width: 1440, height: 900 };

/** The box of an element's text (its lines, not the element's box): what the browser measures a paint by. */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return [x, y, width, height].map((n) => Math.round(n));
  });

/** The page as the HTML alone paints it: the console's entry never arrives. */
async function frameOnly(page: Page, path: string) {
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto(path);
  await page.unroute(/\/assets\/index-[^/]*\.js$/);
}

test.describe('the static frame paints the page heading', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`every page with a heading, ${viewport.width} px wide`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page);
      for (const [address, heading] of Object.entries(PAGE_HEADINGS)) {
        // A page whose address has a parameter: one real file or campaign of the sandbox.
        const path = address
          .replace('$key', STAT_FILE_SAMPLES.mixed)
          .replace('$campaignId', CAMPAIGN_ID);
        const withId = 'titleWithId' in heading && heading.titleWithId;
        await frameOnly(page, path);
        const frameTitle = page.locator('#frame .frame-heading-title:visible');
        const frameText = page.locator('#frame .frame-heading-text:visible');
        await expect(frameTitle, path).toHaveText(heading.title);
        // A title that carries the page's id shows it after the title, from the address.
        if (withId)
          expect(
            await frameTitle.evaluate((title) => getComputedStyle(title, '::after').content),
            path,
          ).toBe(`" ${CAMPAIGN_ID}"`);
        await expect(frameText, path).toHaveText(heading.description);
        // Not a heading: the page's one h1 comes with the console.
        await expect(page.getByRole('heading', { name: heading.title }), path).toHaveCount(0);
        const before = [await textBox(frameTitle), await textBox(frameText)];

        await page.goto(path);
        const title = page.getByRole('heading', { level: 1, name: heading.title });
        await expect(title, path).toBeVisible();
        await expect(page.locator('#frame'), path).toHaveCount(0);
        const text = page.getByText(heading.description, { exact: true });
        const after = [await textBox(title), await textBox(text)];
        // The id after a title is the frame's pseudo-element, outside the title's text box: its left, top and
        // height are compared.
        if (withId) {
          before[0]?.splice(2, 1);
          after[0]?.splice(2, 1);
        }
        expect(after, path).toEqual(before);
      }
    });
  }

  test('the sign-in card', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await frameOnly(page, '/login');
    const frameTitle = page.locator('#frame .frame-card-title');
    await expect(frameTitle).toBeVisible();
    const before = await textBox(frameTitle);
    await page.goto('/login');
    const title = page.getByRole('heading', { level: 1, name: 'Sign in to Messaging Console' });
    await expect(title).toBeVisible();
    expect(await textBox(title)).toEqual(before);
  });

  test('a page without a heading of its own keeps the title skeleton', async ({ page }) => {
    await signIn(page);
    await frameOnly(page, '/otp/sessions/1');
    await expect(page.locator('#frame .frame-title')).toBeVisible();
    await expect(page.locator('#frame .frame-heading:visible')).toHaveCount(0);
  });
});

/** The colours the shell is painted in: the page, the header's border, a group's name and a link's description. */
const shellColours = (page: Page) =>
  Promise.all([
    page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
    page.locator('body').evaluate((body) => getComputedStyle(body).color),
    page.locator('.shell-header').evaluate((header) => getComputedStyle(header).borderBottomColor),
    page
      .locator('.shell-group')
      .first()
      .evaluate((group) => getComputedStyle(group).color),
    page
      .locator('.shell-link span')
      .first()
      .evaluate((description) => getComputedStyle(description).color),
  ]);

// The frame's colours are the theme's variables written into index.html at build time (frame-variables.ts); the
// console writes every variable of the theme itself once it runs.
for (const [colorScheme, body] of [
  ['light', 'rgb(255, 255, 255)'],
  ['dark', 'rgb(36, 36, 36)'],
] as const) {
  test(`the frame is painted in the theme’s ${colorScheme} colours, the ones the console then shows`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page);
    await frameOnly(page, '/otp/sessions');
    await expect(page.locator('#frame .frame-heading-title:visible')).toBeVisible();
    const frame = await shellColours(page);
    expect(frame[0]).toBe(body);

    await page.goto('/otp/sessions');
    await expect(page.getByRole('heading', { level: 1, name: '2FA sessions' })).toBeVisible();
    await expect(page.locator('#frame')).toHaveCount(0);
    expect(await shellColours(page)).toEqual(frame);
  });
}

test('the page’s code is asked for as the HTML lists it, each file once, and the page works', async ({
  page,
}) => {
  await signIn(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) asked.push(pathname);
  });
  const response = await page.goto('/otp/sessions');
  const html = (await response?.text()) ?? '';
  const listed = /<script type="application\/json" id="page-files">(.*?)<\/script>/.exec(html);
  const files = z.array(z.string()).parse(JSON.parse(listed?.[1] ?? 'null'));
  expect(files.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: /2FA sessions/ })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  for (const file of files) expect(asked, file).toContain(file);
  expect(asked.length, asked.join('\n')).toBe(new Set(asked).size);
  await expect(page.locator('#page-files')).toHaveCount(0);
});
