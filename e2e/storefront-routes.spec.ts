import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { hydrated } from './hydrated';
import { sameOrigin } from './same-origin';

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const NOT_FOUND = 'This page could not be found';

/** Every route a guest may open, with its page title. */
const PUBLIC_ROUTES: [string, RegExp][] = [
  ['/', /Equipment rental & sales/],
  ['/eq-inventory', /Equipment inventory/],
  ['/equipment', /^Equipment$/],
  ['/equipment/{id}', /.+/],
  ['/branches', /^Branches$/],
  ['/branches/{branch}', /\S/],
  ['/quote', /^Your quote request$/],
  ['/about', /^About Liftline$/],
  ['/contact', /^Contact us$/],
  ['/terms', /^Terms of rental$/],
  ['/privacy', /^Privacy policy$/],
  ['/invite', /Account invitation/],
  ['/verify-email', /Verify your e-mail address/],
  ['/guest/upgrade-required', /Please reload Liftline/],
  ['/guest/user/login', /^Log in$/],
  ['/guest/user/register', /Create an account/],
  ['/guest/user/forgot-password', /Forgot your password/],
  ['/guest/user/reset-password', /Choose a new password/],
];

/** The routes behind the `authenticated` guard (the demo owner may see all of them). */
const AUTHORIZED_ROUTES: [string, RegExp][] = [
  ['/authorized/accept-invite', /Accept invitation/],
  // The demo owner is verified: the notice says so and leads on.
  ['/authorized/verification-required', /Your e-mail address is verified/],
  ['/authorized/account', /Your account/],
  ['/authorized/account/admin/manage-roles', /Manage roles/],
  ['/authorized/account/admin/manage-users', /Manage users/],
  ['/authorized/account/admin/products', /^Products$/],
  // The product's own title once loaded (e2e/storefront-products-admin.spec.ts checks the form).
  ['/authorized/account/admin/products/1', /\S/],
  ['/authorized/account/leads', /^Leads$/],
  // A lead of the demo inbox (its reference and the customer's name).
  ['/authorized/account/leads/{reference}', /^[QC]-\d{4}-\d{6} · /],
  ['/authorized/account/rental-requests', /^Rental requests$/],
  ['/authorized/user/rentals', /^My rentals$/],
  ['/authorized/account/api-keys', /^API keys$/],
  ['/authorized/account/webhooks', /^Webhooks$/],
  ['/authorized/account/audit', /^Audit log$/],
  ['/authorized/account/admin/accounts', /^Accounts$/],
  ['/authorized/account/admin/branches', /^Branches$/],
  ['/authorized/account/admin/branches/new', /^New branch$/],
  ['/authorized/account/admin/branches/1', /\S/],
];

const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
];

let equipmentId = 1;
/** The values of the placeholders in the route lists: a unit, a branch, a lead of the demo inbox. */
const placeholders: Record<string, string> = {};
test.beforeAll(async ({ request }) => {
  const page = (await (await request.get('/api/v1/equipment?per_page=1')).json()) as {
    items: { id: number }[];
  };
  equipmentId = page.items[0]?.id ?? 1;
  placeholders.id = String(equipmentId);
  const branches = (await (await request.get('/api/v1/branches?per_page=1')).json()) as {
    items: { id: number }[];
  };
  placeholders.branch = String(branches.items[0]!.id);
  const login = (await (
    await request.post('/api/v1/user/login', { data: OWNER, headers: sameOrigin() })
  ).json()) as {
    token: { access_token: string };
    user: { current_account: { id: number } };
  };
  const leads = (await (
    await request.get(`/api/v1/account/${login.user.current_account.id}/leads?per_page=1`, {
      headers: { authorization: `Bearer ${login.token.access_token}` },
    })
  ).json()) as { items: { reference: string }[] };
  placeholders.reference = leads.items[0]!.reference;
});

