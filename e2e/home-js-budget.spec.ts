import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The home page's JavaScript as Chromium loads it: every script response until the network is
// idle after opening `/` (the entry, its imports and the lazy chunks the page pulls in as it
// renders), each body gzipped at level 9 on its own. Budget: 105 KB. `npm run bench` reports the
// same count (bench/home-js.mjs).
const BUDGET = 105 * 1024;

test('all JavaScript Chromium loads for the home page stays within 105 KB gzip', async ({
  page,
}, testInfo) => {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(new URL(response.url()).pathname, response.body());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sizes = await Promise.all(
    [...bodies].map(async ([path, body]) => ({
      path,
      gzip: gzipSync(await body, { level: 9 }).length,
    })),
  );
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const report = sizes
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ path, gzip }) => `${(gzip / 1024).toFixed(1).padStart(6)} KB  ${path}`)
    .concat(`${(total / 1024).toFixed(1).padStart(6)} KB  total (budget ${BUDGET / 1024} KB)`)
    .join('\n');
  await testInfo.attach('home-js.txt', { body: report, contentType: 'text/plain' });
  console.log(report);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET);
});
