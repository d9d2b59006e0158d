import { createServer, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { daysAhead } from './dates';
// @ts-expect-error -- plain ESM helper shared with playwright.config.ts and `npm start`
import { serveDealerSite } from '../scripts/serve-dealer-site.mjs';
import { loginAsOwner } from './dealer-site';

// Issue 36's "Done when": the owner registers a site for the example dealer's origin in the back
// office, the dealer's page carries the snippet with its key, a visitor sees the quote widget and
// sends a quote; the lead names the site, and the site's dashboard counts one impression, one
// open and one submit (today's figures are live). The same page with Global Privacy Control on
// sends no event at all. The dashboard is checked with axe and photographed at 375 and 1280 px.

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
/** Keeps the site's name and the customer's address unique when the spec runs twice. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A free loopback port for the dealer's own server (started once the site has its key). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
/**
 * Opens examples/dealer-site/quote.html (the snippet and one `<request-quote>`) as the dealer
 * serves it, carrying `key`, in a fresh visitor context; `events` receives every beacon's events.
 */
async function visitDealer(browser: Browser, dealerOrigin: string, { gpc = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  if (gpc) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  }
  const events: { type: string; element: string; page: string }[] = [];
  const page = await context.newPage();
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/v1/events')) return;
    const batch = JSON.parse(request.postData() ?? '{}') as { events?: typeof events };
    events.push(...(batch.events ?? []));
  });
  await page.goto(`${dealerOrigin}/quote.html`);
  return { context, page, events };
}

