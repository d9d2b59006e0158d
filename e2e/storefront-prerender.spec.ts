import { expect, test } from '@playwright/test';
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
});
