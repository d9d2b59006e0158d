import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { sameOrigin } from './same-origin';
import { daysAhead } from './dates';

// The back office against the real server: a guest's quote request reaches the operating
// account's lead inbox, the demo staff user works it, and the customer sees the change; a platform
// admin adds a branch that the directory and the branch finder then show.

const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };
const ADMIN = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
/** Keeps names and addresses unique when the suite runs twice on one database. */
const RUN = Date.now().toString(36);

interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: { url: string }[];
}

async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  return ((await (await request.get('/dev/outbox.json')).json()) as { items: OutboxMail[] }).items;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/guest/user/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/authorized\/account$/);
  // Every authorized page refreshes the session on entry: let that finish before moving on.
  await page.waitForLoadState('networkidle');
}

async function expectNoAxeViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * Full-page screenshots at 1280 and 375 px when E2E_SHOTS_DIR is set; the page is reloaded at each
 * width unless it holds a form being filled (`reload: false`).
 */
async function shots(page: Page, name: string, { reload = true } = {}) {
  if (!SHOTS_DIR) return;
  const resize = async (width: number, height: number) => {
    await page.setViewportSize({ width, height });
    if (!reload) return;
    await page.reload();
    await page.waitForLoadState('networkidle');
  };
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-1280.png`, fullPage: true });
  await resize(375, 800);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-375.png`, fullPage: true });
  await resize(1280, 900);
}

/** A registered customer whose address is verified (so their request list is theirs). */
async function verifiedCustomer(request: APIRequestContext) {
  const email = `customer-${RUN}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Customer-Password-1';
  const registered = await request.put('/api/v1/user/register', {
    headers: sameOrigin(),
    data: { name: 'Casey Customer', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const mail = (await outbox(request)).find((m) => m.kind === 'verify-email' && m.to === email);
  const token = new URL(mail!.links[0]!.url).searchParams.get('token');
  expect(
    (
      await request.post('/api/v1/user/verify-email', { data: { token }, headers: sameOrigin() })
    ).status(),
  ).toBe(200);
  return { email, password };
}

async function customerPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, email, password);
  return { page, close: () => context.close() };
}

test.describe('lead inbox', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a guest’s quote reaches the inbox as new; the staff user quotes it with a note; the customer sees it', async ({
    page,
    request,
    browser,
    playwright,
  }) => {
    const checkConsole = guardConsole(page);
    const customer = await verifiedCustomer(request);

    // The guest asks for a quote on a unit of the operating account (no login, no cookie).
    const guest = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const unit = (
      (await (await guest.get('/api/v1/equipment?per_page=1')).json()) as {
        items: { id: number; title: string }[];
      }
    ).items[0]!;
    const sent = await guest.post('/api/v1/equipment/request-quote', {
      data: {
        equipment_id: unit.id,
        listing: 'rent',
        start_date: daysAhead(90),
        end_date: daysAhead(101),
        // The unit's fleet may be a single one: a quote asks for at most that many.
        quantity: 1,
        jobsite_zip: '60601',
        name: 'Casey Customer',
        email: customer.email,
        phone: '(312) 555-0177',
        company: `Casey Builders ${RUN}`,
        notes: 'Need forks extended to 72 in.',
      },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    await guest.dispose();

    // The demo staff user (Sales: leads.view and leads.manage) finds it as new.
    await logIn(page, STAFF.email, STAFF.password);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav.getByRole('link', { name: /^Leads\W+\d+ new$/ })).toBeVisible();
    const newBefore = Number(
      /(\d+) new/.exec((await nav.getByRole('link', { name: /^Leads/ }).textContent()) ?? '')?.[1],
    );
    await nav.getByRole('link', { name: /^Leads/ }).click();
    await expect(page).toHaveURL(/\/authorized\/account\/leads$/);
    await page.getByLabel('Search leads').fill(reference);
    await page.getByLabel('Search leads').press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${reference}`));
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('New');
    await expect(row).toContainText(`Casey Builders ${RUN}`);
    await expectNoAxeViolations(page, 'lead inbox');
    await shots(page, 'leads-inbox');

    // The lead page shows everything the customer sent.
    await row.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    for (const text of [
      unit.title,
      'Need forks extended to 72 in.',
      customer.email,
      '(312) 555-0177',
      '60601',
    ]) {
      await expect(page.getByRole('main')).toContainText(text);
    }

    // Quoted, with an internal note.
    const note = `Sent the rate sheet ${RUN}; call back Friday.`;
    await page.getByLabel('Status').selectOption({ label: 'Quoted' });
    await page.getByLabel('Internal note').fill(note);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Lead saved')).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText(note);
    await expect(timeline).toContainText(/Quoted/);
    await expect(
      nav.getByRole('link', { name: new RegExp(`^Leads\\W+${newBefore - 1} new$`) }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'lead page');
    await shots(page, 'lead-detail');

    // The customer got an e-mail about it, without the internal note.
    await expect(async () => {
      const mail = (await outbox(request)).find(
        (m) => m.kind === 'lead-status' && m.to === customer.email,
      );
      expect(mail, 'a lead-status mail to the customer').toBeTruthy();
      expect(mail!.text).toContain(reference);
      expect(mail!.text).toContain('Quoted');
      expect(mail!.text).not.toContain(note);
    }).toPass({ timeout: 10_000 });

    // Their request list shows the public status.
    const them = await customerPage(browser, customer.email, customer.password);
    const requests = them.page.getByRole('region', { name: 'Your requests' });
    const item = requests.getByRole('listitem').filter({ hasText: reference });
    await expect(item).toContainText('Quoted');
    await them.close();
    checkConsole();
  });

  test('the inbox works at 375 px', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await logIn(page, STAFF.email, STAFF.password);
    await page.goto('/authorized/account/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // The page itself never scrolls sideways: the table scrolls in its own region.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page, 'lead inbox at 375 px');
    checkConsole();
  });
});

