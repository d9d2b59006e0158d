import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

// A prerendered or server-rendered page hydrates in parts (issue 42, item 20): the page around
// them in a first task, then the header, the footer, each card, the filters and the sections below
// the fold a task each (packages/storefront/src/components/hydrate-later), so no task holds a
// phone's main thread for the whole page. Hydrating keeps the HTML as the server wrote it (nothing
// is built again), and every control works once its part has hydrated.

/** The page's markup as it arrived, and once every part has hydrated; controls' marks aside. */
async function markupBeforeAndAfter(page: Page, path: string) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { arrived: string }).arrived =
        document.getElementById('root')?.innerHTML ?? '';
    });
  });
  await page.goto(path);
  await hydrated(page);
  return page.evaluate(() => {
    // Controls arrive disabled until the app runs (lib/hydration.ts, enableControls).
    const unmarked = (html: string) => html.replaceAll(' disabled="" data-until-app=""', '');
    return {
      arrived: unmarked((window as unknown as { arrived: string }).arrived),
      hydrated: unmarked(document.getElementById('root')?.innerHTML ?? ''),
      parts: performance.getEntriesByName('liftline:hydration-part').length,
      stillDisabled: document.querySelectorAll('[data-until-app]').length,
    };
  });
}

const PAGES = [
  // [path, at least this many parts]: header, footer, and the page's own.
  ['/', 2 + 3 + 4],
  ['/es', 2 + 3 + 4],
  ['/equipment', 2 + 1 + 12],
  ['/es/equipment', 2 + 1 + 12],
  ['/equipment/1', 2 + 3],
  ['/es/equipment/1', 2 + 3],
] as const;

for (const [path, parts] of PAGES) {
  test(`${path} hydrates in at least ${parts} parts and keeps its HTML`, async ({ page }) => {
    const result = await markupBeforeAndAfter(page, path);
    expect(result.parts).toBeGreaterThanOrEqual(parts);
    expect(result.arrived.length).toBeGreaterThan(1000);
    expect(result.hydrated).toBe(result.arrived);
    expect(result.stillDisabled).toBe(0);
  });
}

/** The path of the demo's sent quote (its mail waits in the dev outbox: docs/demo-data.md). */
async function demoQuotePath(page: Page): Promise<string> {
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
    items: { kind: string; links: { url: string }[] }[];
  };
  const link = outbox.items.find((mail) => mail.kind === 'quote-sent')?.links[0]?.url;
  expect(link, 'the demo quote’s mail').toBeTruthy();
  return new URL(link!).pathname;
}

// The customer's quote page is rendered by the server per request (never cached), with the quote.
for (const locale of ['', '/es']) {
  test(`the quote page${locale ? ' in Spanish' : ''} arrives with the quote, hydrates in at least 4 parts and keeps its HTML`, async ({
    page,
  }) => {
    const path = `${locale}${await demoQuotePath(page)}`;
    const result = await markupBeforeAndAfter(page, path);
    // Header, footer, the lines and the answer.
    expect(result.parts).toBeGreaterThanOrEqual(2 + 2);
    expect(result.arrived).toContain('<table');
    expect(result.hydrated).toBe(result.arrived);
    expect(result.stillDisabled).toBe(0);
  });
}

test('a card hydrated later takes its click: the header counts the unit', async ({ page }) => {
  await page.goto('/equipment');
  await hydrated(page);
  // The last card on the page: among the last parts to hydrate.
  await page
    .getByRole('button', { name: /^Add to quote \(/ })
    .last()
    .click();
  await expect(page.getByRole('link', { name: 'Quote request, 1 item' })).toBeVisible();
});
