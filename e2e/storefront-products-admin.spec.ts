import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { apiPort } from './lanes';

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const PRODUCTS = '/authorized/account/admin/products';
const UNSAVED = 'You have unsaved changes. Leave this page and lose them?';

// Asset URLs are absolute, built from the server's PUBLIC_URL (default http://localhost:PORT), and
// the CSP allows images from the page's own origin: use that origin, as a real deployment would.
test.use({ baseURL: `http://localhost:${apiPort}`, viewport: { width: 1280, height: 900 } });

/** A small solid-colour PNG (what the server's type sniffing accepts as an image). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function logIn(page: Page) {
  await page.goto('/guest/user/login');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/authorized\/account$/);
}

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

/** Presses Tab until `target` has focus (the form is filled from the keyboard only). */
async function tabTo(page: Page, target: Locator, maxPresses = 12) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The image has arrived and decoded (scrolled into view first: previews load lazily). */
async function loaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

test('the owner creates a published product with photos that then appears in the public catalog', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const checkConsole = guardConsole(page);
  const stock = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const title = `2024 Test Lift ${stock} Electric Forklift`;
  await logIn(page);

  // The list: as tall as its rows (no box of its own), headers sticky under the site's header.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page).toHaveURL(PRODUCTS);
  const region = page.getByRole('table', { name: /^Products/ });
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  expect(await region.evaluate((el) => getComputedStyle(el.parentElement!).maxHeight)).toBe('none');
  expect(
    await region
      .locator('thead th')
      .first()
      .evaluate((el) => getComputedStyle(el).position),
  ).toBe('sticky');
  await expectNoAxeViolations(page, 'product list');

  // The form, from the keyboard only.
  await page.getByRole('link', { name: 'New product' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${PRODUCTS}/new`);
  const title_ = page.getByLabel('Title');
  await title_.focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type(stock); // Stock number
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Category')).toBeFocused();
  await page.keyboard.type('Lift');
  await expect(page.getByLabel('Category')).toHaveValue('lift-trucks');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Liftline'); // Make
  await page.keyboard.press('Tab');
  await page.keyboard.type('E2E-25'); // Model
  await page.keyboard.press('Tab');
  await page.keyboard.type('2024'); // Year
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Condition')).toBeFocused();
  await page.keyboard.type('New');
  await expect(page.getByLabel('Condition')).toHaveValue('new');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Status')).toBeFocused();
  await page.keyboard.type('Pub');
  await expect(page.getByLabel('Status')).toHaveValue('published');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('For rent')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // For sale
  await expect(page.getByLabel('For sale')).toBeChecked();

  // Submitting now: the publishing rules stop it, next to the fields.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter the sale price to publish a product for sale.')).toBeVisible();
  await expect(page.getByLabel('Sale price (USD)')).toBeFocused();
  await page.keyboard.type('38,500');
  await page.keyboard.press('Tab');
  await page.keyboard.type('150'); // Daily
  await page.keyboard.press('Tab');
  await page.keyboard.type('450'); // Weekly
  await page.keyboard.press('Tab');
  await page.keyboard.type('1200'); // Monthly
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Fuel type')).toBeFocused();
  await page.keyboard.type('Elec');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5000'); // Capacity
  await page.keyboard.press('Tab');
  await page.keyboard.type('15'); // Lift height
  await page.keyboard.press('Tab');
  await page.keyboard.type('12'); // Hours used
  const branch = page.getByLabel('Branch', { exact: true });
  await tabTo(page, branch); // Branch: picked from the active branches
  await expect(branch.getByRole('option', { name: /^Chicago – West Loop — / })).toBeAttached();
  await branch.selectOption({ label: 'Chicago – West Loop — Chicago, IL' });
  await expect(branch).not.toHaveValue('');
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('Created by the end-to-end test.');
  await tabTo(page, page.getByRole('button', { name: 'Add a line' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Line 1 label')).toBeFocused();
  await page.keyboard.type('Mast type');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Triple stage');
  await tabTo(page, page.getByRole('button', { name: 'Create product' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${PRODUCTS}/\\d+$`));
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Product created.')).toBeVisible();

  // Two photos through the file picker: progress to the end, previews, then the second made main.
  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png(320, 240, [215, 38, 30]) },
    { name: 'side.png', mimeType: 'image/png', buffer: png(320, 240, [20, 20, 20]) },
  ]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  for (const name of ['front.png', 'side.png']) {
    await expect(uploads.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute(
      'value',
      '100',
    );
  }
  await expect(uploads.getByText('Uploaded', { exact: true })).toHaveCount(2);
  const gallery = page.getByRole('list', { name: 'Assets in display order' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  for (const name of ['front.png', 'side.png'])
    await loaded(gallery.getByRole('img', { name: `Preview of ${name}` }));
  // The two uploads run side by side: whichever the server stored first became the main image.
  const cardOf = (name: string) => gallery.getByRole('listitem').filter({ hasText: name });
  const mainBadge = (name: string) => cardOf(name).getByText('Main image', { exact: true });
  await expect(
    gallery.getByRole('listitem').filter({ has: page.getByText('Main image', { exact: true }) }),
  ).toHaveCount(1);
  const other = (await mainBadge('front.png').count()) > 0 ? 'side.png' : 'front.png';
  const otherCard = cardOf(other);

  const made = page.waitForResponse(
    (response) =>
      /\/api\/v1\/products\/assets\/\d+$/.test(response.url()) &&
      response.request().method() === 'POST',
  );
  await otherCard.getByRole('button', { name: `Make main image: ${other}` }).click();
  expect((await made).status()).toBe(200);
  await expect(mainBadge(other)).toBeVisible();
  await expect(
    gallery.getByRole('listitem').filter({ has: page.getByText('Main image', { exact: true }) }),
  ).toHaveCount(1);
  await expect(
    otherCard.getByRole('button', { name: `Is the main image: ${other}` }),
  ).toBeFocused();
  await otherCard.getByLabel('Alt text', { exact: true }).fill('Side view of the test forklift');
  await otherCard.getByRole('button', { name: `Save alt text of ${other}` }).click();
  await expect(otherCard.getByText('Alt text saved.')).toBeVisible();
  await expectNoAxeViolations(page, 'product page with assets');

  // The public catalog: the API and the page show the product with its main image.
  const equipment = (await (await request.get(`/api/v1/equipment/${id}`)).json()) as {
    title: string;
    image_url: string | null;
  };
  expect(equipment.title).toBe(title);
  const sideUrl = await otherCard.getByRole('img').getAttribute('src');
  expect(equipment.image_url).toBe(sideUrl);
  await page.goto(`/equipment/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const photo = page.locator(`main img[src="${sideUrl}"]`).first();
  await expect(photo).toBeVisible();
  await loaded(photo);
  // The upload was stored with variants: Chromium picks the AVIF <source> of the <picture>.
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);

  // Its catalog card offers the same variants, its box sized by the upload's own proportions.
  await page.goto(`/equipment?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  const cardPhoto = card.locator('picture img');
  await loaded(cardPhoto);
  expect(await cardPhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    / \d+w/,
  );

  checkConsole();
});

test('unsaved changes ask before leaving; a product is deleted after confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const checkConsole = guardConsole(page);
  await logIn(page);

  // A draft to work on (through the API with the owner's session).
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const stock = `E2E-DEL-${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/v1/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      stock_number: stock,
      title: `Disposable ${stock}`,
      category: 'warehouse-equipment',
      make: 'Liftline',
      model: 'TMP',
      year: 2020,
      condition: 'used',
      for_rent: false,
      for_sale: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id, title } = (await created.json()) as { id: number; title: string };

  await page.goto(`${PRODUCTS}/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByLabel('Model').fill('TMP-2');

  const productsLink = page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Products' });
  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await productsLink.click();
  await expect.poll(() => prompts).toEqual([UNSAVED]);
  await expect(page).toHaveURL(`${PRODUCTS}/${id}`);
  await expect(page.getByLabel('Model')).toHaveValue('TMP-2');

  page.once('dialog', (dialog) => void dialog.accept());
  await productsLink.click();
  await expect(page).toHaveURL(PRODUCTS);

  // Find it and delete it.
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
  await search.fill(stock);
  await search.press('Enter');
  await expect(page).toHaveURL(`${PRODUCTS}?q=${stock}`);
  const rows = page.getByRole('table', { name: /^Products/ }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
  await expect(page.getByText(`No products matching “${stock}”.`)).toBeVisible();

  const gone = await request.get(`/api/v1/products/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
  checkConsole();
});

test('the product pages work at 375px', async ({ page }, testInfo) => {
  const checkConsole = guardConsole(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page);
  await page.goto(PRODUCTS);
  await expect(
    page
      .getByRole('table', { name: /^Products/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'product list at 375px');
  await page.screenshot({ path: testInfo.outputPath('products-375.png'), fullPage: true });

  await page.goto(`${PRODUCTS}/new`);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Enter a title.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'new product form with errors at 375px');
  checkConsole();
});
