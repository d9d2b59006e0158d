import { expect, test } from '@playwright/test';
import { guardConsole } from './console-guard';

// With the API down the storefront says so and offers a retry — the
// page around it (header, footer, navigation) stays usable, never a blank page — and the retry
// works once the API is back.

test.use({ viewport: { width: 1280, height: 900 } });

const apiDown = /Failed to load resource|net::ERR_FAILED|503/;

test('the catalog shows an error with "Try again" while the API is unreachable, then recovers', async ({
  page,
}) => {
  const checkConsole = guardConsole(page, [apiDown]);
  await page.route('**/api/v1/equipment?**', (route) => route.abort('connectionrefused'));
  // A filtered listing: a category's first page alone comes rendered with its units (seo.spec.ts).
  await page.goto('/equipment?category=lift-trucks&listing=rent');

  const failure = page.getByRole('alert').filter({ hasText: 'We could not load the equipment.' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.unroute('**/api/v1/equipment?**');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();
  checkConsole();
});

const SERVICE_DOWN = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ message: 'The service is down for maintenance.', slug: 'server_error' }),
};

test('a unit page reached in the app shows the error and a retry when the API answers 503', async ({
  page,
}) => {
  const checkConsole = guardConsole(page, [apiDown]);
  // A filtered listing: a category's first page alone comes rendered with its units (seo.spec.ts).
  await page.goto('/equipment?category=lift-trucks&listing=rent');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  // Units and facets answer 503 from here on; the page itself is already there.
  const unavailable = '**/api/v1/equipment/*';
  await page.route(unavailable, (route) => route.fulfill(SERVICE_DOWN));
  await card.getByRole('link').first().click();
  const failure = page.getByRole('alert').filter({ hasText: 'We could not load' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('The service is down for maintenance.');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(unavailable);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/could not/i);
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  checkConsole();
});

test('a unit page opened from a link shows the unit while the API answers 503 (its data comes with the page)', async ({
  page,
}) => {
  const checkConsole = guardConsole(page, [apiDown]);
  await page.route('**/api/v1/equipment/*', (route) => route.fulfill(SERVICE_DOWN));
  await page.goto('/equipment/1');
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load' })).toHaveCount(0);
  checkConsole();
});
