import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { unitQuoteButton } from '../bench/widget-pages.mjs';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { daysAhead } from './dates';
import {
  dealerSite,
  findBranch,
  holdChunks,
  inventoryPage,
  loginAsOwner,
  shot,
} from './dealer-site';
import { sameOrigin } from './same-origin';

// Issue 34 on the dealer example (examples/dealer-site, its own origin, a strict CSP): the
// inventory page's <equipment-list>, the header's <quote-list-button>, the quote dialog opened by
// mouse, keyboard and a click that beats the code, one request for units from the list and the
// unit page, a booked day refused in the lines step, the finder's link to the branch page, axe.

/** Keeps e-mails and booked days apart when the suite runs twice on one database. */
const RUN = Date.now().toString(36);

const quoteListButton = (page: Page) => page.locator('header quote-list-button');
/** The header's "Quote list" button (its dialog has buttons too). */
const quoteListControl = (page: Page) =>
  quoteListButton(page).getByRole('button', { name: /^Quote list/ });
const listCards = (page: Page) => page.locator('equipment-list').getByRole('article');
const cardOf = (page: Page, title: string) =>
  listCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const quoteDialog = (widget: Locator) => widget.getByRole('dialog', { name: 'Request a Quote' });

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Opens inventory.html and waits for the list's 12 cards (the list loads near the viewport). */
async function openInventory(page: Page) {
  await page.goto(inventoryPage);
  await page.locator('equipment-list').scrollIntoViewIfNeeded();
  await expect(listCards(page)).toHaveCount(12);
}

async function addFromList(page: Page, title: string) {
  const card = cardOf(page, title);
  await card.getByRole('button', { name: 'Add to quote' }).click();
  await expect(card.getByRole('button', { name: 'In quote list' })).toBeVisible();
}

/** The quote list's count as the header button says it ("Quote list (3 units)" and the like). */
const expectCount = (page: Page, count: number) =>
  expect(quoteListControl(page)).toHaveAccessibleName(new RegExp(`\\b${count} units?\\)?$`));

/** Rent lines get `[start, end]`; the others stay as they are. */
async function rentDates(dialog: Locator, title: string, [start, end]: [string, string]) {
  const line = dialog.getByRole('group', { name: title, exact: true });
  if ((await line.getByLabel('Rent or buy').inputValue()) !== 'rent') return;
  await line.getByLabel('Start date').fill(start);
  await line.getByLabel('End date').fill(end);
}

async function fillContact(dialog: Locator, email: string) {
  await expect(dialog.getByRole('heading', { name: 'Jobsite and contact' })).toBeVisible();
  await dialog.getByLabel('Jobsite street address').fill('4400 Dock Rd');
  await dialog.getByLabel('Jobsite zip code').fill('60601');
  await dialog.getByLabel('Name').fill('Robin Inventory-Visitor');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Phone').fill('(313) 555-0199');
}

interface CatalogUnit {
  id: number;
  title: string;
  for_rent: boolean;
}

/** The catalog's first page as the list shows it by default (every branch, 12 a page). */
async function firstPage(request: APIRequestContext): Promise<CatalogUnit[]> {
  const response = await request.get('/api/v1/equipment?per_page=12');
  return ((await response.json()) as { items: CatalogUnit[] }).items;
}

