import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { hydrated } from './hydrated';
import { sameOrigin } from './same-origin';
import { apiPort } from './lanes';

// The equipment detail page against the real server: a seeded unit's specs, prices and
// availability; a unit with photos, a video and a PDF created here through the API (seeded units
// have one drawing) and browsed in the asset viewer by keyboard; the contact form and a quote request.

// Uploaded files are answered as relative /media/… (or /api/media/… for drafts) URLs; the pages with
// uploads are opened on the server's PUBLIC_URL origin (default http://localhost:<port>).
const mediaOrigin = `http://localhost:${apiPort}`;
const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

interface Branch {
  id: number;
  name: string;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string | null;
}
interface Equipment {
  id: number;
  title: string;
  category: string;
  stock_number: string;
  make: string;
  model: string;
  for_rent: boolean;
  for_sale: boolean;
  branch_id: number | null;
  sale_price: number | null;
  rental_rates: { daily: number; weekly: number; monthly: number } | null;
  branch: Branch | null;
  assets: { kind: string; url: string; file_name: string }[];
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** Saves a screenshot when E2E_SCREENSHOTS_DIR is set (the whole page unless a dialog is open). */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function expectNoAxeViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

/** Presses Tab until `target` has focus (keyboard only; fails after 60 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** A seeded unit (not one a spec created) that fits `pick`, with its details. */
async function publicUnit(
  request: APIRequestContext,
  pick: (item: Equipment) => boolean,
): Promise<Equipment> {
  const page = (await (await request.get('/api/v1/equipment?per_page=100')).json()) as {
    items: Equipment[];
  };
  const summary = page.items.find((item) => !item.stock_number.startsWith('E2E-') && pick(item));
  if (!summary) throw new Error('no seeded unit fits');
  return (await (await request.get(`/api/v1/equipment/${summary.id}`)).json()) as Equipment;
}

// ---------------------------------------------------------------- a unit with assets

/** A small valid PNG (checkerboard in one colour), made here so the test needs no fixture files. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = ((x >> 4) + (y >> 4)) % 2 ? 1 : 0.8;
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      rows[offset] = r * shade;
      rows[offset + 1] = g * shade;
      rows[offset + 2] = b * shade;
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A one-second WebM clip recorded from a canvas in the browser (MediaRecorder). */
async function recordWebm(page: Page): Promise<Buffer> {
  await page.goto('about:blank');
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 10; frame += 1) {
      context.fillStyle = `hsl(${frame * 36} 70% 50%)`;
      context.fillRect(0, 0, 160, 120);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}

async function ownerHeaders(request: APIRequestContext) {
  const login = (await (
    await request.post('/api/v1/user/login', { data: OWNER, headers: sameOrigin() })
  ).json()) as {
    token: { access_token: string };
  };
  return { authorization: `Bearer ${login.token.access_token}` };
}

/**
 * Units made here, deleted after the tests: their media URLs are on `mediaOrigin`, which other
 * specs' pages (opened on 127.0.0.1) may not load under the CSP.
 */
const createdUnits: number[] = [];
test.afterAll(async ({ request }) => {
  if (createdUnits.length === 0) return;
  const headers = await ownerHeaders(request);
  for (const id of createdUnits.splice(0)) {
    const deleted = await request.delete(`/api/v1/products/${id}`, { headers });
    expect(deleted.ok(), `delete product ${id}`).toBe(true);
  }
});

/** Creates a published unit with two photos, a video and a spec sheet as the demo owner. */
async function createUnitWithAssets(request: APIRequestContext, video: Buffer) {
  const headers = await ownerHeaders(request);
  const created = await request.post('/api/v1/products', {
    headers,
    data: {
      stock_number: `E2E-GALLERY-${Date.now()}`,
      title: '2022 Genie GS-1930 Electric Scissor Lift',
      category: 'aerial-work-platforms',
      make: 'Genie',
      model: 'GS-1930',
      year: 2022,
      condition: 'used',
      for_rent: true,
      for_sale: true,
      status: 'published',
      fuel_type: 'electric',
      capacity_lbs: 500,
      lift_height_ft: 19,
      hours_used: 412,
      sale_price: 12950,
      rental_rates: { daily: 145, weekly: 420, monthly: 980.5 },
      branch_id: 1,
      description: 'Compact slab scissor lift.\nFits through standard doorways.',
      specs: [{ label: 'Platform size', value: '30 in x 74 in' }],
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: number };
  createdUnits.push(product.id);
  const files: [name: string, mimeType: string, buffer: Buffer, alt?: string][] = [
    ['front.png', 'image/png', png(640, 480, [215, 38, 30]), 'Front view'],
    ['walkaround.webm', 'video/webm', video],
    ['side.png', 'image/png', png(480, 640, [40, 90, 200]), 'Side view'],
    ['spec-sheet.pdf', 'application/pdf', PDF],
  ];
  for (const [name, mimeType, buffer, alt] of files) {
    const upload = await request.post('/api/v1/products/assets', {
      headers,
      multipart: {
        product_id: String(product.id),
        file: { name, mimeType, buffer },
        ...(alt ? { alt_text: alt } : {}),
      },
    });
    expect(upload.status(), `${name}: ${await upload.text()}`).toBe(201);
  }
  return product.id;
}

// ---------------------------------------------------------------- tests

test.describe('equipment detail page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a seeded unit: title, breadcrumbs, specs, prices; finding the local branch shows availability', async ({
    page,
    request,
  }) => {
    const checkConsole = guardConsole(page);
    const unit = await publicUnit(
      request,
      (item) => item.for_rent && item.for_sale && !!item.rental_rates && item.sale_price !== null,
    );
    await page.goto(`/equipment/${unit.id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unit.title);
    await expect(page).toHaveTitle(`${unit.title} | Liftline`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Equipment', /.+/]);
    await expect(trail.getByRole('link').nth(2)).toHaveAttribute(
      'href',
      `/equipment?category=${unit.category}`,
    );

    const specs = page.getByRole('table');
    await expect(specs.getByRole('row', { name: /Stock number/ })).toContainText(unit.stock_number);
    await expect(specs.getByRole('row', { name: /^Make/ })).toContainText(unit.make);
    await expect(page.getByText('For rent', { exact: true })).toBeVisible();
    await expect(page.getByText('For sale', { exact: true })).toBeVisible();
    await expect(page.getByText(usd(unit.sale_price!), { exact: true })).toBeVisible();
    await expect(page.getByText(usd(unit.rental_rates!.daily), { exact: true })).toBeVisible();
    // Seeded units show their drawing (e2e/pictures.spec.ts checks that it loads).
    await expect(
      page.getByRole('button', { name: `Open the viewer: Illustration of a ${unit.title}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'seeded unit');

    // No branch saved yet: find it from the page; the page asks again with branch_id.
    const availability = page.getByRole('region', { name: 'Availability' });
    await expect(availability.getByText(`Held at ${unit.branch!.name}`)).toBeVisible();
    const again = page.waitForRequest((r) =>
      r.url().includes(`/api/v1/equipment/${unit.id}?branch_id=${unit.branch!.id}`),
    );
    await availability.getByRole('button', { name: 'Find your local branch' }).click();
    const finder = page.getByRole('dialog', { name: 'Find location by zip code' });
    await finder.getByPlaceholder('Enter Zip Code').fill(unit.branch!.zip_code);
    await finder.getByRole('button', { name: 'Submit' }).click();
    await finder
      .getByRole('region', { name: 'Choose your branch' })
      .getByRole('button')
      .first()
      .click();
    await again;
    await expect(
      availability.getByText(
        `Available at your branch (${unit.branch!.city}, ${unit.branch!.state})`,
      ),
    ).toBeVisible();
    checkConsole();
  });

  test('a unit held elsewhere names its branch and phone; unknown ids show the 404 page', async ({
    page,
    request,
  }) => {
    const checkConsole = guardConsole(page, [/status of 404/]);
    const chicago = (await (
      await request.get('/api/v1/locate-branch?zip_code=60601')
    ).json()) as Branch;
    const unit = await publicUnit(request, (item) => item.branch_id !== chicago.id);
    await page.goto('/');
    await page.evaluate(
      (branch) => localStorage.setItem('liftline_local_branch', JSON.stringify(branch)),
      chicago,
    );
    await page.goto(`/equipment/${unit.id}`);
    const availability = page.getByRole('region', { name: 'Availability' });
    await expect(
      availability.getByText(`Held at ${unit.branch!.name}, ${unit.branch!.city}`),
    ).toBeVisible();
    await expect(
      availability.getByRole('link', { name: unit.branch!.phone_number! }),
    ).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(availability).toContainText('Your branch in Chicago, IL can arrange delivery');

    await page.goto('/equipment/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
    checkConsole();
  });

  test('the asset viewer: open from a thumbnail, step with the arrow keys, Escape returns focus', async ({
    page,
    request,
  }) => {
    const id = await createUnitWithAssets(request, await recordWebm(page));
    const checkConsole = guardConsole(page);
    await page.goto(`${mediaOrigin}/equipment/${id}`);

    // The primary photo is the page's main image: eager, high priority, and really loaded.
    const main = page.getByRole('img', { name: 'Front view' });
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    // The browser picks a variant of the upload pipeline (the 640-px photo gives 480 and 640, in
    // AVIF and WebP); naturalWidth is density-corrected for the slot, so check that it loaded.
    await expect
      .poll(() =>
        main.evaluate((img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 ? img.currentSrc.split('.').pop() : null,
        ),
      )
      .toBe('avif');
    const thumbnails = page.getByRole('list', { name: 'All media' }).getByRole('button');
    await expect(thumbnails).toHaveCount(4);
    await expectNoAxeViolations(page, 'viewer closed');
    await shot(page, 'equipment-detail-1280');

    // Keyboard only: Tab to the second thumbnail (the video), Enter opens the viewer there.
    const videoThumb = thumbnails.nth(1);
    await expect(videoThumb).toHaveAccessibleName('Video 2 of 4: walkaround.webm');
    await hydrated(page);
    await tabTo(page, videoThumb);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: '2022 Genie GS-1930 Electric Scissor Lift' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('2 of 4')).toBeVisible();
    await expect(viewer.locator('video[controls]')).toHaveAttribute('src', /\/media\/.+\.webm$/);
    await expectNoAxeViolations(page, 'viewer open on the video');

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('3 of 4')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Side view' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('4 of 4')).toBeVisible();
    const download = viewer.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('download', 'spec-sheet.pdf');
    // Why it is a download and not embedded: the server sends PDFs as attachments.
    const pdf = await request.get((await download.getAttribute('href'))!);
    expect(pdf.headers()['content-disposition']).toBe('attachment');
    await expectNoAxeViolations(page, 'viewer open on the PDF');
    await shot(page, 'equipment-viewer-1280', { fullPage: false });

    await page.keyboard.press('ArrowRight'); // wraps around to the first
    await expect(viewer.getByText('1 of 4')).toBeVisible();
    // Two presses in quick succession, as a visitor flicking through: each steps from the position
    // on screen, whenever the page's effects run.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('3 of 4')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('1 of 4')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('4 of 4')).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous' }).click();
    await expect(viewer.getByText('3 of 4')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(videoThumb).toBeFocused();
    checkConsole();
  });

  test('contact the branch: the form’s own checks, then the message is stored and forwarded', async ({
    page,
    request,
  }) => {
    const checkConsole = guardConsole(page);
    const unit = await publicUnit(request, (item) => item.branch_id !== null);
    await page.goto(`/equipment/${unit.id}`);
    await page.getByRole('button', { name: 'Contact branch' }).click();
    const dialog = page.getByRole('dialog', { name: `Contact ${unit.branch!.name}` });
    await expect(dialog.getByLabel('Subject')).toHaveValue(`Question about ${unit.title}`);
    await expect(dialog.getByLabel('Name')).toBeFocused();

    await dialog.getByLabel('E-mail').fill('pat@');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('Enter your name')).toBeVisible();
    await expect(
      dialog.getByText('Enter a valid e-mail address, like name@example.com'),
    ).toBeVisible();
    await expect(dialog.getByText('Enter your message')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page, 'contact form with errors');
    await shot(page, 'equipment-contact-errors-1280', { fullPage: false });

    const email = `pat.${Date.now()}@example.com`;
    await dialog.getByLabel('Name').fill('Pat Buyer');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Phone (optional)').fill('(614) 555-0100');
    await dialog.getByLabel('Message').fill('Is this unit still available?\nWe need it next week.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact-branch'));
    await dialog.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(201);

    const success = dialog.getByRole('status');
    await expect(success).toContainText(/Your reference is C-\d{4}-\d{6,}/);
    const reference = /C-\d{4}-\d{6,}/.exec((await success.textContent()) ?? '')![0];
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByLabel('Message')).toHaveValue('');

    // The branch got it: the forwarded e-mail (and the sender's copy) carry the reference.
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
      items: { to: string; subject: string; text: string }[];
    };
    const mails = outbox.items.filter((mail) => mail.subject.includes(reference));
    expect(mails.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([expect.stringContaining(email)]),
    );
    expect(mails.some((mail) => mail.text.includes('Is this unit still available?'))).toBe(true);
    checkConsole();
  });

