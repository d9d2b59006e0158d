// The hero and the unit page's main photo on a phone, as Chromium loads them: the bytes sent for
// the file the browser picked from the srcset (encoded body), and whether that image is the
// page's largest contentful paint.
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './lighthouse.mjs';

/** The hero and the unit page's main image weigh at most this as sent. */
export const LCP_IMAGE_BUDGET = 60 * 1024;

/** Lighthouse's mobile preset: a 412 × 823 screen at 1.75 device pixels per CSS pixel. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

const PAGES = [
  { route: '/', image: 'main img' },
  { route: '/equipment/1', image: 'main section img' },
];

/** `[{ route, url, bytes, isLcp }]` for the first image of each page's main content. */
export async function lcpImages({ origin, chromePath, pages = PAGES }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const results = [];
    for (const { route, image } of pages) {
      const context = await browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        const bytes = new Map();
        page.on('requestfinished', async (request) => {
          if (request.resourceType() === 'image')
            bytes.set(request.url(), (await request.sizes()).responseBodySize);
        });
        await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
        const url = await page
          .locator(image)
          .first()
          .evaluate((img) => img.currentSrc);
        const lcpUrl = await page.evaluate(
          () =>
            new Promise((resolve) => {
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1).url)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              });
            }),
        );
        results.push({ route, url, bytes: bytes.get(url) ?? null, isLcp: lcpUrl === url });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
