import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { daysAhead } from './dates';
import { guardConsole } from './console-guard';
import { hydrated } from './hydrated';

// The public catalog against the real server and its demo data (250 units, 30 branches).

let checkConsole: () => void;
test.beforeEach(({ page }) => {
  checkConsole = guardConsole(page);
});
test.afterEach(() => checkConsole());

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const chips = (page: Page) => page.getByRole('list', { name: 'Applied filters' });
const count = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.getByRole('article');

/** Waits for the results (nothing loading any more). */
async function loaded(page: Page) {
  await expect(count(page)).toHaveText(/\d units?$|^No units found$/);
  await expect(page.getByRole('status')).toHaveCount(0);
}

async function expectNoAxeViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

test.describe('the equipment listing (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('filters from the sidebar go into the URL, show as chips, and Back undoes them', async ({
    page,
  }) => {
    await page.goto('/equipment');
    await loaded(page);
    await expect(count(page)).toHaveText('1–24 of 250 units');
    await expect(cards(page)).toHaveCount(24);

    await sidebar(page)
      .getByRole('link', { name: /^Lift trucks \d+ units$/ })
      .click();
    await expect(page).toHaveURL(/\/equipment\?category=lift-trucks$/);
    await expect(chips(page).getByRole('link', { name: 'Remove Lift trucks' })).toBeVisible();
    await expect(count(page)).toHaveText('1–24 of 50 units');

    const maxPrice = sidebar(page).getByRole('spinbutton', { name: 'Max sale price' });
    await maxPrice.fill('30000');
    await expect(page).toHaveURL(/\/equipment\?category=lift-trucks$/); // not per keystroke
    await maxPrice.press('Enter');
    await expect(page).toHaveURL(/\/equipment\?category=lift-trucks&price_max=30000$/);
    await expect(
      chips(page).getByRole('link', { name: 'Remove Sale price: up to $30,000' }),
    ).toBeVisible();
    await loaded(page);
    const filtered = (await count(page).textContent()) ?? '';
    expect(filtered).toMatch(/^\d+ units$/);
    expect(Number(filtered.split(' ')[0])).toBeLessThan(50);

    await page.goBack();
    await expect(page).toHaveURL(/\/equipment\?category=lift-trucks$/);
    await expect(chips(page).getByRole('link')).toHaveText(['Lift trucks', 'Clear all']);
    await expect(maxPrice).toHaveValue('');
    await expect(count(page)).toHaveText('1–24 of 50 units');

    await chips(page).getByRole('link', { name: 'Remove Lift trucks' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    await expect(chips(page)).toHaveCount(0);
    await expect(count(page)).toHaveText('1–24 of 250 units');
  });

  test('pages through the results; the order and filters stay', async ({ page }) => {
    await page.goto('/equipment?category=construction-equipment');
    await loaded(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/\?category=construction-equipment&sort=price_asc$/);
    await loaded(page);
    const firstOfPage1 = await cards(page).first().getByRole('link').textContent();

    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?category=construction-equipment&sort=price_asc&page=2$/);
    await expect(count(page)).toHaveText('25–48 of 50 units');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page).first().getByRole('link')).not.toHaveText(firstOfPage1 ?? '');
    await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
    // The new page starts at its top, not where the page links were.
    await expect(count(page)).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport();
  });

  test('an impossible combination shows the empty state, which clears the filters', async ({
    page,
  }) => {
    // Rail cars have no engine: none runs on LPG.
    await page.goto('/equipment?category=rail-cars&fuel_type=lpg');
    await expect(
      page.getByRole('heading', { name: 'No equipment matches your search' }),
    ).toBeVisible();
    await expect(count(page)).toHaveText('No units found');
    await expectNoAxeViolations(page, 'empty state');

    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    await expect(count(page)).toHaveText('1–24 of 250 units');
  });

  test('the widgets’ styles are there: the header’s branch finder keeps its small icon', async ({
    page,
  }) => {
    await page.goto('/equipment');
    await loaded(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Find Local Branch' });
    const box = await trigger.locator('svg').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(0);
    expect(box?.height ?? 100).toBeLessThanOrEqual(32);
  });

  test('a URL with bad values still shows the catalog, cleaned up', async ({ page }) => {
    await page.goto('/equipment?category=bogus&price_min=abc&year_min=1800&page=x');
    await loaded(page);
    await expect(page).toHaveURL(/\/equipment\?year_min=1900$/);
    await expect(count(page)).toHaveText('1–24 of 250 units');
  });

  test('a unit’s card opens its page', async ({ page }) => {
    await page.goto('/equipment');
    await loaded(page);
    const link = cards(page).nth(1).getByRole('heading').getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/equipment\/\d+$/);
    await expect(h1(page)).toHaveText(title);
  });

  test('keyboard only: Tab to a filter and apply it with Enter', async ({ page }) => {
    await page.goto('/equipment');
    await loaded(page);
    // The page arrives rendered by the server: before the app runs, Enter on a link loads a new page.
    await hydrated(page);
    const target = sidebar(page).getByRole('link', { name: /^For rent \d+ units$/ });
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await target.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'Tab reaches the “For rent” filter').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/equipment\?listing=rent$/);
    await expect(target).toBeFocused();
    await expect(target).toHaveAttribute('aria-current', 'true');

    // A range, by keyboard: type, Enter.
    const minYear = sidebar(page).getByRole('spinbutton', { name: 'Min year' });
    await minYear.focus();
    await page.keyboard.type('2020');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/equipment\?listing=rent&year_min=2020$/);
  });

  test('“Available between” lists units for rent only (issue 42 item 15)', async ({
    page,
    request,
  }) => {
    const [from, to] = [daysAhead(20), daysAhead(22)];
    const total = async (query: string) => {
      const response = await request.get(`/api/v1/equipment?per_page=1&${query}`);
      return ((await response.json()) as { meta: { total: number } }).meta.total;
    };
    const range = `available_from=${from}&available_to=${to}`;
    const available = await total(range);
    // Every unit the filter keeps is for rent; the demo's units for sale only are left out.
    expect(available).toBe(await total(`${range}&listing=rent`));
    expect(available).toBeLessThan(await total(''));

    await page.goto('/equipment');
    await loaded(page);
    await hydrated(page);
    await sidebar(page).getByLabel('Available from').fill(from);
    await sidebar(page).getByLabel('Available to').fill(to);
    await sidebar(page).getByRole('button', { name: 'Apply dates' }).click();
    await expect(page).toHaveURL(new RegExp(`available_from=${from}&available_to=${to}`));
    await loaded(page);
    await expect(count(page)).toHaveText(`1–24 of ${available} units`);
  });

  test('the header search shows “Results for …” and keeps the text when filtering', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('combobox', { name: 'Search equipment' }).fill('toyota');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/equipment\?q=toyota$/);
    await expect(h1(page)).toHaveText('Results for “toyota”');
    await expect(chips(page).getByRole('link', { name: 'Remove Search: “toyota”' })).toBeVisible();
    await loaded(page);

    await sidebar(page)
      .getByRole('link', { name: /^For sale \d+ units$/ })
      .click();
    await expect(page).toHaveURL(/\/equipment\?q=toyota&listing=buy$/);
    await expect(h1(page)).toHaveText('Results for “toyota”');

    await chips(page).getByRole('link', { name: 'Remove Search: “toyota”' }).click();
    await expect(page).toHaveURL(/\/equipment\?listing=buy$/);
    await expect(h1(page)).toHaveText('Equipment');
  });
});

