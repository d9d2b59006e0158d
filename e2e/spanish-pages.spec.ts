import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { hydrated } from './hydrated';

// The storefront's Spanish twins (/es/…): the page, its head for search engines, the language
// switcher (header and footer) keeping the page and its filters, the first visit by the browser's
// language, accessibility at phone and desktop widths, and screenshots of both languages.

const SHOTS = join('test-results', 'spanish-pages');

/** The `href` of the page's `hreflang` alternates, by language. */
async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href') ?? '').pathname +
          new URL(link.getAttribute('href') ?? '').search,
      ]),
    ),
  );
}

test('/es is the Spanish home page, with its alternates and canonical URL', async ({ page }) => {
  const check = guardConsole(page);
  await page.goto('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Alquiler y venta de equipos, en una sucursal cerca de\u00a0usted',
  );
  expect(await page.title()).toBe('Liftline — Alquiler y venta de equipos');
  expect(await alternates(page)).toEqual({ en: '/', es: '/es', 'x-default': '/' });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
  check();
});

test('/es/equipment is Spanish; the switcher goes to the English page with the filters kept, and back', async ({
  page,
}) => {
  const check = guardConsole(page);
  await page.goto('/es/equipment?category=lift-trucks');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Ver catálogo' })).toBeVisible();
  expect(await alternates(page)).toEqual({
    en: '/equipment?category=lift-trucks',
    es: '/es/equipment?category=lift-trucks',
    'x-default': '/equipment?category=lift-trucks',
  });

  const footer = page.getByRole('contentinfo');
  const english = footer.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(english).toHaveAttribute('lang', 'en');
  await english.click();
  await expect(page).toHaveURL(/\/equipment\?category=lift-trucks$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(page);
  // The choice is saved for the server's first-visit rule and for the next visit.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('liftline.locale'))).toBe('en');

  // Back with the keyboard: a real link, focusable and followed with Enter.
  const spanish = page.getByRole('contentinfo').getByRole('link', { name: 'Español' });
  await spanish.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/equipment\?category=lift-trucks$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  check();
});

test.describe('a first visit from a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });

  test('/ lands on /es; another page stays in its language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/equipment');
    await expect(page).toHaveURL(/\/equipment$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a visitor who chose English stays on /', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

for (const width of [375, 1280]) {
  test.describe(`the Spanish pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const url of ['/es', '/es/equipment', '/es/about']) {
      test(`${url} has no accessibility violation`, async ({ page }) => {
        const check = guardConsole(page);
        await page.goto(url);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        check();
      });
    }

    test(`screenshots of / and /es (header and footer with the switcher)`, async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      for (const [url, name] of [
        ['/', 'en'],
        ['/es', 'es'],
      ] as const) {
        await page.goto(url);
        await hydrated(page);
        await page.screenshot({ path: join(SHOTS, `home-${name}-${width}-top.png`) });
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page
          .getByRole('contentinfo')
          .screenshot({ path: join(SHOTS, `home-${name}-${width}-footer.png`) });
      }
    });
  });
}
