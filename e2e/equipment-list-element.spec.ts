import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { apiPort, dealerPort } from './lanes';

// <equipment-list> on the dealer example's inventory page (examples/dealer-site/inventory.html):
// another origin than the API and the widgets, under the example's strict CSP.
const dealerSite = `http://localhost:${dealerPort}/`;
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

  for (const width of [375, 1280]) {
    test(`${width} px: the search box and the category chips narrow the list, by keyboard too`, async ({
      page,
    }, info) => {
      const checkConsole = guardConsole(page);
      await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });
      const { list, cards } = await openInventory(page);
      const status = list.locator('.lf-eql-status');
      await expect(status).toHaveText(/^Page 1 of \d+$/);
      const all = Number((await status.textContent())!.match(/of (\d+)/)![1]);

      // A chip, by keyboard: fewer pages, each card of that category.
      const chips = list.getByRole('list', { name: 'Category' });
      const platforms = chips.getByRole('button', { name: 'Aerial work platforms' });
      const answer = page.waitForResponse((r) =>
        r.url().includes('category=aerial-work-platforms'),
      );
      await platforms.focus();
      await page.keyboard.press('Enter');
      const body = await (await answer).json();
      await expect(platforms).toHaveAttribute('aria-pressed', 'true');
      await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(body.meta.total_pages).toBeLessThan(all);
      expect(
        body.items.every((unit: { category: string }) => unit.category === 'aerial-work-platforms'),
      ).toBe(true);
      await expect(cards.first()).toContainText(body.items[0].title);

      // The search, within that category: Enter applies it.
      const first = body.items[0] as { make: string; title: string };
      const search = list.getByRole('searchbox', { name: 'Search' });
      const searched = page.waitForResponse((r) =>
        r.url().includes(`q=${encodeURIComponent(first.make)}`),
      );
      await search.fill(first.make);
      await search.press('Enter');
      const found = await (await searched).json();
      expect(found.meta.total).toBeGreaterThan(0);
      expect(new URL((await searched).url()).searchParams.get('category')).toBe(
        'aerial-work-platforms',
      );
      await expect(cards).toHaveCount(Math.min(found.meta.total, 12));
      await expect(cards.first()).toContainText(first.make);

      const inList = (await axeViolations(page))
        .map((violation) => ({
          ...violation,
          nodes: violation.nodes.filter((node) =>
            String(node.target[0]).startsWith('equipment-list,'),
          ),
        }))
        .filter((violation) => violation.nodes.length);
      expect(describeViolations(inList)).toBe('');
      await list.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`inventory-narrowed-${width}.png`) });

      // Nothing found: the box stays, to try other words.
      await search.fill('zzqxv');
      await search.press('Enter');
      await expect(list.getByText(/No equipment matches/)).toBeVisible();
      await expect(search).toBeVisible();
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