test.describe('branches', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a platform admin adds a branch with hours; the directory, its page and the finder show it; deactivated it leaves them', async ({
    page,
  }) => {
    // A long journey (four pages, two axe runs, a finder search): 17 s on a quiet 2-core machine,
    // past the default 30 s when the machine is shared. This is a hang guard, not a retry.
    test.setTimeout(90_000);
    const checkConsole = guardConsole(page, [/status of 404/]);
    const name = `Indianapolis – Eastside ${RUN}`;
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/authorized/account/admin/branches');
    await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
    await expectNoAxeViolations(page, 'admin branches');
    await page.getByRole('link', { name: /New branch/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New branch' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Street address').fill('8200 E 30th St');
    await page.getByLabel('ZIP code').fill('46219');
    await page.getByLabel('City').fill('Indianapolis');
    await page.getByLabel('Time zone').selectOption('America/Indiana/Indianapolis');
    await page.getByLabel('Phone (optional)').fill('317-555-0142');
    await page.getByRole('checkbox', { name: /^Saturday\W*open$/ }).check();
    await page.getByLabel('Saturday opens').fill('08:00');
    await page.getByLabel('Saturday closes').fill('12:00');
    await page.getByRole('button', { name: 'Add a closure' }).click();
    await page.getByLabel('Closure 1 date').fill('2027-12-25');
    await page.getByLabel('Closure 1 reason').fill('Christmas Day');
    await expectNoAxeViolations(page, 'new branch form');
    await shots(page, 'branch-new', { reload: false });
    await page.getByRole('button', { name: 'Create branch' }).click();
    await expect(page.getByText(`${name} is created and active.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/branches\/\d+$/);
    const adminUrl = page.url();
    const id = Number(/branches\/(\d+)/.exec(adminUrl)?.[1]);
    expect(id).toBeGreaterThan(0);

    // The public directory lists it with its hours; its page has the week and the map link.
    await page.goto('/branches');
    const entry = page.getByRole('listitem').filter({ hasText: name });
    await expect(entry).toContainText('Indianapolis, IN');
    await expect(entry).toContainText(/Open now|Closed/);
    await expectNoAxeViolations(page, 'branch directory');
    await shots(page, 'branches');
    await entry.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/branches/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The form's 24-hour times, as a US reader reads them.
    await expect(page.getByRole('row', { name: /^Saturday/ })).toContainText('8:00 AM – 12:00 PM');
    await expect(page.getByRole('main')).toContainText('Christmas Day');
    await expect(page.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\//,
    );
    await expectNoAxeViolations(page, 'branch page');
    await shots(page, 'branch-page');

    // The branch finder picks it for a nearby ZIP code.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Find Local Branch' }).click();
    const finder = page.getByRole('dialog', { name: 'Find location by zip code' });
    await finder.getByPlaceholder('Enter Zip Code').fill('46201');
    await finder.getByRole('button', { name: 'Submit' }).click();
    await finder
      .getByRole('region', { name: 'Choose your branch' })
      .getByRole('button')
      .first()
      .click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Indianapolis, IN' }),
    ).toBeVisible();

    // Deactivated, it leaves the directory and its page answers 404; the admin list keeps it.
    await page.goto(adminUrl);
    await page.getByRole('button', { name: /Deactivate/ }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('history');
    await confirm.getByRole('button', { name: /Deactivate/ }).click();
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Deactivated');
    await page.goto('/branches');
    await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await page.goto(`/branches/${id}`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    checkConsole();
  });
});
