import { expect, test, type Page } from '@playwright/test';

// A dealer-style page: plain HTML, one script tag, the custom element. Served on the API's origin
// here (cross-origin embedding needs CORS, which the widgets issue adds).
const dealerPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dealer page</title>
<script src="/widgets/widgets.js" defer></script></head>
<body><main><h1>Acme Forklift Dealer</h1>
<find-branch api-base="/api" product="dealer"></find-branch>
</main></body></html>`;

async function searchInElement(page: Page, zip: string) {
  const element = page.locator('find-branch');
  await element.getByRole('button', { name: 'Find Local Branch' }).click();
  const dialog = element.getByRole('dialog', { name: 'Find location by zip code' });
  await dialog.getByPlaceholder('Enter Zip Code').fill(zip);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return { element, dialog };
}

async function openDealerPage(page: Page, baseURL: string) {
  await page.route(`${baseURL}/dealer-test.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: dealerPage }),
  );
  await page.goto('/dealer-test.html');
}

test.describe('<find-branch> custom element', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('finds a branch from a plain HTML page and renders it in its shadow root', async ({
    page,
    baseURL,
  }) => {
    await openDealerPage(page, baseURL!);
    const { element } = await searchInElement(page, '60601');
    await expect(element.getByRole('button', { name: 'Chicago, IL' })).toBeVisible();
    expect(await element.evaluate((el) => el.shadowRoot !== null)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('dealer_local_branch'))).toContain(
      '"city":"Chicago"',
    );
  });

  test('its own "Oops!" toast shows above the open modal and can be dismissed', async ({
    page,
    baseURL,
  }) => {
    await openDealerPage(page, baseURL!);
    const { element, dialog } = await searchInElement(page, '00000');
    const toast = element.getByRole('alert').filter({ hasText: 'Oops!' });
    await expect(toast).toContainText('We could not find zip code 00000.');
    await toast.getByRole('button', { name: 'Dismiss' }).click(); // fails if the toast is under the modal
    await expect(toast).toBeHidden();
    await expect(dialog).toBeVisible();
  });
});
