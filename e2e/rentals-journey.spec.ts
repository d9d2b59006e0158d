import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';
import { daysAhead, typedDate } from './dates';
import { checkAtWidths, logInThroughPage, tabTo } from './page-checks';
import { sameOrigin } from './same-origin';
import { startReceiver, stopReceiver } from './webhook-receiver';

// Issue 45's journey against the real server: a customer registers with the e-mail of a won lead
// and verifies it; sees the rental under My rentals at 375 px; asks (by keyboard, in the dialog)
// for two more days — refused at once while the branch holds the unit on them, then accepted once
// the hold is released; the branch approves it in its inbox; the customer calls it off for today
// and reports a problem with a photo; the branch confirms the pickup, marks the unit returned and
// resolves the problem; the unit is free the next day in the catalog's availability; a webhook
// receiver got every rental event. Axe 0 and screenshots at 375 and 1280 px of My rentals and the
// inbox; My rentals in Spanish at the end.

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };
/** Keeps addresses unique when the spec runs twice on one database. */
const RUN = Date.now().toString(36);
const EVENTS = [
  'rental.extension_requested',
  'rental.extended',
  'rental.off_rent_requested',
  'rental.returned',
  'service.requested',
] as const;
const EXPECTED_HTTP_ERRORS = /status of 409/;

interface Unit {
  id: number;
  title: string;
  branch_id: number | null;
  rental_rates: object | null;
}

interface Mail {
  kind: string;
  to: string;
  links: { label: string; url: string }[];
}

async function logIn(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/v1/user/login', { data: user, headers: sameOrigin() });
  expect(response.status()).toBe(200);
  const { token, user: me } = (await response.json()) as {
    token: { access_token: string };
    user: { current_account: { id: number } };
  };
  return {
    account: me.current_account.id,
    headers: { authorization: `Bearer ${token.access_token}`, ...sameOrigin() },
  };
}

async function freeUnits(request: APIRequestContext, unit: number, from: string, to: string) {
  const answer = (await (
    await request.get(`/api/v1/equipment/${unit}/availability?from=${from}&to=${to}`)
  ).json()) as { fleet: number; days: { date: string; available: number }[] };
  return answer;
}

/** A rental unit with a branch whose whole fleet is free from today for ten days. */
async function freeUnit(request: APIRequestContext): Promise<Unit & { fleet: number }> {
  const catalog = (await (
    await request.get('/api/v1/equipment?listing=rent&per_page=50')
  ).json()) as { items: Unit[] };
  for (const unit of catalog.items.filter((item) => item.rental_rates && item.branch_id)) {
    const { fleet, days } = await freeUnits(request, unit.id, daysAhead(0), daysAhead(10));
    if (days.every((day) => day.available === fleet)) return { ...unit, fleet };
  }
  throw new Error('No demo rental unit is free for the next ten days.');
}

/** A guest's quote list of one unit from today to day 3, sent with `email`, then won by the branch. */
async function wonRental(request: APIRequestContext, unit: Unit, email: string) {
  const sent = await request.post('/api/v1/equipment/request-quote', {
    headers: sameOrigin(),
    data: {
      items: [
        {
          equipment_id: unit.id,
          listing: 'rent',
          quantity: 1,
          start_date: daysAhead(0),
          end_date: daysAhead(3),
        },
      ],
      jobsite_address: '1200 W Fulton Market',
      jobsite_zip: '60607',
      po_number: `PO-${RUN}`,
      name: 'Rita Renter',
      email,
      phone: '(312) 555-0177',
    },
  });
  expect(sent.status()).toBe(201);
  const receipt = (await sent.json()) as { lines: { lead_reference: string }[] };
  const reference = receipt.lines[0]!.lead_reference;
  const staff = await logIn(request, STAFF);
  const won = await request.post(`/api/v1/account/${staff.account}/leads/${reference}`, {
    headers: staff.headers,
    data: { status: 'won' },
  });
  expect(won.status()).toBe(200);
  return reference;
}

/** What a test started and must stop, passed or failed (its webhook receiver: a process). */
const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A webhook endpoint of the account for the rental events, delivering to a receiver; `stop()`
 * removes both, once (also run after the test if it failed first).
 */
