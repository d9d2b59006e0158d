import { expect, test, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';

// The public pages arrive as HTML (scripts/prerender-storefront.mjs): readable before any script
// runs, and replaced by the app without anything moving.

test.describe('prerendered pages', () => {
  test('hold their real content and nothing of the build: no React error, no file path', async ({
    request,
  }) => {
    const pages: [string, RegExp][] = [
      ['/', /<h1[^>]*>Equipment rental &amp; sales, from a branch near\s?you<\/h1>/u],
      ['/equipment', /<h1[^>]*>Equipment<\/h1>/],
      ['/eq-inventory', /<h1[^>]*>Equipment inventory<\/h1>/],
    ];
    for (const [url, content] of pages) {
      const html = await (await request.get(url)).text();
      expect(html, url).toMatch(content);
      for (const marker of [
        /Suspense boundary/i,
        /Switched to client rendering/i,
        /Minified React error/i,
        /data-(dgst|msg|stck)=/,
        /file:\/\//,
        /dist-ssr/,
        /node_modules/,
      ]) {
        expect(html, `${url} contains ${marker}`).not.toMatch(marker);
      }
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page shows its header, hero, categories and footer', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Controls wait for the app (nothing typed before it runs is lost); links work.
      await expect(page.getByRole('button', { name: 'Open search' })).toBeDisabled();
      await expect(page.getByRole('link', { name: /Lift trucks/i }).first()).toHaveAttribute(
        'href',
        '/equipment?category=lift-trucks',
      );
    });

    test('the equipment listing shows its title; other pages get the empty shell', async ({
      page,
    }) => {
      await page.goto('/equipment');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/guest/user/login');
      await expect(page.locator('#root')).toBeEmpty();
    });
  });

  test('the app takes over the home page without a layout shift or console error', async ({
    page,
  }) => {
    const checkConsole = guardConsole(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The app is running: the header's branch finder opens its dialog.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Find Local Branch' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls).toBeLessThan(0.05);
    checkConsole();
  });

  test.describe('a visitor who moves before the code arrives stays where they are', () => {
    /** Holds the home page's chunk back until `release()`: the prerendered page is all there is. */
    async function holdHomeCode(page: Page) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    }

    test('the scroll position is kept when the app replaces the page', async ({ page }) => {
      const release = await holdHomeCode(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
      release();
      // Only the app sets the header's state; it reads the scroll position it finds.
      await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'solid');
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
    });

    test('the focused link keeps the focus when the app replaces the page', async ({ page }) => {
      const release = await holdHomeCode(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const focusedName = () =>
        page.evaluate(() => {
          const el = document.activeElement;
          return el && el !== document.body ? `${el.tagName} ${el.textContent?.trim()}` : null;
        });
      const before = await focusedName();
      expect(before).toMatch(/^A \S/);
      release();
      // The app is running once the search button (disabled in the prerendered page) is enabled.
      await expect(page.getByRole('button', { name: 'Open search' })).toBeEnabled();
      expect(await focusedName()).toBe(before);
    });
  });
});