test.describe('dealer inventory, quote list and quote dialog (issue 34)', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('the quote dialog opens by mouse and by keyboard', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await page.goto(dealerSite);
    const widget = page.locator('request-quote[equipment-id]');
    await unitQuoteButton(page).click();
    await expect(
      quoteDialog(widget).getByRole('heading', { name: 'Your equipment' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(quoteDialog(widget)).toBeHidden();

    // A fresh page, by keyboard alone: Tab to the button (its code loads on focus), then Enter.
    await page.goto(dealerSite);
    const button = unitQuoteButton(page);
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press('Tab');
      if (await button.evaluate((el) => el.matches(':focus'))) break;
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      quoteDialog(widget).getByRole('heading', { name: 'Your equipment' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(quoteDialog(widget)).toBeHidden();
    await expect(button).toBeFocused();
    checkConsole();
  });

  test('a click before the code shows the busy button at once, then the dialog', async ({
    page,
  }) => {
    const checkConsole = guardConsole(page);
    const release = await holdChunks(page);
    await page.goto(dealerSite);
    const button = unitQuoteButton(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await shot(page, 'busy-before-code-1280');
    release();
    const widget = page.locator('request-quote[equipment-id]');
    await expect(
      quoteDialog(widget).getByRole('heading', { name: 'Your equipment' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    checkConsole();
  });

  test('units added from the list and the unit page leave in one request with one reference', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const checkConsole = guardConsole(page);
    const unitPage = (await (await request.get('/api/v1/equipment/1')).json()) as CatalogUnit;
    const [first, second] = (await firstPage(request)).filter((unit) => unit.id !== unitPage.id);
    const email = `inventory-${RUN}@example.com`;

    await openInventory(page);
    await expectCount(page, 0);
    await addFromList(page, first!.title);
    await addFromList(page, second!.title);
    await expectCount(page, 2);

    // The unit page: its dialog holds the list and the page's unit; the visitor adds another.
    await page.getByRole('link', { name: 'Summit Lift & Equipment, home' }).click();
    await expectCount(page, 2);
    await unitQuoteButton(page).click();
    const unitDialog = quoteDialog(page.locator('request-quote[equipment-id]'));
    await expect(unitDialog.getByRole('group', { name: unitPage.title })).toBeVisible();
    await unitDialog.getByRole('button', { name: 'Add another unit' }).click();
    await expect(unitDialog).toBeHidden();
    await expectCount(page, 3);

    // The header button opens the dialog on the list: three lines, dates, contact, one request.
    await quoteListControl(page).click();
    const dialog = quoteDialog(quoteListButton(page));
    await expect(dialog.getByRole('heading', { name: 'Your equipment' })).toBeVisible();
    const titles = [first!.title, second!.title, unitPage.title];
    for (const [index, title] of titles.entries())
      await rentDates(dialog, title, [daysAhead(40 + index), daysAhead(50 + index)]);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await fillContact(dialog, email);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const reference = dialog.getByTestId('quote-reference');
    await expect(reference).toHaveText(/^Q-\d{4}-\d{6,}$/);
    await expect(reference).toHaveCount(1);
    const text = (await reference.textContent())!;
    await expectCount(page, 0);

    // As the owner: every lead of the request carries that reference, the three units among them.
    const owner = await loginAsOwner(request);
    const inbox = (await (
      await request.get(
        `${baseURL}/api/v1/account/${owner.account}/leads?q=${encodeURIComponent(text)}&per_page=50`,
        { headers: owner.headers },
      )
    ).json()) as { items: { reference: string }[] };
    const leads = await Promise.all(
      inbox.items.map(
        async ({ reference: own }) =>
          (await (
            await request.get(`/api/v1/account/${owner.account}/leads/${own}`, {
              headers: owner.headers,
            })
          ).json()) as {
            request_reference: string | null;
            lines: { equipment: { id: number } | null }[];
          },
      ),
    );
    const ofRequest = leads.filter((lead) => lead.request_reference === text);
    expect(ofRequest.length).toBeGreaterThan(0);
    const ids = ofRequest.flatMap((lead) => lead.lines.map((line) => line.equipment?.id));
    expect(ids.sort()).toEqual([first!.id, second!.id, unitPage.id].sort());
    // One confirmation to the visitor.
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
      items: { kind: string; to: string; subject: string }[];
    };
    const mails = outbox.items.filter(
      (mail) => mail.kind === 'quote-confirmation' && mail.to === email,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(text);
    checkConsole();
  });

  test('a booked day is refused in the lines step', async ({ page, request }) => {
    test.setTimeout(90_000);
    const checkConsole = guardConsole(page);
    const unit = (await firstPage(request)).find((candidate) => candidate.for_rent);
    expect(unit, 'a rental unit on the list’s first page').toBeTruthy();
    // Every unit of its fleet held for two days far out (different days on every run).
    const offset = 400 + (Date.now() % 200);
    const [booked, bookedLast] = [daysAhead(offset), daysAhead(offset + 1)];
    const free = (await (
      await request.get(`/api/v1/equipment/${unit!.id}/availability?from=${booked}&to=${booked}`)
    ).json()) as { days: { available: number }[] };
    const owner = await loginAsOwner(request);
    const hold = await request.post(`/api/v1/account/${owner.account}/bookings`, {
      headers: { ...owner.headers, ...sameOrigin() },
      data: {
        equipment_id: unit!.id,
        quantity: free.days[0]!.available,
        start_date: booked,
        end_date: bookedLast,
        note: `widgets-inventory e2e ${RUN}`,
      },
    });
    expect(hold.status()).toBe(201);
    const { id: bookingId } = (await hold.json()) as { id: number };
    try {
      await openInventory(page);
      await addFromList(page, unit!.title);
      await quoteListControl(page).click();
      const dialog = quoteDialog(quoteListButton(page));
      const line = dialog.getByRole('group', { name: unit!.title, exact: true });
      await line.getByLabel('Rent or buy').selectOption('rent');
      await line.getByLabel('Start date').fill(daysAhead(offset - 1));
      await line.getByLabel('End date').fill(daysAhead(offset + 3));
      await expect(line.getByText(/^Booked on /)).toBeVisible();
      await dialog.getByRole('button', { name: 'Next' }).click();
      // Refused before anything is sent: still the lines step, the days named at the first date.
      await expect(line.getByText(/Booked on .+: pick other dates\./)).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Your equipment' })).toBeVisible();
      await expect(line.getByLabel('Start date')).toBeFocused();
      await shot(page, 'booked-day-refused-1280');
      await expectNoAxeViolations(page, 'lines step with the booked days');

      // Free days: on to the jobsite.
      await line.getByLabel('Start date').fill(daysAhead(offset + 10));
      await line.getByLabel('End date').fill(daysAhead(offset + 12));
      await expect(line.getByText(/free/i)).toBeVisible();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByRole('heading', { name: 'Jobsite and contact' })).toBeVisible();
      checkConsole();
    } finally {
      await request.delete(`/api/v1/account/${owner.account}/bookings/${bookingId}`, {
        headers: { ...owner.headers, ...sameOrigin() },
      });
    }
  });

  test('the finder’s branch links to the branch page on the store', async ({
    page,
    request,
    baseURL,
  }) => {
    const checkConsole = guardConsole(page);
    const branch = (await (await request.get('/api/v1/locate-branch?zip_code=60601')).json()) as {
      id: number;
    };
    await page.goto(dealerSite);
    const finder = page.locator('header find-branch');
    await findBranch(finder, '60601');
    const link = finder.getByRole('link', { name: 'Chicago, IL' });
    await expect(link).toHaveAttribute('href', `${baseURL}/branches/${branch.id}`);
    await shot(page, 'finder-branch-link-1280');
    await link.click();
    await expect(page).toHaveURL(`${baseURL}/branches/${branch.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Chicago');
    checkConsole();
  });
  for (const width of [375, 1280]) {
    test(`axe finds nothing on both pages at ${width} px, before the code and inside the open widgets`, async ({
      page,
    }) => {
      // Eight axe runs and two pages: a hang guard above the 30 s default on a busy machine.
      test.setTimeout(120_000);
      const checkConsole = guardConsole(page);
      await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });

      // index.html: the loader's first paint (the code held back), then the dialogs.
      let release = await holdChunks(page);
      await page.goto(dealerSite);
      await expect(unitQuoteButton(page)).toBeVisible();
      await shot(page, `index-first-paint-${width}`, true);
      await expectNoAxeViolations(page, 'index.html before the code');
      release();
      const widget = page.locator('request-quote[equipment-id]');
      await unitQuoteButton(page).click();
      await expect(
        quoteDialog(widget).getByRole('heading', { name: 'Your equipment' }),
      ).toBeVisible();
      await shot(page, `index-quote-dialog-${width}`);
      await expectNoAxeViolations(page, 'index.html with the quote dialog');
      await page.keyboard.press('Escape');
      const finder = page.locator('header find-branch');
      await finder.getByRole('button', { name: 'Find Local Branch' }).click();
      await expect(finder.getByRole('dialog', { name: 'Find location by zip code' })).toBeVisible();
      await expectNoAxeViolations(page, 'index.html with the finder');
      await page.keyboard.press('Escape');
      await shot(page, `index-loaded-${width}`, true);

      // inventory.html: the list's first paint, the list, the quote dialog on the list.
      await page.unroute('**/widgets/chunks/**');
      release = await holdChunks(page);
      await page.goto(inventoryPage);
      await expect(page.locator('equipment-list')).toBeVisible();
      await shot(page, `inventory-first-paint-${width}`, true);
      await expectNoAxeViolations(page, 'inventory.html before the code');
      release();
      await expect(listCards(page)).toHaveCount(12);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `inventory-list-${width}`, true);
      await expectNoAxeViolations(page, 'inventory.html with the list');
      // The unit page's dialog put its unit on the list: one more from the list.
      await expectCount(page, 1);
      await listCards(page).getByRole('button', { name: 'Add to quote' }).first().click();
      await expectCount(page, 2);
      await quoteListControl(page).click();
      const dialog = quoteDialog(quoteListButton(page));
      await expect(dialog.getByRole('heading', { name: 'Your equipment' })).toBeVisible();
      await shot(page, `inventory-quote-dialog-${width}`);
      await expectNoAxeViolations(page, 'inventory.html with the quote dialog');
      checkConsole();
    });
  }
});