async function rentalWebhooks(request: APIRequestContext) {
  const owner = await logIn(request, OWNER);
  const endpoints = `/api/v1/account/${owner.account}/webhooks`;
  const created = await request.post(endpoints, {
    headers: owner.headers,
    data: { url: `http://127.0.0.1:9/rentals-${RUN}`, events: [...EVENTS] },
  });
  expect(created.status()).toBe(201);
  const endpoint = (await created.json()) as { id: number; secret: string };
  const receiver = await startReceiver(endpoint.secret);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopReceiver(receiver.child);
    await request.delete(`${endpoints}/${endpoint.id}`, { headers: owner.headers });
  };
  cleanups.push(stop);
  const moved = await request.put(`${endpoints}/${endpoint.id}`, {
    headers: owner.headers,
    data: { url: `http://127.0.0.1:${receiver.port}/liftline-${RUN}` },
  });
  expect(moved.status()).toBe(200);
  return { receiver, stop };
}

async function outboxLink(request: APIRequestContext, kind: string, to: string) {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as { items: Mail[] };
      found = outbox.items.find((mail) => mail.kind === kind && mail.to === to);
      return Boolean(found);
    })
    .toBe(true);
  const url = new URL(found!.links[0]!.url);
  return `${url.pathname}${url.search}`;
}

/** A small solid-colour PNG (as e2e/storefront-products-admin.spec.ts makes it). */
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

/** The rental's card on My rentals (its unit's heading is the card's name). */
const cardOf = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });

/** Moves a request in the branch's inbox through its dialog; `fill` types what the move takes. */
async function move(
  page: Page,
  row: string,
  action: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => {},
) {
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('button', { name: `${action} ${row}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('rentals after the signature', () => {
  test('a customer extends, calls off and reports a problem; the branch answers in its inbox', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const checkConsole = guardConsole(page, [EXPECTED_HTTP_ERRORS]);
    const hooks = await rentalWebhooks(request);
    const staff = await logIn(request, STAFF);
    const unit = await freeUnit(request);
    const email = `renter-${RUN}@builders.example`;
    const password = 'Rental-Customer-1';
    const reference = await wonRental(request, unit, email);
    /** Two days after the rental's last day (`daysAhead(3)`). */
    const extended = daysAhead(5);

    await test.step('the customer registers with the lead’s e-mail and verifies it', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/guest/user/register');
      await page.getByLabel('Name').fill('Rita Renter');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/authorized\/verification-required$/);
      await page.goto(await outboxLink(request, 'verify-email', email));
      await expect(
        page.getByRole('heading', { name: 'Your e-mail address is verified' }),
      ).toBeVisible();
    });

    await test.step('My rentals at 375 px: the rental, its status and facts', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/authorized/account');
      await page.getByRole('link', { name: 'My rentals' }).first().click();
      await expect(page).toHaveURL(/\/authorized\/user\/rentals$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My rentals' })).toBeVisible();
      const card = cardOf(page, unit.title);
      await expect(card.getByText('On rent')).toBeVisible();
      await expect(card.getByText(reference)).toBeVisible();
      await expect(card.getByText(`PO-${RUN}`)).toBeVisible();
      await expect(card.getByText('1200 W Fulton Market')).toBeVisible();
      await checkAtWidths(page, 'rentals-ui/my-rentals');
    });

    // The branch holds every unit on the two days after the rental's end.
    const hold = await request.post(`/api/v1/account/${staff.account}/bookings`, {
      headers: staff.headers,
      data: {
        equipment_id: unit.id,
        quantity: unit.fleet,
        start_date: daysAhead(4),
        end_date: extended,
        note: 'Held by the rentals journey',
      },
    });
    expect(hold.status()).toBe(201);
    const holdId = ((await hold.json()) as { id: number }).id;

    await test.step('two more days, by keyboard: refused at once while held, naming the days', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      const open = cardOf(page, unit.title).getByRole('button', { name: 'Keep it longer' });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Keep ${unit.title} longer` });
      const field = dialog.getByLabel('New last day');
      await expect(field).toBeFocused();
      await page.keyboard.type(typedDate(extended));
      await tabTo(page, dialog.getByRole('button', { name: 'Ask for the extension' }));
      await page.keyboard.press('Enter');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      const message = dialog.getByText(/^The unit is not free on .+: another customer/);
      await expect(message).toBeVisible();
      // The days in words ("Dec 3–4"), not as the server's ISO days.
      const firstHeld = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${daysAhead(4)}T00:00:00Z`));
      await expect(message).toContainText(firstHeld);
      await expect(message).not.toContainText(daysAhead(4));
      await checkAtWidths(page, 'rentals-ui/extend-refused');
      // Focus stays in the modal dialog (past its end: the browser's own controls, then back).
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        const inside = await dialog.evaluate(
          (node) =>
            document.activeElement === document.body || node.contains(document.activeElement),
        );
        expect(inside, `Tab ${press + 1}`).toBe(true);
      }
    });

    await test.step('the hold released, the same two days are asked for', async () => {
      const released = await request.delete(`/api/v1/account/${staff.account}/bookings/${holdId}`, {
        headers: staff.headers,
      });
      expect(released.status()).toBe(204);
      const dialog = page.getByRole('dialog', { name: `Keep ${unit.title} longer` });
      await dialog.getByRole('button', { name: 'Ask for the extension' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      // Keep it longer is gone (an extension waits): the focus is on what the page said.
      await expect(page.getByRole('status').filter({ hasText: 'You asked to keep' })).toBeFocused();
      await expect(
        cardOf(page, unit.title).getByRole('button', { name: 'Keep it longer' }),
      ).toHaveCount(0);
      const requests = cardOf(page, unit.title).getByRole('list', {
        name: `Requests about ${unit.title}`,
      });
      await expect(requests.getByRole('listitem').first()).toContainText('Pending');
    });

    const branch = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const checkBranchConsole = guardConsole(branch, [EXPECTED_HTTP_ERRORS]);

    await test.step('the branch approves it in its inbox (the navigation counts it)', async () => {
      await logInThroughPage(branch, STAFF);
      await branch.goto('/authorized/account/rental-requests?kind=extension&status=pending');
      await expect(
        branch.getByRole('heading', { level: 1, name: 'Rental requests' }),
      ).toBeVisible();
      await expect(
        branch
          .getByRole('navigation', { name: 'Account' })
          .getByRole('link', { name: /^Rental requests ?, \d+ open$/ }),
      ).toBeVisible();
      await expect(branch.getByLabel('Kind')).toHaveValue('extension');
      await expect(branch.getByLabel('Status')).toHaveValue('pending');
      const row = branch.getByRole('row').filter({ hasText: reference });
      await expect(row).toContainText(unit.title);
      await row.getByRole('button', { name: 'Approve Extension' }).click();
      const dialog = branch.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(branch.getByRole('status')).toHaveText(`Extension of ${unit.title}: approved.`);
    });

    await test.step('the planner shows the longer bar', async () => {
      // The call behind the page answers the moved end…
      const planner = (await (
        await request.get(
          `/api/v1/account/${staff.account}/planner?from=${daysAhead(0)}&to=${daysAhead(10)}`,
          { headers: staff.headers },
        )
      ).json()) as {
        units: {
          id: number;
          bars: { kind: string; end_date: string; lead_reference: string | null }[];
        }[];
      };
      const bars = planner.units.find((row) => row.id === unit.id)!.bars;
      expect(bars.filter((bar) => bar.lead_reference === reference)).toEqual([
        expect.objectContaining({ kind: 'lead', end_date: extended }),
      ]);
      // …and the page draws the rental's bar over its six days now (today to `extended`).
      await branch.goto(
        `/authorized/account/planner?start=${daysAhead(0)}&branch=${unit.branch_id}`,
      );
      const row = branch
        .getByRole('grid', { name: /^Fleet planner/ })
        .getByRole('row')
        .filter({ has: branch.getByRole('rowheader', { name: unit.title }) });
      const bar = row.getByRole('link', { name: new RegExp(`^Rental ${reference}`) });
      await expect(bar).toHaveAttribute('href', `/authorized/account/leads/${reference}`);
      const first = Number(
        await bar.evaluate((link) => link.closest('[data-column]')!.getAttribute('data-column')),
      );
      const [barBox, lastDay, dayAfter] = await Promise.all([
        bar.boundingBox(),
        row.locator(`[data-column="${first + 5}"]`).boundingBox(),
        row.locator(`[data-column="${first + 6}"]`).boundingBox(),
      ]);
      const barEnd = barBox!.x + barBox!.width;
      expect(barEnd).toBeGreaterThan(lastDay!.x + lastDay!.width / 2);
      expect(barEnd).toBeLessThanOrEqual(dayAfter!.x + 1);
    });

    await test.step('the customer sees the approval, calls it off for today and reports a problem', async () => {
      await page.reload();
      const card = cardOf(page, unit.title);
      await expect(card.getByRole('list').getByRole('listitem').first()).toContainText('Approved');
      await card.getByRole('button', { name: 'Call it off' }).click();
      const callOff = page.getByRole('dialog', { name: `Call off ${unit.title}` });
      await expect(callOff.getByLabel('Pickup day')).toBeFocused();
      await checkAtWidths(page, 'rentals-ui/call-off-dialog');
      await callOff.getByLabel('Pickup day').fill(daysAhead(0));
      await callOff.getByLabel('Contact on site').fill('Sam Site');
      await callOff.getByLabel('Phone on site').fill('(312) 555-0199');
      await callOff.getByLabel('Note for the driver (optional)').fill('Gate 3, ask for Sam');
      await callOff.getByRole('button', { name: 'Call it off' }).click();
      await expect(callOff).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: /^Call-off CO-\d{4}-\d{6,} sent/ }),
      ).toBeVisible();
      await expect(card.getByText('Pickup requested')).toBeVisible();

      await card.getByRole('button', { name: 'Report a problem' }).click();
      const report = page.getByRole('dialog', { name: `Report a problem with ${unit.title}` });
      await report.getByLabel('What is wrong?').fill('The platform drifts down when loaded.');
      await report.getByLabel('Photo (optional)').setInputFiles({
        name: 'drift.png',
        mimeType: 'image/png',
        buffer: png(64, 48, [200, 40, 30]),
      });
      await report.getByRole('button', { name: 'Send to the branch' }).click();
      await expect(report).toBeHidden();
      await expect(card.getByText('The platform drifts down when loaded.')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Photo you sent' })).toBeVisible();
      // Only a problem can still be reported once it is called off.
      await expect(card.getByRole('button')).toHaveText(['Report a problem']);
    });

    await test.step('the branch confirms the pickup, marks it returned, resolves the problem', async () => {
      await branch.goto('/authorized/account/rental-requests?kind=off_rent');
      const callOff = branch.getByRole('row').filter({ hasText: reference });
      const name = (await callOff.getByRole('rowheader').textContent())!;
      expect(name).toMatch(/^Call-off CO-\d{4}-\d{6,}$/);
      await move(branch, name, 'Confirm pickup', async (dialog) => {
        await expect(dialog.getByLabel('Pickup day')).toHaveValue(daysAhead(0));
        await checkAtWidths(branch, 'rentals-ui/confirm-pickup-dialog');
        await branch.setViewportSize({ width: 1280, height: 900 });
      });
      await move(branch, name, 'Mark returned');
      await expect(callOff.getByText('Returned')).toBeVisible();
      await expect(callOff.getByRole('button')).toHaveCount(0);

      await branch.goto('/authorized/account/rental-requests?kind=service&status=open');
      await expect(branch.getByRole('row').filter({ hasText: reference })).toContainText(
        'The platform drifts down when loaded.',
      );
      await checkAtWidths(branch, 'rentals-ui/rental-requests');
      await branch.setViewportSize({ width: 1280, height: 900 });
      await move(branch, 'Service request', 'Resolve');
      await expect(branch.getByText('No requests match these filters.')).toBeVisible();
      checkBranchConsole();
      await branch.close();
    });

    await test.step('the unit is free from the next day; the customer sees it returned', async () => {
      const { fleet, days } = await freeUnits(request, unit.id, daysAhead(1), daysAhead(6));
      expect(days.map((day) => day.available)).toEqual(days.map(() => fleet));
      await page.reload();
      const card = cardOf(page, unit.title);
      await expect(card.getByText('Returned', { exact: true }).first()).toBeVisible();
      await expect(card.getByRole('button')).toHaveCount(0);
    });

    await test.step('the webhook receiver got every rental event', async () => {
      for (const type of EVENTS)
        await expect
          .poll(() => hooks.receiver.output.stdout, { timeout: 60_000 })
          .toContain(`verified ${type} `);
      await hooks.stop();
    });

    await test.step('My rentals in Spanish', async () => {
      const customer = await logIn(request, { email, password });
      const saved = await request.put('/api/v1/user/', {
        headers: customer.headers,
        data: { locale: 'es' },
      });
      expect(saved.status()).toBe(200);
      await page.goto('/es/authorized/user/rentals');
      await expect(page.getByRole('heading', { level: 1, name: 'Mis alquileres' })).toBeVisible();
      const card = cardOf(page, unit.title);
      await expect(card.getByText('Devuelto').first()).toBeVisible();
      await expect(card.getByText('Obra')).toBeVisible();
      await checkAtWidths(page, 'rentals-ui/my-rentals-es');
    });
    checkConsole();
  });
});
