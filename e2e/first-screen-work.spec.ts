import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// What the first screen makes the phone do before a visitor can use it (issue 42, item 20: the
// hydration had become twice as heavy as before the Spanish pages). The pages people land on most,
// in both languages, hydrate without constructing an `Intl.NumberFormat`: its first construction
// loads ICU's number data, 25–120 ms of main thread on a throttled phone, inside the hydration
// task. Lingui wrote the header's quote count (a plural) with it on every page until the build
// took small whole numbers off it (packages/storefront/build-plugins/lingui-plain-counts.ts).
const PAGES = ['/', '/equipment', '/equipment/1', '/es', '/es/equipment', '/es/equipment/1'];

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
