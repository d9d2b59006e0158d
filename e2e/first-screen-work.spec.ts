import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// What the first screen makes the phone do before a visitor can use it (issue 42, item 20: the
// hydration had become twice as heavy as before the Spanish pages).
//
// 1. No page loads its language's whole catalog (about 13 KB gzip, 52 KB of JSON to parse before
//    hydrating): the browser build splits it into the entry's messages and each page's own
//    (packages/storefront/build-plugins/chunk-catalogs.ts). Budget: 5 KB gzip of messages a page.
//
// 2. The pages people land on most, in both languages, hydrate without constructing an
//    `Intl.NumberFormat`: its first construction
// loads ICU's number data, 25–120 ms of main thread on a throttled phone, inside the hydration
// task. Lingui wrote the header's quote count (a plural) with it on every page until the build
// took small whole numbers off it (packages/storefront/build-plugins/lingui-plain-counts.ts).
const PAGES = ['/', '/equipment', '/equipment/1', '/es', '/es/equipment', '/es/equipment/1'];

const CATALOG_BUDGET = 5 * 1024;

for (const path of [...PAGES, '/quote', '/es/quote']) {
  test(`${path} loads at most 5 KB gzip of messages, not the whole catalog`, async ({ page }) => {
    const catalogs: Promise<{ path: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!/^\/assets\/messages-[\w-]+\.js$/.test(pathname)) return;
      catalogs.push(
        response
          .body()
          .then((body) => ({ path: pathname, gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loaded = await Promise.all(catalogs);
    expect(loaded.length, 'the page loads its messages').toBeGreaterThan(0);
    const total = loaded.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, JSON.stringify(loaded)).toBeLessThanOrEqual(CATALOG_BUDGET);
  });
}

for (const path of PAGES) {
  test(`${path} hydrates without constructing an Intl.NumberFormat`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { numberFormats: string[] }).numberFormats = seen;
      const Original = Intl.NumberFormat;
      Intl.NumberFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          seen.push(`${JSON.stringify(args)}\n${new Error().stack ?? ''}`);
          return new target(...args);
        },
      });
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const constructed = await page.evaluate(
      () => (window as unknown as { numberFormats: string[] }).numberFormats,
    );
    expect(constructed).toEqual([]);
  });
}