/** A route pattern of the lists above with its placeholders filled in. */
const filled = (url: string) => url.replace(/\{(\w+)\}/g, (_, name: string) => placeholders[name]!);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function logIn(page: Page, returnTo?: string) {
  await page.goto(
    returnTo ? `/guest/user/login?returnTo=${encodeURIComponent(returnTo)}` : '/guest/user/login',
  );
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function expectRoute(page: Page, url: string, title: RegExp) {
  await page.goto(filled(url));
  await expect(h1(page)).toHaveText(title);
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(filled(url));
  // Wait for the page's data (if any) before checking accessibility.
  await expect(page.getByRole('status')).toHaveCount(0);
  const violations = await axeViolations(page);
  expect(violations, `${url}\n${describeViolations(violations)}`).toEqual([]);
}

test.describe('HTTP status of pages', () => {
  test('unknown paths and missing units answer 404 with the not-found page; real ones 200', async ({
    page,
  }) => {
    const checkConsole = guardConsole(page, [/status of 404/]);
    for (const url of ['/no-such-page', '/equipment/999999', '/equipment/not-a-number']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(h1(page), url).toHaveText(NOT_FOUND);
    }
    const found = await page.goto(`/equipment/${equipmentId}`);
    expect(found?.status()).toBe(200);
    await expect(h1(page)).not.toHaveText(NOT_FOUND);
    for (const [url] of PUBLIC_ROUTES) {
      const response = await page.request.get(filled(url));
      expect(response.status(), url).toBe(200);
    }
    checkConsole();
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`every route at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('public routes render their page, accessibly, without console errors', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const checkConsole = guardConsole(page);
      for (const [url, title] of PUBLIC_ROUTES) await expectRoute(page, url, title);
      checkConsole();
    });

    test('authorized routes render for the demo owner', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const checkConsole = guardConsole(page);
      await logIn(page);
      await expect(page).toHaveURL(/\/authorized\/account$/);
      for (const [url, title] of AUTHORIZED_ROUTES) await expectRoute(page, url, title);
      await page.goto('/authorized/account');
      await expect(h1(page)).toHaveText('Your account');
      await page.screenshot({
        path: testInfo.outputPath(`account-${viewport.width}.png`),
        fullPage: true,
      });
      checkConsole();
    });

    test('screenshots for review', async ({ page }, testInfo) => {
      for (const [name, url] of [
        ['login', '/guest/user/login'],
        ['equipment', '/equipment'],
        ['not-found', '/nope'],
      ] as const) {
        await page.goto(url);
        await expect(h1(page)).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    });
  });
}

test.describe('guards and session', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('guests are sent to the login page and come back after logging in; logout works', async ({
    page,
  }) => {
    const checkConsole = guardConsole(page);
    await page.goto('/authorized/account/admin/products');
    await expect(page).toHaveURL(
      /\/guest\/user\/login\?returnTo=%2Fauthorized%2Faccount%2Fadmin%2Fproducts$/,
    );
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/authorized\/account\/admin\/products$/);
    await expect(h1(page)).toHaveText('Products');

    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/authorized\/account$/);
    await expect(page.getByText(OWNER.email)).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/guest\/user\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.goto('/authorized/account');
    await expect(page).toHaveURL(/\/guest\/user\/login\?returnTo=/);
    checkConsole();
  });

  test('a wrong password shows the error message', async ({ page }) => {
    const checkConsole = guardConsole(page, [/status of 401/]);
    await page.goto('/guest/user/login');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText(/.+/);
    await expect(page).toHaveURL(/\/guest\/user\/login$/);
    checkConsole();
  });
});

test.describe('header', () => {
  test('turns solid after scrolling (desktop)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-state', 'transparent');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-state', 'solid');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-state', 'transparent');
  });

  test('the mobile menu opens and closes (375px)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('menu-375.png') });
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(/\/eq-inventory$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the desktop search popover suggests equipment and goes to the results', async ({
    page,
  }, testInfo) => {
    const checkConsole = guardConsole(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const field = page.getByRole('combobox', { name: 'Search equipment' });
    await expect(field).toBeFocused();
    await field.fill('toyota');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: testInfo.outputPath('search-1280.png') });
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();

    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('combobox', { name: 'Search equipment' }).fill('forklift');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/equipment\?q=forklift$/);
    await expect(h1(page)).toHaveText('Results for “forklift”');
    checkConsole();
  });

  test('the phone menu suggests equipment too, typos included (375px)', async ({
    page,
  }, testInfo) => {
    const checkConsole = guardConsole(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const field = page.getByRole('combobox', { name: 'Search equipment' });
    await field.fill('toyta');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('Toyota');
    await page.screenshot({ path: testInfo.outputPath('search-375.png') });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/equipment\/\d+$/);
    await expect(h1(page)).toContainText('Toyota');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    checkConsole();
  });
});

const inventoryLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' });

test.describe('page loading', () => {
  test('a blocked route chunk reloads the page exactly once, then shows the error page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(/\/assets\/equipment-inventory-[^/]+\.js$/, (route) => route.abort());
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });

    await page.goto('/eq-inventory');
    await expect(h1(page)).toHaveText(/dynamically imported module|module script/i, {
      timeout: 20_000,
    });
    // Give a second reload every chance to happen.
    await page.waitForTimeout(3000);
    expect(documentLoads).toBe(2);
    await expect(h1(page)).toHaveText(/dynamically imported module|module script/i);
  });

  test('a prefetched chunk on hover makes the click need no new request', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // `/` arrives as HTML: the links prefetch once the app has hydrated it.
    await hydrated(page);
    const chunk = page.waitForRequest(/\/assets\/equipment-inventory-[^/]+\.js$/);
    await inventoryLink(page).hover();
    await chunk;
    let requestedAfterHover = 0;
    page.on('request', (request) => {
      if (/\/assets\/equipment-inventory-[^/]+\.js$/.test(request.url())) requestedAfterHover += 1;
    });
    await inventoryLink(page).click();
    await expect(h1(page)).toHaveText('Equipment inventory');
    expect(requestedAfterHover).toBe(0);
    checkConsole();
  });

  test('a pointer resting on a link while the app starts still prefetches its chunk', async ({
    page,
  }) => {
    const checkConsole = guardConsole(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The app's code is held back until the pointer is on the link: its mouseenter comes first.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await inventoryLink(page).hover();
    const chunk = page.waitForRequest(/\/assets\/equipment-inventory-[^/]+\.js$/);
    release();
    await chunk;
    await expect(page.locator('[data-until-app]')).toHaveCount(0);
    checkConsole();
  });
});