  test('request a quote from the detail page with the keyboard only', async ({ page, request }) => {
    const checkConsole = guardConsole(page);
    const unit = await publicUnit(request, (item) => item.for_sale && !item.for_rent);
    await page.goto(`/equipment/${unit.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unit.title);
    // Keyboard steps count on the app: before it runs, Tab skips the page's (disabled) buttons.
    await hydrated(page);

    await tabTo(page, page.getByRole('button', { name: 'Request a Quote' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog).toBeVisible();
    // For sale only: the unit's line is to buy, and no dates are asked.
    await expect(dialog.getByRole('group', { name: unit.title })).toBeVisible();
    await expect(dialog.getByLabel('Rent or buy')).toHaveValue('buy');
    await expect(dialog.getByLabel('Start date')).toHaveCount(0);
    const next = dialog.getByRole('button', { name: 'Next' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByLabel('Jobsite street address'));
    await page.keyboard.type('1 Keyboard Way');
    await tabTo(page, dialog.getByLabel('Jobsite zip code'));
    await page.keyboard.type('60601');
    await tabTo(page, dialog.getByLabel('Name'));
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim.keyboard@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('(312) 555-0100');
    await page.keyboard.press('Enter'); // Enter in a field submits the step
    await expect(dialog.getByRole('heading', { name: 'Confirm your request' })).toBeFocused();
    const submit = dialog.getByRole('button', { name: /Submit|Send/ });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(dialog.getByTestId('quote-reference')).toHaveText(/^Q-\d{4}-\d{6,}$/);
    checkConsole();
  });
});

test.describe('equipment detail page at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('fits the narrow screen, viewer open and closed, without axe violations', async ({
    page,
    request,
  }) => {
    const id = await createUnitWithAssets(request, await recordWebm(page));
    const checkConsole = guardConsole(page);
    await page.goto(`${mediaOrigin}/equipment/${id}`);
    await expect(page.getByRole('img', { name: 'Front view' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectNoAxeViolations(page, '375px');
    await shot(page, 'equipment-detail-375');

    await page.getByRole('button', { name: 'Open the viewer: Front view' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText('1 of 4')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(viewer.getByText('2 of 4')).toBeVisible();
    await expectNoAxeViolations(page, '375px viewer');
    await shot(page, 'equipment-viewer-375', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Contact branch' }).click();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    await shot(page, 'equipment-contact-errors-375', { fullPage: false });
    checkConsole();
  });
});
