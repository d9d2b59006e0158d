import { expect, test, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';
import { checkAtWidths, logInThroughPage, tabTo, visit } from './page-checks';

// The dealer dashboard in the storefront against the real server: the owner registers a site
// through the UI and gets its snippet; the demo site's counted events show on its dashboard.
// Both pages: axe 0 and no sideways scroll at 375 and 1280 px, and usable by keyboard alone.

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const SITES_URL = '/authorized/account/dealers';
/** The demo site (seed): its key and one of its origins. */
const DEMO = { name: 'Example dealer site', key: 'pk_exampleDealer2026demoKey' };
const DEMO_ORIGIN = 'http://localhost:3100';
/** Keeps names and origins unique when the spec runs twice on one database. */
const RUN = Date.now().toString(36);

const logIn = (page: Page) => logInThroughPage(page, OWNER);

/** Counts a visit on the demo site: two impressions, one open, one submit, today. */
async function countDemoVisit(page: Page) {
  const events = [
    { type: 'impression', element: 'request-quote', page: `${DEMO_ORIGIN}/` },
    { type: 'impression', element: 'find-branch', page: `${DEMO_ORIGIN}/` },
    { type: 'open', element: 'request-quote', page: `${DEMO_ORIGIN}/` },
    { type: 'submit', element: 'request-quote', page: `${DEMO_ORIGIN}/` },
  ];
  const response = await page.request.post('/api/v1/events', {
    headers: { origin: DEMO_ORIGIN, 'content-type': 'text/plain' },
    data: JSON.stringify({ site_key: DEMO.key, events }),
  });
  expect(response.status()).toBe(202);
}

test.describe('the dealer dashboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the owner registers a site and gets its snippet; both pages pass axe at 375 and 1280 px', async ({
    page,
  }) => {
    const expectCleanConsole = guardConsole(page);
    await logIn(page);
    await visit(page, SITES_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer sites' })).toBeVisible();

    const name = `Acme dealer ${RUN}`;
    await page.getByRole('button', { name: 'Register a site' }).click();
    await page.getByLabel('Site name').fill(name);
    await page.getByLabel('Origin 1').fill(`https://acme-${RUN}.example`);
    await page.getByRole('button', { name: 'Register the site' }).click();
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    const snippet = await card.getByLabel(`Snippet for ${name}`).inputValue();
    expect(snippet).toMatch(
      /^<script src="http:\/\/127\.0\.0\.1:\d+\/widgets\/widgets\.js" data-site-key="pk_[A-Za-z0-9]{24}" defer><\/script>$/,
    );
    await checkAtWidths(page, 'dealer-sites');

    await countDemoVisit(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('article', { name: DEMO.name })
      .getByRole('link', { name: `Dashboard of ${DEMO.name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    // Today's events are counted live (the ingest writes within about a second).
    const funnel = page.getByRole('list', { name: 'Funnel' });
    await expect(async () => {
      await page.reload();
      await expect(funnel.getByRole('listitem').filter({ hasText: /^Submits/ })).toContainText(
        /^Submits[1-9]/,
        { timeout: 2000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.getByText('Table view', { exact: true }).click();
    await expect(page.getByRole('table', { name: /^Funnel per day/ })).toBeVisible();
    await checkAtWidths(page, 'dealer-dashboard');
    expectCleanConsole();
  });

  test('keyboard only: register a site, then reach the dashboard’s table view', async ({
    page,
  }) => {
    await logIn(page);
    await visit(page, SITES_URL);
    const register = page.getByRole('button', { name: 'Register a site' });
    await tabTo(page, register);
    await page.keyboard.press('Enter');
    // The form takes the focus to its first field.
    await expect(page.getByLabel('Site name')).toBeFocused();
    const name = `Keyboard dealer ${RUN}`;
    await page.keyboard.type(name);
    await tabTo(page, page.getByLabel('Origin 1'));
    await page.keyboard.type(`https://keys-${RUN}.example`);
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();

    await tabTo(page, card.getByRole('link', { name: `Dashboard of ${name}` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const summary = page.getByText('Table view', { exact: true });
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    const table = page.getByRole('region', { name: 'Figures per day' });
    await expect(table).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(table).toBeFocused();
  });
});
