// Layout on a phone (390 × 844): on every page, signed in or not, in both colour schemes, nothing extends past the
// viewport's right edge (the header once measured 456 px, with "Sign out" off screen and the key badge cut).
// Content that scrolls sideways inside its own box (a wide table in its scroller) is inside that box, which fits.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, sandbox, signIn, test } from './fixtures';
import { PAGES, expectHeading } from './helpers/quality';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

/** Visible elements whose right edge passes the viewport, outside any box that clips or scrolls sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== 'visible';
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      // Inside a box that clips or scrolls sideways: the box itself is checked on its own.
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        if (clipsSideways(parent)) {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.slice(0, 60) : '';
      found.push(
        `<${element.tagName.toLowerCase()} class="${classes}"> "${name}" right edge ${Math.round(rect.right)} px`,
      );
    }
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    }
    return found;
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`at 390 px, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('the sign-in page fits the screen', async ({ page }) => {
      await page.goto('/login');
      await expectHeading(page, /Sign in/);
      expect(await overflowing(page)).toEqual([]);
    });

    for (const { path, heading } of PAGES) {
      test(`${path} fits the screen, header included`, async ({ page }) => {
        await signIn(page);
        await page.goto(path);
        await expectHeading(page, heading);
        // The header's controls are all on screen.
        await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
        expect(await overflowing(page)).toEqual([]);
      });
    }
  });
}

test('a Test key header fits the screen with its longer badge', async ({ page }) => {
  await signIn(page, ACCOUNTS.testKey);
  await page.goto('/');
  await expectHeading(page, 'Overview');
  await expect(page.getByRole('banner').getByText('Test key', { exact: true })).toBeInViewport({
    ratio: 1,
  });
  expect(await overflowing(page)).toEqual([]);
});
