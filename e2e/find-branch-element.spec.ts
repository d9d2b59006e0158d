import { expect, test, type Locator, type Page } from '@playwright/test';

// A dealer-style page: plain HTML, one script tag, the custom element. Served on the API's origin
// here (cross-origin embedding needs CORS, which the widgets issue adds).
const dealerPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dealer page</title>
<script src="/widgets/widgets.js" defer></script></head>
<body><main><h1>Acme Forklift Dealer</h1>
<find-branch api-base="/api" product="dealer"></find-branch>
<request-quote api-base="/api" product="dealer"></request-quote>
<quote-list-button api-base="/api" product="dealer"></quote-list-button>
</main></body></html>`;

/** The chunks (the elements' code) the page asked for. */
function chunkRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/widgets/chunks/')) urls.push(path);
  });
  return urls;
}

/** The element's box, rounded to the pixel. */
const box = (element: Locator) =>
  element.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return [rect.x, rect.y, rect.width, rect.height].map(Math.round);
  });

const saved = { id: 1, city: 'Chicago', state: 'IL', zip_code_searched: '60601' };

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
    const { element, dialog } = await searchInElement(page, '60601');
    await dialog
      .getByRole('region', { name: 'Choose your branch' })
      .getByRole('button')
      .first()
      .click();
    // The branch links to its page; 'Change branch' opens the dialog again.
    await expect(element.getByRole('link', { name: 'Chicago, IL' })).toBeVisible();
    await expect(element.getByRole('button', { name: 'Change branch' })).toBeVisible();
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

  test('the loader paints every element (the saved branch too) and fetches no code until one is used', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript((branch) => {
      localStorage.setItem('dealer_local_branch', JSON.stringify(branch));
      localStorage.setItem(
        'dealer_quote_list',
        JSON.stringify({ v: 1, lines: [{ equipment_id: 1, mode: 'buy', quantity: 1 }] }),
      );
    }, saved);
    const chunks = chunkRequests(page);
    await openDealerPage(page, baseURL!);
    const finder = page.locator('find-branch');
    await expect(finder.getByRole('link', { name: 'Chicago, IL' })).toBeVisible();
    await expect(
      page.locator('request-quote').getByRole('button', { name: 'Request a Quote' }),
    ).toBeVisible();
    await expect(
      page.locator('quote-list-button').getByRole('button', { name: 'Quote list 1 unit' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);

    // Pointing at an element loads its code, which takes over without moving anything.
    const boxes = await Promise.all(
      ['find-branch', 'request-quote', 'quote-list-button'].map((tag) => box(page.locator(tag))),
    );
    await finder.hover();
    await page.locator('request-quote').hover();
    await page.locator('quote-list-button').hover();
    // Mounted: the finder's <dialog> and the quote button's preact handlers exist only then.
    await expect(finder.locator('dialog')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(chunks.some((path) => /\/find-branch-[\w-]+\.mjs$/.test(path))).toBe(true);
    expect(chunks.some((path) => /\/request-quote-[\w-]+\.mjs$/.test(path))).toBe(true);
    expect(
      await Promise.all(
        ['find-branch', 'request-quote', 'quote-list-button'].map((tag) => box(page.locator(tag))),
      ),
    ).toEqual(boxes);
    // Each file once: the chunks are shared between the elements.
    expect(new Set(chunks).size).toBe(chunks.length);
  });

  test('a click that comes before the code shows a busy button and opens the dialog once it is there', async ({
    page,
    baseURL,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/widgets/chunks/request-quote-*.mjs', async (route) => {
      await held;
      await route.continue();
    });
    await openDealerPage(page, baseURL!);
    const widget = page.locator('request-quote');
    const button = widget.getByRole('button', { name: 'Request a Quote' });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(widget.locator('.lf-spinner')).toBeVisible();
    release();
    await expect(widget.getByRole('dialog', { name: 'Request a Quote' })).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
  });

  test("code that cannot be loaded shows the 'Oops!' toast; the next try loads it", async ({
    page,
    baseURL,
  }) => {
    let fail = true;
    await page.route('**/widgets/chunks/find-branch-*.mjs', (route) =>
      fail ? route.abort('internetdisconnected') : route.continue(),
    );
    await openDealerPage(page, baseURL!);
    const finder = page.locator('find-branch');
    await finder.getByRole('button', { name: 'Find Local Branch' }).click();
    const toast = finder.getByRole('alert').filter({ hasText: 'Oops!' });
    await expect(toast).toBeVisible();
    fail = false;
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await finder.getByRole('button', { name: 'Find Local Branch' }).click();
    await expect(finder.getByRole('dialog', { name: 'Find location by zip code' })).toBeVisible();
  });
});
