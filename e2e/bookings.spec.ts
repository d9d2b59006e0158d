import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';

const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };
const SHOTS = process.env.SHOTS_DIR;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Free units of `unit` on `day` (the public availability the quote list and the calendar use). */
async function freeOn(request: APIRequestContext, unit: number, day: string) {
  const response = await request.get(
    `/api/v1/equipment/${unit}/availability?from=${day}&to=${day}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { days: { available: number }[] }).days[0]!.available;
}

test.describe('bookings (back office)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('staff hold a unit by keyboard, it stops being available, and release it again', async ({
    page,
    request,
  }) => {
    // Log in, two axe runs and a dialog: a hang guard above the 30 s default on a busy machine.
    test.setTimeout(90_000);
    const checkConsole = guardConsole(page);
    const catalog = (await (
      await request.get('/api/v1/equipment?listing=rent&per_page=24')
    ).json()) as { items: { id: number; title: string }[] };
    // A unit and days nobody else's test books: far out, and different on every run.
    const unit = catalog.items[catalog.items.length - 1]!;
    const offset = 200 + (Date.now() % 100);
    const [first, last] = [inDays(offset), inDays(offset + 2)];
    const freeBefore = await freeOn(request, unit.id, first);
    expect(freeBefore).toBeGreaterThan(0);

    await page.goto('/guest/user/login');
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/authorized\/account$/);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Bookings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await page.goto(`/authorized/account/bookings?unit=${unit.id}`);
    await expect(page.getByText(`Showing the bookings of ${unit.title}.`)).toBeVisible();

    // The form by keyboard: units, first day, last day, note, submit.
    await page.getByRole('textbox', { name: 'Units', exact: true }).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1');
    await page.getByLabel('First day').fill(first);
    await page.getByLabel('Last day').fill(last);
    await page.getByLabel('Note (optional)').fill('Held by the bookings e2e');
    await page.getByLabel('Note (optional)').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Held 1 unit from/ })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Held by the bookings e2e' });
    await expect(row).toHaveCount(1);
    expect(await freeOn(request, unit.id, first)).toBe(freeBefore - 1);

    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bookings-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(row).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bookings-375.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Release: the dialog starts on Cancel; Enter on "Release hold" frees the unit, focus returns.
    const release = row.getByRole('button', { name: /^Release/ });
    await release.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Release this hold?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Release hold' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Released the hold of ${unit.title}.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await freeOn(request, unit.id, first)).toBe(freeBefore);
    checkConsole();
  });
});
