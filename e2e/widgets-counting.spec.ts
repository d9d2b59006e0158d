import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with playwright.config.ts and `npm start`
import { DEMO_SITE_KEY, serveDealerSite } from '../scripts/serve-dealer-site.mjs';
import { daysAhead } from './dates';
import { dealerSite, findBranch } from './dealer-site';

// The dealer funnel's counting (issue 36) on the example dealer page, whose script tag carries the
// demo site's key: the loader's beacons to <api-base>/v1/events as Chromium sends them. Whether
// the server credits them (the key's origins) is the dealer journey's; here, what the page sends.

interface DealerEvent {
  type: string;
  element: string;
  page: string;
}
interface Beacon {
  contentType: string | undefined;
  body: { site_key: string; events: DealerEvent[] };
}

/** Every POST to the API's /v1/events the page sends from now on. */
function recordBeacons(page: Page): Beacon[] {
  const beacons: Beacon[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v1/events')) return;
    beacons.push({
      contentType: request.headers()['content-type'],
      body: JSON.parse(request.postData() ?? 'null') as Beacon['body'],
    });
  });
  return beacons;
}
const events = (beacons: Beacon[]) => beacons.flatMap(({ body }) => body.events);
const typesOf = (beacons: Beacon[], element: string) =>
  events(beacons)
    .filter((event) => event.element === element)
    .map((event) => event.type);

/** What the page queued is sent as if the visitor left it (`pagehide`). */
const leave = (page: Page) => page.evaluate(() => dispatchEvent(new Event('pagehide')));

/** The unit's quote: open, the line's dates, the contact, sent. */
async function requestQuote(page: Page) {
  const quote = page.locator('request-quote[equipment-id="1"]');
  await quote.getByRole('button', { name: 'Get a quote' }).click();
  const dialog = quote.getByRole('dialog');
  const next = () => dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your equipment' })).toBeVisible();
  if ((await dialog.getByLabel('Rent or buy').inputValue()) === 'rent') {
    await dialog.getByLabel('Start date').fill(daysAhead(70));
    await dialog.getByLabel('End date').fill(daysAhead(75));
  }
  await next();
  await dialog.getByLabel('Jobsite street address').fill('12 Counter St');
  for (const [label, value] of [
    ['Name', 'Casey Counted'],
    ['E-mail', 'casey.counted@example.com'],
    ['Phone', '(313) 555-0142'],
  ])
    await dialog.getByLabel(label!).fill(value!);
  await next();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#dealer-status')).toContainText('is on its way');
}

test.describe('counting on the dealer example', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('impression, open, step and submit of the elements used, with the site key, as text/plain beacons', async ({
    page,
  }) => {
    const beacons = recordBeacons(page);
    await page.goto(dealerSite);
    await findBranch(page.locator('header find-branch'), '60601');
    await requestQuote(page);
    // A submit sends what was queued at once.
    await expect.poll(() => typesOf(beacons, 'request-quote')).toContain('submit');
    await leave(page);
    await expect.poll(() => typesOf(beacons, 'find-branch')).toContain('open');

    const page_ = new URL(dealerSite).href;
    for (const beacon of beacons) {
      expect(beacon.contentType).toMatch(/^text\/plain/);
      expect(beacon.body.site_key).toBe(DEMO_SITE_KEY);
      expect(beacon.body.events.length).toBeLessThanOrEqual(50);
      for (const event of beacon.body.events) expect(event.page).toBe(page_);
    }
    // On screen at 1280 × 860: the header's finder and list button, the unit's quote button.
    for (const element of ['find-branch', 'quote-list-button', 'request-quote'])
      expect(typesOf(beacons, element)).toContain('impression');
    expect(typesOf(beacons, 'request-quote').filter((type) => type !== 'impression')).toEqual([
      'open',
      'step',
      'step',
      'submit',
    ]);
    expect(typesOf(beacons, 'find-branch').filter((type) => type !== 'impression')).toEqual([
      'open',
    ]);
  });

  test('with Global Privacy Control, nothing at all is sent', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }),
    );
    const beacons = recordBeacons(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(dealerSite);
    await findBranch(page.locator('header find-branch'), '60601');
    await requestQuote(page);
    await leave(page);
    await page.waitForLoadState('networkidle');
    // The page did talk to the API (the quote), never to /v1/events.
    expect(requests.some((url) => url.endsWith('/api/v1/equipment/request-quote'))).toBe(true);
    expect(beacons).toEqual([]);
  });

  test("serveDealerSite's siteKey: the pages carry another site's key, which the beacons send", async ({
    page,
    baseURL,
  }) => {
    const otherKey = 'pk_4fQm9ZkD2xW7bN1cR8tY3uVa';
    const server = await serveDealerSite({ port: 0, liftlineOrigin: baseURL, siteKey: otherKey });
    try {
      const { port } = server.address() as { port: number };
      const beacons = recordBeacons(page);
      await page.goto(`http://localhost:${port}/`);
      await page.locator('header quote-list-button').getByRole('button').click();
      await expect(page.locator('header quote-list-button').getByRole('dialog')).toBeVisible();
      await leave(page);
      await expect.poll(() => typesOf(beacons, 'quote-list-button')).toContain('open');
      expect(beacons.map(({ body }) => body.site_key)).toEqual(beacons.map(() => otherKey));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
