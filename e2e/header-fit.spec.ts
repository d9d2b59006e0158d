import { expect, test } from '@playwright/test';

// The desktop bar holds the nav, the search, the saved branch, the language switcher, the account
// link and the quote link in both languages: with a branch saved (the longest bar), no nav word
// breaks inside itself and no item overlaps the next (Spanish words are longer; the switcher is
// one more item).

for (const prefix of ['', '/es']) {
  for (const width of [1140, 1280, 1440]) {
    test(`${prefix || '/'} at ${width}px with a saved branch: the bar fits on one line`, async ({
      page,
      request,
    }) => {
      const branch = (await (await request.get('/api/v1/branches/1')).json()) as object;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/about`);
      await page.evaluate(
        (saved) => localStorage.setItem('liftline_local_branch', JSON.stringify(saved)),
        branch,
      );
      await page.goto(`${prefix}/equipment`);
      const bar = page.locator('header');
      await expect(bar.locator('.lf-branch-finder')).toContainText(/Chicago/);
      const boxes = await bar.evaluate((header) => {
        const menu = header.querySelector('[data-open]');
        const items = [
          ...Array.from(header.querySelectorAll('nav a')),
          ...Array.from(menu?.children ?? []).filter((child) => child.tagName !== 'NAV'),
          ...Array.from(header.querySelectorAll(':scope a[href$="/quote"]')),
        ];
        return items
          .map((item) => item.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map(({ left, right, top, height }) => ({ left, right, top, height }));
      });
      for (const box of boxes.slice(0, 3))
        expect(box.height, 'a nav link on one line').toBeLessThan(48);
      const sorted = [...boxes].sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]!.left, 'items side by side').toBeGreaterThanOrEqual(
          sorted[i - 1]!.right - 1,
        );
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
}
