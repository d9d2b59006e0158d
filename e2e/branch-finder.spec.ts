import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';

// Every page of these tests must run without console errors (CSP violations included). The
// provoked 404 of the unknown zip is the one expected error.
let checkConsole: () => void;
test.beforeEach(({ page }) => {
  checkConsole = guardConsole(page, [/status of 404/]);
});
test.afterEach(() => checkConsole());

const header = (page: Page) => page.getByRole('banner');
const finderLink = (page: Page, name: string | RegExp) =>
  header(page).getByRole('button', { name });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Find location by zip code' });

async function searchZip(page: Page, zip: string) {
  await finderLink(page, 'Find Local Branch').click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByPlaceholder('Enter Zip Code').fill(zip);
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
}

/** Picks the nearest of the branches a search offers. */
async function chooseNearest(page: Page) {
  await dialog(page)
    .getByRole('region', { name: 'Choose your branch' })
    .getByRole('button')
    .first()
    .click();
}

test.describe('branch finder on the home page (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('finds the nearest branch for 60601 and keeps it after a reload', async ({ page }) => {
    await page.goto('/');
    const answer = page.waitForResponse((r) =>
      r.url().includes('/api/v1/locate-branch?zip_code=60601'),
    );
    await searchZip(page, '60601');
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ city: 'Chicago', state: 'IL' });
    await chooseNearest(page);

    await expect(dialog(page)).toBeHidden();
    await expect(finderLink(page, 'Chicago, IL')).toBeVisible();
    // The desktop bar shows the branch's name only (its phone is in the slide-in menu and on the
    // branch's page: no room beside the language switcher).
    await expect(header(page).getByRole('link', { name: /\(\d{3}\) 555-01\d\d/ })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('zip_code'))).toBe('60601');
    expect(
      JSON.parse(
        (await page.evaluate(() => localStorage.getItem('liftline_local_branch'))) ?? '{}',
      ),
    ).toMatchObject({
      city: 'Chicago',
      state: 'IL',
    });

    await page.reload();
    await expect(finderLink(page, 'Chicago, IL')).toBeVisible();
  });

  test('finds San Francisco for 94103', async ({ page }) => {
    await page.goto('/');
    await searchZip(page, '94103');
    await chooseNearest(page);
    await expect(finderLink(page, 'San Francisco, CA')).toBeVisible();
  });

  test('a malformed zip shows the inline message and calls nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locate-branch')) calls.push(request.url());
    });
    await page.goto('/');
    await searchZip(page, '1234');
    await expect(dialog(page).getByText('Please provide a five digit zip code')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("an unknown zip shows the server's message in the 'Oops!' toast and the modal stays open", async ({
    page,
  }) => {
    await page.goto('/');
    await searchZip(page, '00000');
    const toast = page.getByRole('alert').filter({ hasText: 'Oops!' });
    await expect(toast).toContainText('We could not find zip code 00000.');
    await expect(dialog(page)).toBeVisible();
    await expect(finderLink(page, 'Find Local Branch')).toBeAttached();
  });

  test('Cancel and Escape close the modal; focus returns to the link', async ({ page }) => {
    await page.goto('/');
    await finderLink(page, 'Find Local Branch').click();
    await expect(dialog(page).getByPlaceholder('Enter Zip Code')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(finderLink(page, 'Find Local Branch')).toBeFocused();
    await finderLink(page, 'Find Local Branch').click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('unknown routes show the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('home page and open modal have no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the lazy page has rendered
    await expect(finderLink(page, 'Find Local Branch')).toBeVisible();
    const home = await axeViolations(page);
    expect(home, describeViolations(home)).toEqual([]);
    await finderLink(page, 'Find Local Branch').click();
    await expect(dialog(page)).toBeVisible();
    const modal = await axeViolations(page);
    expect(modal, describeViolations(modal)).toEqual([]);
  });
});

test.describe('choosing among the nearest branches', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px: three choices with distance and today's hours; a later search clears the earlier error`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Below 1130px the branch finder lives in the slide-in menu.
      if (width < 1130) await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('button', { name: 'Find Local Branch' }).first().click();
      await dialog(page).getByPlaceholder('Enter Zip Code').fill('99950');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      const error = page.getByRole('alert').filter({ hasText: 'We could not find zip code 99950' });
      await expect(error).toBeVisible();

      await dialog(page).getByPlaceholder('Enter Zip Code').fill('60601');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      const choices = dialog(page).getByRole('region', { name: 'Choose your branch' });
      await expect(choices.getByRole('button')).toHaveCount(3);
      await expect(error).toBeHidden();
      for (const choice of await choices.getByRole('button').all()) {
        await expect(choice).toContainText(/\d+(\.\d)? mi/);
        await expect(choice).toContainText(
          /Open now · closes at \d{1,2}:\d\d\s[AP]M|Closed now · opens (?:\w+ )?at \d{1,2}:\d\d\s[AP]M|Closed today/,
        );
      }
      await expect(choices.getByRole('button').first()).toBeFocused();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: test.info().outputPath(`choices-${width}.png`) });
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // Keyboard only: the second choice.
      await page.keyboard.press('Tab');
      const second = choices.getByRole('button').nth(1);
      await expect(second).toBeFocused();
      const name = (await second.locator('.lf-branch-choice__place').textContent()) ?? '';
      const place = name.split(', ').slice(-2).join(', ');
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      expect(
        JSON.parse(
          (await page.evaluate(() => localStorage.getItem('liftline_local_branch'))) ?? '{}',
        ),
      ).toMatchObject({ city: place.split(', ')[0] });
    });
  }
});

test.describe('screenshots for review', () => {
  for (const width of [375, 1280]) {
    test(`home and branch modal at ${width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the lazy page has rendered
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
      if (width < 1130) {
        // Below 1130px the branch finder lives in the slide-in menu.
        await page.getByRole('button', { name: /menu/i }).click();
      }
      await page.getByRole('button', { name: 'Find Local Branch' }).first().click();
      await expect(dialog(page)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`modal-${width}.png`) });
    });
  }
});
