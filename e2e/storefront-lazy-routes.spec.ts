import { expect, test } from '@playwright/test';

// Every route loads on demand. The home page must not fetch any other route's code.
const ROUTE_CHUNKS = [
  'equipment-inventory',
  'equipment',
  'equipment-detail',
  'invite',
  'verify-email',
  'upgrade-required',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'accept-invite',
  'verification-required',
  'dashboard',
  'manage-roles',
  'manage-users',
  'products',
  'product',
];
const chunkOf = (url: string) =>
  /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1] ?? null;

test('the home page loads none of the other routes’ code; a route’s chunk arrives on navigation', async ({
  page,
}) => {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const chunk = request.resourceType() === 'script' ? chunkOf(request.url()) : null;
    if (chunk) loaded.add(chunk);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.has('home')).toBe(true);
  expect(ROUTE_CHUNKS.filter((chunk) => loaded.has(chunk))).toEqual([]);

  await page.goto('/guest/user/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loaded.has('login')).toBe(true);
  expect(loaded.has('dashboard')).toBe(false);
});