test.describe('the equipment listing on a phone (375px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the filters open in a dialog; choosing one updates the list behind it', async ({
    page,
  }, testInfo) => {
    await page.goto('/equipment');
    await loaded(page);
    await expect(sidebar(page)).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: /^Aerial work platforms \d+ units$/ }).click();
    await expect(page).toHaveURL(/\/equipment\?category=aerial-work-platforms$/);
    await expect(dialog.getByRole('button', { name: 'Show 50 units' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('filters-375.png') });
    await expectNoAxeViolations(page, 'filters dialog');

    await dialog.getByRole('button', { name: 'Show 50 units' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 applied' })).toBeFocused();
    await expect(count(page)).toHaveText('1–24 of 50 units');
  });
});

test.describe('accessibility', () => {
  for (const width of [375, 1280]) {
    test(`/equipment and / have no axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/equipment?category=lift-trucks&price_max=30000');
      await loaded(page);
      await expectNoAxeViolations(page, `/equipment at ${width}px`);

      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'New in stock' }).getByRole('article'),
      ).toHaveCount(4);
      // The quote dialog's code waits until its call to action comes near the screen.
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((path) => /request-quote/.test(path))).toEqual([]);
      const quote = page.getByRole('region', { name: 'Need a price for your next job?' });
      await quote.scrollIntoViewIfNeeded();
      await expect(quote.getByRole('button', { name: 'Request a Quote' })).toBeVisible();
      await expectNoAxeViolations(page, `/ at ${width}px`);
    });
  }
});

test.describe('the inventory of the local branch', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('asks for a branch, then lists what that branch has on hand', async ({ page, request }) => {
    const branch = (await (await request.get('/api/v1/locate-branch?zip_code=60601')).json()) as {
      id: number;
      name: string;
    };
    const atBranch = (await (
      await request.get(`/api/v1/equipment?branch_id=${String(branch.id)}&per_page=1`)
    ).json()) as { meta: { total: number } };

    await page.goto('/eq-inventory');
    const prompt = page.getByRole('region', { name: 'Which branch is yours?' });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page, '/eq-inventory without a branch');

    const listed = page.waitForRequest(
      (r) =>
        r.url().includes('/api/v1/equipment?') &&
        r.url().includes(`branch_id=${String(branch.id)}`),
    );
    await prompt.getByRole('button', { name: 'Find my branch' }).click();
    const finder = page.getByRole('dialog', { name: 'Find location by zip code' });
    await finder.getByPlaceholder('Enter Zip Code').fill('60601');
    await finder.getByRole('button', { name: 'Submit' }).click();
    await finder
      .getByRole('region', { name: 'Choose your branch' })
      .getByRole('button')
      .first()
      .click();
    await listed;

    await expect(prompt).toBeHidden();
    await expect(page.getByText(`On hand at ${branch.name}`)).toBeVisible();
    await loaded(page);
    await expect(count(page)).toContainText(`of ${String(atBranch.meta.total)} units`);
    await expectNoAxeViolations(page, '/eq-inventory with a branch');

    // Filters stay on the inventory page; a reload keeps the branch.
    await sidebar(page)
      .getByRole('link', { name: /^For rent \d+ units$/ })
      .click();
    await expect(page).toHaveURL(/\/eq-inventory\?listing=rent$/);
    await page.reload();
    await expect(page.getByText(`On hand at ${branch.name}`)).toBeVisible();
    await loaded(page);
    await expect(chips(page).getByRole('link', { name: 'Remove For rent' })).toBeVisible();
  });
});
