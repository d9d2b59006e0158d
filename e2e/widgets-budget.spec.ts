import { expect, test } from '@playwright/test';
import {
  CLS_WIDTHS,
  WIDGET_PAGE_BUDGETS,
  describeScripts,
  inventoryWithList,
  layoutShiftWhileLoading,
  unitPageIdle,
  unitPageWithDialog,
  type ScriptSizes,
} from '../bench/widget-pages.mjs';
import { dealerSite, findBranch, inventoryPage } from './dealer-site';

// Issue 34's budgets, measured as Chromium loads the dealer example (examples/dealer-site) on its
// own origin: every script response until the network is quiet, each body gzipped at level 9 on
// its own, summed (bench/widget-pages.mjs, which `npm run bench -- --only=widget-pages` reports
// too). Sizes only: the timings belong to the benchmark.

async function report(name: string, sizes: ScriptSizes, budget: number) {
  const text = describeScripts(sizes, budget);
  await test.info().attach(`${name}.txt`, { body: text, contentType: 'text/plain' });
  console.log(`${name}\n${text}`);
  expect(sizes.scripts.length).toBeGreaterThan(0);
  expect(sizes.totalGzip, `${name}: script bytes (gzip -9) over the budget`).toBeLessThanOrEqual(
    budget,
  );
}

test.describe('widget budgets on the dealer example', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('the unit page (find-branch, request-quote, quote-list-button) loads ≤ 6 KB of script before any interaction, + 1 KB for counting (issue 36)', async ({
    page,
  }) => {
    const sizes = await unitPageIdle(page, dealerSite);
    await report('index.html before any interaction', sizes, WIDGET_PAGE_BUDGETS.idle);
  });

  test('the unit page with the quote dialog open has loaded ≤ 45 KB of script, + 1 KB for counting (issue 34 asked 40 KB: see WIDGET_PAGE_BUDGETS.dialog)', async ({
    page,
  }) => {
    const sizes = await unitPageWithDialog(page, dealerSite);
    await report('index.html with the quote dialog open', sizes, WIDGET_PAGE_BUDGETS.dialog);
  });

  test('the inventory page with 12 units listed, its search box and chips, loads ≤ 26 KB of script', async ({
    page,
  }) => {
    const sizes = await inventoryWithList(page, inventoryPage, 12);
    await report('inventory.html with 12 units listed', sizes, WIDGET_PAGE_BUDGETS.list);
  });

  for (const [name, url] of [
    ['index.html', dealerSite],
    ['inventory.html', inventoryPage],
  ] as const) {
    for (const width of CLS_WIDTHS) {
      test(`nothing shifts on ${name} at ${width} px while the widgets load their code`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });
        const { cls } = await layoutShiftWhileLoading(page, url);
        console.log(`${name} at ${width} px: CLS ${cls}`);
        expect(cls).toBe(0);
      });

      test(`nothing shifts on ${name} at ${width} px on a later visit, with a branch saved`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });
        await page.goto(dealerSite);
        await findBranch(page.locator('header find-branch'), '60601');
        // The next visit: the loader paints the saved branch (a wider finder) before any code.
        const { cls } = await layoutShiftWhileLoading(page, url);
        console.log(`${name} at ${width} px with a saved branch: CLS ${cls}`);
        expect(cls).toBe(0);
      });
    }
  }
});
