import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';

// The demo units' drawn pictures (seeded as image assets) on the catalog cards and the detail page,
// and the home page's yard drawing: each one an image the browser actually decoded, the hero and
// the detail page's main image within the LCP image budget. Screenshots
// at phone and desktop widths go to E2E_SCREENSHOTS_DIR when it is set.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function expectLoaded(image: Locator) {
  await image.evaluate((img) => img.scrollIntoView({ block: 'center' }));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The hero and the detail page's main (LCP) image weigh at most this, as sent, at any width. */
const LCP_IMAGE_BUDGET = 60 * 1024;

/** Bytes on the wire (encoded body) of every image the page fetched, by URL. */
function recordImageBytes(page: Page): Map<string, number> {
  const bytes = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    bytes.set(request.url(), (await request.sizes()).responseBodySize);
  });
  return bytes;
}

async function expectWithinBudget(image: Locator, bytes: Map<string, number>) {
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect.poll(() => bytes.get(src), { message: `bytes of ${src}` }).toBeGreaterThan(0);
  expect(bytes.get(src), `bytes of ${src}`).toBeLessThanOrEqual(LCP_IMAGE_BUDGET);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

for (const width of [375, 1280]) {
  test.describe(`pictures at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });

    test('the home hero, the catalog cards and the detail page show drawn pictures', async ({
      page,
    }) => {
      const checkConsole = guardConsole(page);
      const imageBytes = recordImageBytes(page);

      await page.goto('/');
      const hero = page.getByRole('img', { name: /A Liftline yard/ });
      await expect(hero).toHaveAttribute('width', '1600');
      await expect(hero).toHaveAttribute('height', '420');
      await expectLoaded(hero);
      await expectWithinBudget(hero, imageBytes);
      await shoot(page, `home-${width}`);

      await page.goto('/equipment');
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByTestId('image-placeholder')).toHaveCount(0);
      for (const index of [0, 1, 2]) await expectLoaded(cards.nth(index).locator('img'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `equipment-${width}`);

      await cards.first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const main = page
        .getByRole('region', { name: 'Photos, videos and documents' })
        .locator('img');
      await expect(main.first()).toHaveAttribute('alt', /Illustration of a /);
      await expectLoaded(main.first());
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `detail-${width}`);

      checkConsole();
    });

    test('a unit page opened from a link preloads its main photo: the one file the page shows', async ({
      page,
    }) => {
      const checkConsole = guardConsole(page);
      const imageBytes = recordImageBytes(page);
      await page.goto('/equipment/1');
      const main = page
        .getByRole('region', { name: 'Photos, videos and documents' })
        .locator('img')
        .first();
      await expectLoaded(main);
      const srcset = await page
        .locator('head link[rel="preload"][as="image"]')
        .getAttribute('imagesrcset');
      const candidates = (srcset ?? '')
        .split(',')
        .map((candidate) => new URL(candidate.trim().split(' ')[0]!, page.url()).href);
      const shown = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(candidates).toContain(shown);
      await expectWithinBudget(main, imageBytes);
      // The preload and the <picture> chose the same variant: no second download of this photo.
      expect([...imageBytes.keys()].filter((url) => candidates.includes(url))).toEqual([shown]);
      // The page's code came with the HTML: its boot script imports the detail page's chunk, and
      // the app takes that module as it is (no preload links for chunks already loaded). The
      // preloads are messages only: the language's catalog of the entry code and the one of the
      // detail page's own code (a catalog per chunk since issue 42), which the HTML links.
      await expect(page.locator('head script[data-page*="equipment-detail"]')).toHaveCount(1);
      const preloads = await page
        .locator('head link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(preloads).toHaveLength(2);
      for (const href of preloads) expect(href).toMatch(/\/assets\/messages-[\w-]+\.js$/);
      checkConsole();
    });
  });
}
