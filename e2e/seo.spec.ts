import { expect, test, type APIRequestContext } from '@playwright/test';
import { guardConsole } from './console-guard';

// Unit pages as search engines and link previews see them (before any JavaScript), and as visitors
// get them (the app starts from the data embedded in the page: no second request for the unit);
// the sitemap and robots.txt.

interface Equipment {
  id: number;
  title: string;
}

async function firstUnit(request: APIRequestContext): Promise<Equipment> {
  const response = await request.get('/api/v1/equipment?per_page=1');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Equipment[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

test('a unit page has its title, description and preview image before JavaScript runs', async ({
  browser,
  request,
}) => {
  const unit = await firstUnit(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/equipment/${unit.id}`);
  expect(response?.status()).toBe(200);
  expect(await page.title()).toBe(`${unit.title} | Liftline`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/equipment/${unit.id}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBeTruthy();
  // PUBLIC_URL may name another host than the test's: ask this server for the same path.
  const picture = await request.get(new URL(image!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
    'Product',
    'BreadcrumbList',
    // The page itself, with its language (inLanguage).
    'WebPage',
  ]);
  await context.close();
});

test('the app starts from the embedded unit: no second request for it, no console error', async ({
  page,
  request,
}) => {
  const unit = await firstUnit(request);
  const checkConsole = guardConsole(page);
  const unitRequests: string[] = [];
  page.on('request', (sent) => {
    if (
      sent.method() === 'GET' &&
      new URL(sent.url()).pathname === `/api/v1/equipment/${unit.id}`
    ) {
      unitRequests.push(sent.url());
    }
  });
  await page.goto(`/equipment/${unit.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(unit.title).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unitRequests).toEqual([]);
  checkConsole();
});

test('without the embedded unit the app would fetch it (the check above sees requests)', async ({
  page,
  request,
}) => {
  const unit = await firstUnit(request);
  const unitRequests: string[] = [];
  page.on('request', (sent) => {
    if (
      sent.method() === 'GET' &&
      new URL(sent.url()).pathname === `/api/v1/equipment/${unit.id}`
    ) {
      unitRequests.push(sent.url());
    }
  });
  // The page only: the pattern also matches the API's `/api/v1/equipment/{id}`, whose request
  // must go out untouched (the test ends as soon as it is seen).
  await page.route(`**/equipment/${unit.id}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json"[^]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`/equipment/${unit.id}`);
  await expect(page.getByText(unit.title).first()).toBeVisible();
  // The rendered body shows the unit at once; the app, without the data, asks for it.
  await expect(page.getByRole('button', { name: /request a quote/i })).toBeEnabled();
  await expect.poll(() => unitRequests.length).toBe(1);
});

test('a unit page is readable before JavaScript runs: heading, photo, prices, description, specs', async ({
  browser,
  request,
}) => {
  const unit = await firstUnit(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/equipment/${unit.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(unit.title);
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(page.getByText(/\$[\d,]+/).first()).toBeVisible();
  // The main photo is in the HTML (it paints with the page, not after the code has run).
  const photo = page.locator('main picture img').first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // Controls wait for the app; links work.
  await expect(page.getByRole('button', { name: /request a quote/i })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Equipment' }).first()).toHaveAttribute(
    'href',
    '/equipment',
  );
  await context.close();
});

for (const visitor of ['a new visitor', 'a visitor with a saved branch'] as const) {
  test(`the app takes over a rendered unit page without a flash (${visitor})`, async ({
    page,
    request,
  }) => {
    const unit = await firstUnit(request);
    const checkConsole = guardConsole(page);
    if (visitor === 'a visitor with a saved branch') {
      const located = await request.get('/api/v1/locate-branch?zip_code=60601');
      expect(located.status()).toBe(200);
      const branch = (await located.json()) as { data: unknown };
      await page.addInitScript((saved) => {
        localStorage.setItem('liftline_local_branch', saved);
        localStorage.setItem('zip_code', '60601');
      }, JSON.stringify(branch.data));
    }
    // Records every skeleton or heading change the page goes through from its first byte.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"]')?.textContent?.includes('Loading equipment'))
          seen.push('skeleton');
        const heading = document.querySelector('h1')?.textContent ?? null;
        if (heading !== null && seen.at(-1) !== `h1:${heading}`) seen.push(`h1:${heading}`);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`/equipment/${unit.id}`);
    // The app is running once the quote button works.
    await expect(page.getByRole('button', { name: /request a quote/i })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen).not.toContain('skeleton');
    expect(new Set(seen)).toEqual(new Set([`h1:${unit.title}`]));
    checkConsole();
  });
}

test('a category’s first page lists its units before JavaScript runs, and the app reuses them', async ({
  browser,
  page,
  request,
}) => {
  const listed = await request.get('/api/v1/equipment?category=aerial-work-platforms&per_page=3');
  const { items } = (await listed.json()) as { items: Equipment[] };
  expect(items.length).toBeGreaterThan(0);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/equipment?category=aerial-work-platforms');
  expect(await noScript.title()).toMatch(/^Aerial work platforms for rent and sale/);
  for (const unit of items) {
    await expect(noScript.getByRole('link', { name: unit.title }).first()).toHaveAttribute(
      'href',
      `/equipment/${unit.id}`,
    );
  }
  await context.close();

  const checkConsole = guardConsole(page);
  const catalogRequests: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === '/api/v1/equipment' || pathname === '/api/v1/equipment/filters')
      catalogRequests.push(sent.url());
  });
  await page.goto('/equipment?category=aerial-work-platforms');
  await expect(page.getByRole('link', { name: items[0]!.title }).first()).toBeVisible();
  // The app runs (the filters respond) and did not ask again for what the page carried.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(catalogRequests).toEqual([]);
  checkConsole();
});

test('a missing unit answers 404 with the not-found page', async ({ page }) => {
  const checkConsole = guardConsole(page, [/404/]);
  const response = await page.goto('/equipment/2147483000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  checkConsole();
});

test('/sitemap.xml and /robots.txt answer', async ({ request }) => {
  const unit = await firstUnit(request);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`/equipment/${unit.id}</loc>`);
  expect(xml).toContain('/branches</loc>');
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
