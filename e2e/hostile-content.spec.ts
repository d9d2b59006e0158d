import { expect, test, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';
import { dealerPort } from './lanes';

// Text from the server and from a dealer's attributes is rendered as text,
// never as markup. A payload that would run script if it were parsed as HTML must show up literally,
// with no element created from it.
const dealerSite = `http://localhost:${dealerPort}/`;
const PAYLOAD = '<img src=x onerror="window.__pwned=1">Nope';

async function answerLocateBranchWith(page: Page, message: string) {
  await page.route('**/api/v1/locate-branch?**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message, slug: 'zip_not_found' }),
    }),
  );
}

/** Counts <img> elements whose src is the payload's, in the page and in every open shadow root. */
function injectedImages(page: Page) {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    let count = 0;
    while (roots.length) {
      const root = roots.pop()!;
      count += root.querySelectorAll('img[src="x"]').length;
      for (const element of Array.from(root.querySelectorAll('*')))
        if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    return { count, pwned: (window as { __pwned?: unknown }).__pwned ?? null };
  });
}

test.describe('hostile content is rendered as text', () => {
  test('a widget attribute with markup shows literally on the dealer site', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await page.goto(dealerSite);
    const quote = page.locator('request-quote[equipment-id="1"]');
    await expect(quote.getByRole('button', { name: 'Get a quote' })).toBeVisible();
    await quote.evaluate((element, text) => element.setAttribute('button-text', text), PAYLOAD);
    await expect(quote.getByRole('button')).toHaveText(PAYLOAD);
    expect(await injectedImages(page)).toEqual({ count: 0, pwned: null });
    checkConsole();
  });

  test("a server error message with markup shows literally in the widget's toast", async ({
    page,
  }) => {
    const checkConsole = guardConsole(page, [/404/]);
    await answerLocateBranchWith(page, PAYLOAD);
    await page.goto(dealerSite);
    const finder = page.locator('header find-branch');
    await finder.getByRole('button', { name: 'Find Local Branch' }).click();
    const dialog = finder.getByRole('dialog', { name: 'Find location by zip code' });
    await dialog.getByPlaceholder('Enter Zip Code').fill('60601');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(finder.getByText(PAYLOAD, { exact: true })).toBeVisible();
    expect(await injectedImages(page)).toEqual({ count: 0, pwned: null });
    checkConsole();
  });

  test('a server error message with markup shows literally in the storefront', async ({ page }) => {
    const checkConsole = guardConsole(page, [/404/]);
    await answerLocateBranchWith(page, PAYLOAD);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Find Local Branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find location by zip code' });
    await dialog.getByPlaceholder('Enter Zip Code').fill('60601');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(PAYLOAD, { exact: true })).toBeVisible();
    expect(await injectedImages(page)).toEqual({ count: 0, pwned: null });
    checkConsole();
  });
});
