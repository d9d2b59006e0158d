import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';

// <equipment-list> on the dealer example's inventory page (examples/dealer-site/inventory.html):
// another origin than the API and the widgets, under the example's strict CSP.
const apiPort = Number(process.env.E2E_PORT ?? 4317);
const dealerSite = `http://localhost:${Number(process.env.E2E_DEALER_PORT ?? apiPort + 1)}/`;
const inventory = new URL('inventory.html', dealerSite).href;

async function openInventory(page: Page) {
  await page.goto(inventory);
  const list = page.locator('equipment-list');
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(12);
  return { list, cards };
}

test.describe('<equipment-list> on the dealer inventory page', () => {
  for (const width of [375, 1280]) {
    test(`${width} px: 12 cards with their pictures, axe finds nothing`, async ({ page }, info) => {
      const checkConsole = guardConsole(page);
      await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });
      const { list, cards } = await openInventory(page);
      // The first card's picture comes from the API's origin, in a format of its srcset.
      const first = cards.first().locator('img');
      await expect(first).toHaveJSProperty('complete', true);
      const picture = await first.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        loading: img.loading,
        width: img.naturalWidth,
      }));
      expect(picture.loading).toBe('eager');
      expect(new URL(picture.src).port).toBe(String(apiPort));
      expect(picture.width).toBeGreaterThan(0);
      await expect(cards.last().locator('img')).toHaveAttribute('loading', 'lazy');
      // The list's nodes only: the whole page is widgets-dealer-site.spec.ts's.
      const inList = (await axeViolations(page))
        .map((violation) => ({
          ...violation,
          // A node in a shadow root is targeted as [[host, selector]].
          nodes: violation.nodes.filter((node) =>
            String(node.target[0]).startsWith('equipment-list,'),
          ),
        }))
        .filter((violation) => violation.nodes.length);
      expect(describeViolations(inList)).toBe('');
      await list.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`inventory-${width}.png`), fullPage: true });
      checkConsole();
    });
  }

  test('Add to quote: three units on the shared list, the header count follows', async ({
    page,
  }) => {
    const { cards } = await openInventory(page);
    for (const index of [0, 1, 2]) {
      await cards.nth(index).getByRole('button', { name: 'Add to quote' }).click();
      await expect(cards.nth(index).getByRole('button', { name: 'In quote list' })).toBeVisible();
    }
    // Pressed again (aria-disabled, so Playwright must be told to click anyway): still one line.
    await cards.nth(0).getByRole('button', { name: 'In quote list' }).click({ force: true });
    const lines = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('summit_quote_list')!) as { lines: unknown[] }).lines,
    );
    expect(lines).toHaveLength(3);
    await expect(page.locator('quote-list-button')).toContainText('3');
  });

  test('keyboard: the title link and the pager; equipment-select can keep the visitor here', async ({
    page,
  }) => {
    const { list, cards } = await openInventory(page);
    const status = list.locator('.lf-eql-pager [role="status"]');
    await expect(status).toHaveText(/^Page 1 of \d+$/);
    const firstTitle = await cards.first().getByRole('heading').textContent();
    await list.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(status).toHaveText(/^Page 2 of \d+$/);
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle!);
    await list.getByRole('button', { name: 'Previous' }).press('Enter');
    await expect(status).toHaveText(/^Page 1 of \d+$/);

    // The dealer shows the unit itself: the event is cancelled, the page stays.
    await page.evaluate(() => {
      document.addEventListener('equipment-select', (event) => {
        event.preventDefault();
        document.body.dataset.selected = String((event as CustomEvent<{ id: number }>).detail.id);
      });
    });
    const link = cards.first().getByRole('link');
    const href = await link.getAttribute('href');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveAttribute('data-selected', /^\d+$/);
    expect(href).toBe(
      `http://127.0.0.1:${apiPort}/equipment/${await page.locator('body').getAttribute('data-selected')}`,
    );
    expect(page.url()).toBe(inventory);
  });

  test('a branch found in the header shows its units, from page 1', async ({ page }) => {
    const { list, cards } = await openInventory(page);
    const status = list.locator('.lf-eql-pager [role="status"]');
    await list.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText(/^Page 2 of \d+$/);
    const branchPage = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.endsWith('/equipment') && url.searchParams.has('branch_id');
    });
    const finder = page.locator('find-branch');
    await finder.getByRole('button', { name: 'Find Local Branch' }).click();
    const dialog = finder.getByRole('dialog', { name: 'Find location by zip code' });
    await dialog.getByPlaceholder('Enter Zip Code').fill('60601');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog
      .getByRole('region', { name: 'Choose your branch' })
      .getByRole('button')
      .first()
      .click();
    const query = new URL((await branchPage).url()).searchParams;
    expect(query.get('page')).toBe('1');
    await expect(status).toHaveText('Page 1 of 3'); // the seed's Chicago branch holds 25 units
    await expect(cards).toHaveCount(12);

    // The saved branch is the list's on the next visit too.
    const again = page.waitForRequest((request) => request.url().includes('/equipment?'));
    await page.reload();
    expect(new URL((await again).url()).searchParams.get('branch_id')).toBe(query.get('branch_id'));
  });
});