/** The quote dialog from the unit to the reference: dates, jobsite and contact, send. */
async function sendQuote(widget: Locator, email: string): Promise<string> {
  await widget.getByRole('button', { name: 'Get a quote' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Request a Quote' });
  const next = () => dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your equipment' })).toBeVisible();
  if ((await dialog.getByLabel('Rent or buy').inputValue()) === 'rent') {
    await dialog.getByLabel('Start date').fill(daysAhead(45));
    await dialog.getByLabel('End date').fill(daysAhead(52));
  }
  await next();
  await expect(dialog.getByRole('heading', { name: 'Jobsite and contact' })).toBeVisible();
  await dialog.getByLabel('Jobsite zip code').fill('48201');
  await dialog.getByLabel('Jobsite street address').fill('4400 Dock Rd');
  await dialog.getByLabel('Name').fill('Robin Dealer-Visitor');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Phone').fill('(313) 555-0199');
  await next();
  await expect(dialog.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const reference = dialog.getByTestId('quote-reference');
  await expect(reference).toHaveText(/^Q-\d{4}-\d{6,}$/);
  return (await reference.textContent())!;
}

async function logIn(page: Page) {
  await page.goto('/guest/user/login');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/guest\/user\/login/);
}

/** axe and no sideways scroll at 1280 and 375 px, with a full-page screenshot of each. */
async function checkAndShoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const violations = await axeViolations(page);
    expect(violations, `${name} at ${width}px: ${describeViolations(violations)}`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    const path = SHOTS_DIR
      ? `${SHOTS_DIR}/${name}-${width}.png`
      : test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The site's funnel totals as the API answers them (today included). */
async function totals(
  page: Page,
  {
    account,
    headers,
    siteId,
  }: { account: number; headers: Record<string, string>; siteId: number },
) {
  const response = await page.request.get(
    `/api/v1/account/${account}/dealer-sites/${siteId}/funnel`,
    { headers },
  );
  expect(response.status()).toBe(200);
  const funnel = (await response.json()) as Record<'impressions' | 'opens' | 'submits', number>;
  return { impressions: funnel.impressions, opens: funnel.opens, submits: funnel.submits };
}

test('a dealer site registered in the back office gets its lead and its funnel; GPC sends nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const checkConsole = guardConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 1. The owner registers the dealer's origin and copies the snippet.
  const dealerPort = await freePort();
  const dealerOrigin = `http://localhost:${dealerPort}`;
  const dealerPage = `${dealerOrigin}/quote.html`;
  await logIn(page);
  await page.goto('/authorized/account/dealers');
  const name = `Great Lakes Lift Trucks ${RUN}`;
  await page.getByRole('button', { name: 'Register a site' }).click();
  await page.getByLabel('Site name').fill(name);
  await page.getByLabel('Origin 1').fill(dealerOrigin);
  await page.getByRole('button', { name: 'Register the site' }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  const snippet = await card.getByLabel(`Snippet for ${name}`).inputValue();
  const key = /data-site-key="(pk_[A-Za-z0-9]{24})"/.exec(snippet)?.[1];
  expect(key, snippet).toBeTruthy();
  const dashboardHref = await card
    .getByRole('link', { name: `Dashboard of ${name}` })
    .getAttribute('href');
  const siteId = Number(/\/dealers\/(\d+)/.exec(dashboardHref ?? '')?.[1]);
  expect(siteId).toBeGreaterThan(0);
  const { account, headers } = await loginAsOwner(page.request);

  // 2. A visitor of the dealer's page sees the widget and sends a quote.
  // The dealer pasted the snippet: examples/dealer-site served with this site's key.
  const dealer = await serveDealerSite({
    port: dealerPort,
    host: '127.0.0.1',
    liftlineOrigin: baseURL!,
    siteKey: key!,
  });
  try {
    const visitor = await visitDealer(browser, dealerOrigin);
    const widget = visitor.page.locator('request-quote');
    await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeVisible();
    const reference = await sendQuote(widget, `dealer-journey-${RUN}@example.com`);
    // Leaving the page sends what is still queued.
    await visitor.page.close({ runBeforeUnload: true });
    await expect
      .poll(() => visitor.events.map((event) => event.type).filter((type) => type !== 'step'))
      .toEqual(['impression', 'open', 'submit']);
    expect(new Set(visitor.events.map((event) => event.element))).toEqual(
      new Set(['request-quote']),
    );
    expect(visitor.events.every((event) => event.page === dealerPage)).toBe(true);
    await visitor.context.close();

    // 3. The lead names the site, its page and its element.
    const leads = await page.request.get(
      `/api/v1/account/${account}/leads?dealer_site_id=${siteId}`,
      { headers },
    );
    const inbox = (await leads.json()) as {
      items: { reference: string; source: { kind: string; site: { name: string } | null } }[];
    };
    expect(inbox.items.map((lead) => lead.reference)).toEqual([reference]);
    expect(inbox.items[0]!.source).toMatchObject({
      kind: 'dealer_site',
      site: { id: siteId, name },
      page: dealerPage,
      element: 'request-quote',
    });
    await page.goto(`/authorized/account/leads/${reference}`);
    await expect(page.getByText(name).first()).toBeVisible();

    // 4. The dashboard: one impression, one open, one submit, counted live for today.
    await expect
      .poll(() => totals(page, { account, headers, siteId }), { timeout: 15_000 })
      .toEqual({
        impressions: 1,
        opens: 1,
        submits: 1,
      });
    await page.goto(`/authorized/account/dealers/${siteId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const funnel = page.getByRole('list', { name: 'Funnel' });
    // Each step shows its figure on its own (then its rate and its change).
    for (const label of ['Impressions', 'Opens', 'Submits']) {
      const step = funnel.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
      await expect(step.getByText('1', { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: /^Leads the site sent/ })).toContainText(
      reference,
    );
    await checkAndShoot(page, 'dealer-journey-dashboard');

    // 5. The same page with Global Privacy Control: the widget works, nothing is counted.
    const private_ = await visitDealer(browser, dealerOrigin, { gpc: true });
    const privateWidget = private_.page.locator('request-quote');
    await privateWidget.getByRole('button', { name: 'Get a quote' }).click();
    await expect(
      privateWidget.getByRole('dialog', { name: 'Request a Quote' }).getByRole('heading', {
        name: 'Your equipment',
      }),
    ).toBeVisible();
    await private_.page.close({ runBeforeUnload: true });
    await private_.context.close();
    // Longer than the loader's idle delay and the server's write interval together.
    await page.waitForTimeout(3_500);
    expect(private_.events).toEqual([]);
    expect(await totals(page, { account, headers, siteId })).toEqual({
      impressions: 1,
      opens: 1,
      submits: 1,
    });
  } finally {
    await new Promise((resolve) => (dealer as Server).close(resolve));
  }
  checkConsole();
});
