import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { daysAhead } from './dates';

// A lead sent by a dealer site's widget (the demo site's key, from its origin) reaches the
// operating account's inbox credited to the site: the Source filter finds it, the table marks it,
// the lead page names the site, the widget and the page.

const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };
const DEMO_SITE = { name: 'Example dealer site', key: 'pk_exampleDealer2026demoKey' };
const DEALER_ORIGIN = 'http://127.0.0.1:3100';
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
const RUN = Date.now().toString(36);

async function logIn(page: Page) {
  await page.goto('/guest/user/login');
  await page.getByLabel('E-mail').fill(STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/authorized\/account$/);
  await page.waitForLoadState('networkidle');
}

async function expectNoAxeViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

/** Full-page screenshots at 1280 and 375 px when E2E_SHOTS_DIR is set (axe at 375 px too). */
async function shotsAndAxe(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.waitForLoadState('networkidle');
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await expectNoAxeViolations(page, `${name} at 375 px`);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a dealer site’s lead is credited to it: the inbox filters and marks it, its page shows the source', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const checkConsole = guardConsole(page);
  const guest = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const unit = (
    (await (await guest.get('/api/v1/equipment?per_page=1')).json()) as {
      items: { id: number }[];
    }
  ).items[0]!;
  const sent = await guest.post('/api/v1/equipment/request-quote', {
    headers: { origin: DEALER_ORIGIN },
    data: {
      equipment_id: unit.id,
      listing: 'rent',
      start_date: daysAhead(90),
      end_date: daysAhead(95),
      quantity: 1,
      jobsite_zip: '60601',
      name: 'Dale Dealer-Visitor',
      email: `dale.${RUN}@visitor.example`,
      phone: '(312) 555-0178',
      company: `Dealer Visitor ${RUN}`,
      source: {
        site_key: DEMO_SITE.key,
        page: `${DEALER_ORIGIN}/index.html?email=dale@visitor.example#quote`,
        element: 'request-quote',
      },
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await guest.dispose();

  await logIn(page);
  await page.goto('/authorized/account/leads');
  await page.getByLabel('Source').selectOption({ label: DEMO_SITE.name });
  await expect(page).toHaveURL(/\?dealer_site_id=\d+$/);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`From dealer site ${DEMO_SITE.name}`);
  await expectNoAxeViolations(page, 'lead inbox by dealer site');
  await shotsAndAxe(page, 'leads-by-dealer-site');

  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  const source = page.locator('dt', { hasText: /^Source$/ }).locator('+ dd');
  await expect(source).toContainText(`Dealer site ${DEMO_SITE.name}, Request a quote`);
  const link = source.getByRole('link', { name: `${DEALER_ORIGIN}/index.html` });
  await expect(link).toHaveAttribute('href', `${DEALER_ORIGIN}/index.html`);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expectNoAxeViolations(page, 'lead page of a dealer site’s lead');
  await shotsAndAxe(page, 'lead-from-dealer-site');
  checkConsole();
});
