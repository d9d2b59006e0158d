// The home page's JavaScript as Chromium loads it: every script response until the network is
// idle, each body gzipped (level 9) on its own. The same count as e2e/home-js-budget.spec.ts.
import { chromium } from '@playwright/test';
import { gzipSize } from './sizes.mjs';
import { CHROME_FLAGS } from './lighthouse.mjs';

/** Gzip bytes of script on `/` and on `/es` each (89.4 and 94.3 KB on 2026-11-29). */
export const HOME_JS_BUDGET = 97 * 1024;

/**
 * `{ path, scripts: [{ path, gzip }], totalGzip }` for `origin`'s home page (`path`: `/`, or the
 * Spanish `/es`) in a fresh Chromium.
 */
export async function homeJavaScript({ origin, chromePath, path = '/' }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response
          .body()
          .then((body) => ({ path: new URL(response.url()).pathname, gzip: gzipSize(body) })),
      );
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(bodies)).sort((a, b) => b.gzip - a.gzip);
    return { path, scripts, totalGzip: scripts.reduce((sum, script) => sum + script.gzip, 0) };
  } finally {
    await browser.close();
  }
}
