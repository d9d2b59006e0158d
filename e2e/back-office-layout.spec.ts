import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { frames, logInThroughPage, shot, sidewaysOverflow, tabTo, visit } from './page-checks';
import { sameOrigin } from './same-origin';

// Issue 42 items 8 and 9: the back office's lists are as tall as their rows with headers that
// stick under the site's header, and cards at 375 px (nothing scrolls sideways); its navigation
// is a grouped side column on wide screens and one menu button on narrow ones, with platform
// administration apart and only for platform administrators.

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };
const ACCOUNT = '/authorized/account';
const LEADS_URL = `${ACCOUNT}/leads`;
/** The back office's list pages (the webhook deliveries are cards at every width already). */
const LIST_PAGES = {
  leads: LEADS_URL,
  'api-keys': `${ACCOUNT}/api-keys`,
  audit: `${ACCOUNT}/audit`,
  bookings: `${ACCOUNT}/bookings`,
  products: `${ACCOUNT}/admin/products`,
  webhooks: `${ACCOUNT}/webhooks`,
  'admin-dealer-sites': `${ACCOUNT}/admin/dealer-sites`,
  'admin-branches': `${ACCOUNT}/admin/branches`,
};
const RUN = Date.now().toString(36);

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function expectNoAxeViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

/** A key (so the keys list and the audit log have rows), made with the owner's session. */
async function createKey(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}`, ...sameOrigin() };
  const me = await page.request.get('/api/v1/user', { headers });
  const { current_account } = (await me.json()) as { current_account: { id: number } };
  const created = await page.request.post(`/api/v1/account/${current_account.id}/api-keys`, {
    headers,
    data: { name: `Layout check ${RUN}`, permission_names: ['leads.view'] },
  });
  expect(created.status()).toBe(201);
}

test.describe('back office layout', () => {
  test('at 1280 px the leads list is as tall as its 25 rows, its header sticks, the navigation is a side column', async ({
    page,
  }) => {
    const expectCleanConsole = guardConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInThroughPage(page, OWNER);
    await visit(page, LEADS_URL);
    const table = page.getByRole('table', { name: /^Leads, newest first/ });
    await expect(table.locator('tbody tr')).toHaveCount(25);

    // No box of its own: neither the table nor anything around it scrolls inside the page.
    const innerScrollers = await table.evaluate((element) => {
      const found: string[] = [];
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const { overflowY } = getComputedStyle(node);
        if (node.scrollHeight > node.clientHeight + 1 && overflowY !== 'visible')
          found.push(`${node.tagName.toLowerCase()}.${node.className} (${overflowY})`);
      }
      return found;
    });
    expect(innerScrollers).toEqual([]);
    const lastRow = await table.locator('tbody tr').last().boundingBox();
    const tableBox = await table.boundingBox();
    expect(lastRow!.y + lastRow!.height).toBeLessThanOrEqual(tableBox!.y + tableBox!.height + 1);
    expect(tableBox!.height).toBeGreaterThan(25 * 40);

    // Scrolled to the middle of the list, the column headers sit right under the site's header.
    await table
      .locator('tbody tr')
      .nth(15)
      .evaluate((row) => row.scrollIntoView());
    await frames(page);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const th = table.locator('thead th').first();
    const thTop = await th.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(thTop - headerBottom)).toBeLessThanOrEqual(1);
    await expect(th).toBeInViewport();

    // The navigation: a side column left of the page, its menu button hidden.
    const nav = accountNav(page);
    const navBox = await nav.boundingBox();
    expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(tableBox!.x);
    await expect(nav.getByRole('button', { name: /^Account menu/ })).toBeHidden();
    await expect(nav.getByRole('list', { name: 'Sales' }).getByRole('link')).toHaveText([
      /^Leads/,
      'Bookings',
      'Planner',
      /^Rental requests/,
    ]);
    await expect(nav.getByRole('link', { name: /^Leads/ })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'leads at 1280px');
    await shot(page, 'back-office-leads-1280');

    // Narrower windows, beside the side navigation or under the menu button: cards, not a
    // table wider than its column.
    for (const width of [1100, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await frames(page);
      expect(await sidewaysOverflow(page), `leads at ${width}px`).toEqual([]);
      await shot(page, `back-office-leads-${width}`);
    }
    expectCleanConsole();
  });

  test('at 1280 px every list is a table beside the navigation and nothing scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const expectCleanConsole = guardConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInThroughPage(page, OWNER);
    await createKey(page);
    for (const [name, url] of Object.entries({
      ...LIST_PAGES,
      'all-leads': `${LEADS_URL}?scope=all`,
    })) {
      await visit(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await frames(page);
      expect(await sidewaysOverflow(page), `${name} scrolls sideways at 1280px`).toEqual([]);
      const table = page.locator('main table').first();
      if ((await table.count()) > 0)
        expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
      await shot(page, `back-office-${name}-1280`);
    }
    expectCleanConsole();
  });

  test('at 375 px every list is cards and nothing scrolls sideways', async ({ page }) => {
    test.setTimeout(120_000);
    const expectCleanConsole = guardConsole(page);
    await logInThroughPage(page, OWNER);
    await createKey(page);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [name, url] of Object.entries(LIST_PAGES)) {
      await visit(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await frames(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name}: ${(await sidewaysOverflow(page)).join(', ')}`,
      ).toBeLessThanOrEqual(375);
      const rows = page.locator('main table tbody tr');
      if (['leads', 'api-keys', 'audit', 'products', 'admin-branches'].includes(name))
        await expect(rows.first(), `${name} has rows`).toBeVisible();
      if ((await rows.count()) > 0) {
        // A card: the row is a block with a border, its cells stacked with their column's name.
        const card = await rows.first().evaluate((row) => {
          const cell = row.querySelector('td[data-label]:not([data-label=""])')!;
          return {
            display: getComputedStyle(row).display,
            border: getComputedStyle(row).borderTopStyle,
            label: getComputedStyle(cell, '::before').content,
            header: getComputedStyle(row.closest('table')!.querySelector('thead')!).position,
          };
        });
        expect(card, name).toEqual({
          display: 'block',
          border: 'solid',
          label: expect.stringMatching(/^".+"$/),
          header: 'absolute',
        });
      }
      await expectNoAxeViolations(page, `${name} at 375px`);
      await shot(page, `back-office-${name}-375`);
    }
    expectCleanConsole();
  });

  test('at 375 px the navigation is one button; its menu works by keyboard and Escape closes it', async ({
    page,
  }) => {
    const expectCleanConsole = guardConsole(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await logInThroughPage(page, OWNER);
    await visit(page, `${ACCOUNT}/admin/products`);
    const nav = accountNav(page);
    const button = nav.getByRole('button', { name: 'Account menu Products' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // One row: the button, nothing else.
    const closed = await nav.boundingBox();
    expect(closed!.height).toBeLessThanOrEqual(56);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await shot(page, 'back-office-nav-375');

    // From the keyboard: open, Escape closes onto the button.
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const admin = nav.getByRole('list', { name: 'Platform administration' });
    await expect(admin.getByRole('link')).toHaveText(['Accounts', 'Branches', 'All dealer sites']);
    await expectNoAxeViolations(page, 'account menu open at 375px');
    await shot(page, 'back-office-nav-open-375');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // Open again and go to Leads by keyboard: the page changes and the menu closes.
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: /^Leads/ }), 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(LEADS_URL);
    await expect(nav.getByRole('button', { name: 'Account menu Leads' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expectCleanConsole();
  });

  test('a member who is no platform administrator has no Platform administration group', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInThroughPage(page, STAFF);
    const nav = accountNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Sales' })).toBeVisible();
    await expect(nav.getByText('Platform administration')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
    await shot(page, 'back-office-staff-1280');
  });
});
