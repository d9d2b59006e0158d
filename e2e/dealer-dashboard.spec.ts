import { expect, test, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';
import { checkAtWidths, frames, logInThroughPage, tabTo, visit } from './page-checks';

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

  test('registering: a new origin row is not in error until left, the summary follows the fixes, the new site is brought into view and focused', async ({
    page,
  }) => {
    await logIn(page);
    await visit(page, SITES_URL);
    await page.getByRole('button', { name: 'Register a site' }).click();
    await page.getByRole('button', { name: 'Register the site' }).click();
    const summary = page.getByText(/fields? needs? attention/);
    await expect(summary).toHaveText('2 fields need attention.');
    await page.getByRole('button', { name: 'Add an origin' }).click();
    const second = page.getByRole('textbox', { name: 'Origin 2' });
    await expect(second).toBeFocused();
    await frames(page); // any check the adding started has rendered by now
    await expect(second).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Site name').fill(`Zz dealer ${RUN}`);
    await expect(second).toHaveAttribute('aria-invalid', 'true'); // left empty: now it is checked
    // The name is fixed; the origins (one field of rows) are not yet.
    await expect(summary).toHaveText('One field needs attention.');
    await page.getByRole('textbox', { name: 'Origin 1' }).fill(`https://zz-${RUN}.example`);
    await expect(page.getByRole('textbox', { name: 'Origin 1' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(summary).toHaveText('One field needs attention.');
    await second.fill(`https://www.zz-${RUN}.example`);
    await expect(summary).toBeHidden();
    await page.getByRole('button', { name: 'Register the site' }).click();
    const card = page.getByRole('article', { name: `Zz dealer ${RUN}` });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  });

  test('installing: each element’s snippet, a live preview that counts nothing, then “installed” once an event is seen', async ({
    page,
  }) => {
    const expectCleanConsole = guardConsole(page);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/events')) beacons.push(request.postData() ?? '');
    });
    await logIn(page);
    await visit(page, SITES_URL);
    const name = `Preview dealer ${RUN}`;
    const origin = `https://preview-${RUN}.example`;
    await page.getByRole('button', { name: 'Register a site' }).click();
    await page.getByLabel('Site name').fill(name);
    await page.getByLabel('Origin 1').fill(origin);
    await page.getByRole('button', { name: 'Register the site' }).click();
    const card = page.getByRole('article', { name });
    await expect(card.getByText(/^Not seen yet/)).toBeVisible();
    const key = (await card.getByLabel(`Snippet for ${name}`).inputValue()).match(
      /pk_[A-Za-z0-9]{24}/,
    )![0];

    await card.locator('summary', { hasText: 'Element snippets' }).click();
    await expect(card.getByLabel('Branch finder snippet (<find-branch>)')).toHaveValue(
      /^<find-branch api-base="http:\/\/127\.0\.0\.1:\d+\/api" label="Find Local Branch"><\/find-branch>$/,
    );
    await card.locator('summary', { hasText: 'Live preview' }).click();
    const finder = card.locator('find-branch');
    await expect(finder.getByRole('button', { name: 'Find Local Branch' })).toBeVisible();
    await expect(card.locator('request-quote').getByRole('button').first()).toBeVisible();
    await expect(card.locator('equipment-list').getByRole('article').first()).toBeVisible();
    await checkAtWidths(page, 'dealer-site-install');
    // A keyed widget on screen sends its impressions within 2 s, or when the page is hidden.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(beacons, 'the preview counts nothing').toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.request.post('/api/v1/events', {
      headers: { origin, 'content-type': 'text/plain' },
      data: JSON.stringify({
        site_key: key,
        events: [{ type: 'impression', element: 'find-branch', page: `${origin}/` }],
      }),
    });
    expect(response.status()).toBe(202);
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('article', { name }).getByText(/^Installed: last event seen at/),
      ).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 15_000 });
    expectCleanConsole();
  });

  test('the funnel chart reads out the day under the pointer and under the keyboard', async ({
    page,
  }) => {
    await countDemoVisit(page);
    await logIn(page);
    await visit(page, SITES_URL);
    await page
      .getByRole('article', { name: DEMO.name })
      .getByRole('link', { name: `Dashboard of ${DEMO.name}` })
      .click();
    await page.getByRole('link', { name: '7 days', exact: true }).click();
    const chart = page.getByRole('slider', { name: /^Funnel per day/ });
    await expect(chart.locator('canvas').first()).toBeVisible();
    const readout = page.locator('#funnel-chart-day');
    await expect(readout).toContainText('Point at a day');

    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 });
    await expect(readout).toContainText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}: Impressions \d/);
    await expect(readout).toContainText('Submits');

    await page.mouse.move(0, 0);
    await tabTo(page, chart);
    await page.keyboard.press('End');
    const today = new Date().toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(readout).toContainText(`${today}:`);
    // What a screen reader reads at each move: the day's figures as the slider's value.
    await expect(chart).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^${today}: Impressions \\d+, Opens`),
    );
    await page.keyboard.press('Home');
    await expect(readout).not.toContainText(`${today}:`);
    await expect(chart).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('ArrowRight');
    await expect(chart).toHaveAttribute('aria-valuenow', '1');
    await checkAtWidths(page, 'dealer-chart-7-days');
  });
});
