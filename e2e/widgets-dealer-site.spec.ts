import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { daysAhead } from './dates';
import { dealerSite, findBranch, shot } from './dealer-site';

// examples/dealer-site on another origin than the API and the widgets (e2e/dealer-site.ts): what
// a dealer gets with one script tag.

const headerFinder = (page: Page) => page.locator('header find-branch');
const footerFinder = (page: Page) => page.locator('footer find-branch');
const equipmentQuote = (page: Page) => page.locator('request-quote[equipment-id="1"]');

async function openDealerSite(page: Page) {
  await page.goto(dealerSite);
  await expect(equipmentQuote(page).getByRole('button', { name: 'Get a quote' })).toBeVisible();
}

/**
 * Walks the quote dialog from its line (the page's unit, on the origin's quote list) to the last
 * look: dates when the unit is rented, then the jobsite and contact.
 */
async function fillQuote(dialog: Locator, email: string) {
  const next = () => dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your equipment' })).toBeVisible();
  if ((await dialog.getByLabel('Rent or buy').inputValue()) === 'rent') {
    await dialog.getByLabel('Start date').fill(daysAhead(60));
    await dialog.getByLabel('End date').fill(daysAhead(90));
  }
  await next();
  await expect(dialog.getByRole('heading', { name: 'Jobsite and contact' })).toBeVisible();
  await expect(dialog.getByLabel('Jobsite zip code')).toHaveValue('60601'); // the saved zip
  await dialog.getByLabel('Jobsite street address').fill('4400 Dock Rd');
  await dialog.getByLabel('Name').fill('Robin Dealer-Visitor');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Phone').fill('(313) 555-0199');
  await dialog.getByLabel('Company').fill('Great Lakes Pallets');
  await dialog.getByLabel('PO number').fill('GLP-2207');
  await dialog.getByLabel('Notes for the branch').fill('Loading dock access only after 6am.');
  await next();
  await expect(dialog.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
}

test.describe('dealer site example (widgets on another origin)', () => {
  test('both elements render from one script tag under a strict CSP', async ({ page, baseURL }) => {
    const checkConsole = guardConsole(page);
    await openDealerSite(page);
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
    await expect(
      headerFinder(page).getByRole('button', { name: 'Find Local Branch' }),
    ).toBeVisible();
    await expect(
      footerFinder(page).getByRole('button', { name: 'Choose your branch' }),
    ).toBeVisible();
    await expect(
      page.locator('request-quote').getByRole('button', { name: 'Ask for a recommendation' }),
    ).toBeVisible();
    // Isolated: shadow roots, styles adopted (no <style> in the page), nothing added to window.
    const isolation = await page.evaluate(() => ({
      shadowRoots: Array.from(document.querySelectorAll('find-branch, request-quote')).map(
        (element) => element.shadowRoot?.mode,
      ),
      adopted: document.querySelector('find-branch')!.shadowRoot!.adoptedStyleSheets.length,
      styleElements: document.querySelectorAll('style').length,
      globals: Object.keys(window).filter((key) => /liftline|r2wc|preact|xstate/i.test(key)),
      csp: document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content'),
    }));
    expect(isolation).toMatchObject({
      shadowRoots: ['open', 'open', 'open', 'open'],
      styleElements: 0,
      globals: [],
    });
    expect(isolation.adopted).toBeGreaterThan(0);
    expect(isolation.csp).toContain(`script-src 'self' ${baseURL}`);
    expect(isolation.csp).not.toContain('unsafe-inline');
    checkConsole();
  });

  test('a zip search in the header finder updates the footer finder and the host page', async ({
    page,
  }) => {
    const checkConsole = guardConsole(page);
    await openDealerSite(page);
    await findBranch(headerFinder(page), '60601');
    // The branch links to its page on the store (store-url, else api-base's origin).
    const branchLink = headerFinder(page).getByRole('link', { name: 'Chicago, IL' });
    await expect(branchLink).toBeVisible();
    expect(await branchLink.getAttribute('href')).toMatch(/\/branches\/\d+$/);
    await expect(footerFinder(page).getByRole('link', { name: 'Chicago, IL' })).toBeVisible();
    await expect(
      footerFinder(page).getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ }),
    ).toBeVisible();
    // dealer.js heard the composed `branch-change` event.
    await expect(page.locator('html')).toHaveAttribute('data-branch', 'Chicago, IL (60601)');
    expect(await page.evaluate(() => localStorage.getItem('summit_local_branch'))).toContain(
      '"city":"Chicago"',
    );
    checkConsole();
  });

  test('a full quote is submitted, the server stores it and e-mails the customer', async ({
    page,
    request,
    baseURL,
  }) => {
    const checkConsole = guardConsole(page);
    const equipment = (await (await request.get(`${baseURL}/api/v1/equipment/1`)).json()) as {
      title: string;
    };
    const email = `quote-${Date.now()}@example.com`;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 780 : 860 });
      await openDealerSite(page);
      await shot(page, `dealer-page-${width}`, true);
    }
    await page.setViewportSize({ width: 1280, height: 860 });
    await findBranch(headerFinder(page), '60601');

    const widget = equipmentQuote(page);
    await widget.getByRole('button', { name: 'Get a quote' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog.getByText(equipment.title)).toBeVisible();
    await shot(page, `quote-modal-1280`);
    await page.setViewportSize({ width: 375, height: 780 });
    await shot(page, `quote-modal-375`);

    await fillQuote(dialog, email);
    await shot(page, `quote-confirm-375`);
    const reviewViolations = await axeViolations(page);
    expect(reviewViolations, describeViolations(reviewViolations)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 860 });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const reference = dialog.getByTestId('quote-reference');
    await expect(reference).toHaveText(/^Q-\d{4}-\d{6,}$/);
    const text = (await reference.textContent())!;
    await shot(page, `quote-submitted-1280`);
    await page.setViewportSize({ width: 375, height: 780 });
    await shot(page, `quote-submitted-375`);
    const doneViolations = await axeViolations(page);
    expect(doneViolations, describeViolations(doneViolations)).toEqual([]);
    // dealer.js heard `quote-submitted`.
    await expect(page.locator('#dealer-status')).toContainText(text);

    const outbox = (await (await request.get(`${baseURL}/dev/outbox.json`)).json()) as {
      items: { kind: string; to: string; text: string }[];
    };
    const mail = outbox.items.find(
      (item) => item.kind === 'quote-confirmation' && item.to === email,
    );
    expect(mail, 'quote-confirmation mail in the dev outbox').toBeTruthy();
    expect(mail!.text).toContain(text);
    expect(mail!.text).toContain(equipment.title);
    expect(mail!.text).toContain('GLP-2207');
    // Sent: the quote list of the dealer's origin is empty again.
    expect(await page.evaluate(() => localStorage.getItem('summit_quote_list'))).toBeNull();
    checkConsole();
  });

  test('a widget of the earlier release still gets its single-unit request through', async ({
    page,
    baseURL,
  }) => {
    // What <request-quote> sent before quote lists, from the dealer's origin (CORS and all).
    await openDealerSite(page);
    const answer = await page.evaluate(async (api) => {
      const response = await fetch(`${api}/api/v1/equipment/request-quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          equipment_id: 1,
          listing: 'buy',
          start_date: null,
          end_date: null,
          purchase_timeframe: 'within-30-days',
          quantity: 1,
          jobsite_zip: '60601',
          name: 'Old Widget Visitor',
          email: `old-widget-${Date.now()}@example.com`,
          phone: '(313) 555-0100',
          company: null,
          notes: 'Sent by the widget of the earlier release.',
          branch_id: null,
        }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }, baseURL!);
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(/^Q-\d{4}-\d{6,}$/);
    expect(answer.body).not.toHaveProperty('lines'); // the single-unit receipt, unchanged
  });

  test('"Add another unit" keeps the line for the page’s other quote button', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await openDealerSite(page);
    const unitWidget = equipmentQuote(page);
    await unitWidget.getByRole('button', { name: 'Get a quote' }).click();
    const unitDialog = unitWidget.getByRole('dialog', { name: 'Request a Quote' });
    await expect(unitDialog.getByRole('heading', { name: 'Your equipment' })).toBeVisible();
    const title = (await unitDialog.locator('legend').first().textContent())!;
    await unitDialog.getByRole('button', { name: 'Add another unit' }).click();
    await expect(unitDialog).toBeHidden();

    const general = page.locator('request-quote:not([equipment-id])');
    await general.getByRole('button', { name: 'Ask for a recommendation' }).click();
    const dialog = general.getByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog.getByRole('group', { name: title })).toBeVisible();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await shot(page, `quote-lines-shared-1280`);
    checkConsole();
  });

  test('keyboard only: open, move through a step, close with Escape back to the button', async ({
    page,
  }) => {
    const checkConsole = guardConsole(page);
    await openDealerSite(page);
    const widget = equipmentQuote(page);
    const button = widget.getByRole('button', { name: 'Get a quote' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog.getByRole('heading', { name: 'Your equipment' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Rent or buy')).toBeFocused();
    await page.keyboard.press('Tab');
    const quantity = dialog.getByLabel('Quantity');
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ArrowUp'); // 2
    await page.keyboard.press('ArrowDown'); // 1 again
    await expect(quantity).toHaveValue('1');
    await page.keyboard.press('Enter'); // submits the step's form
    await expect(dialog.getByRole('heading', { name: 'Jobsite and contact' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    checkConsole();
  });

  test('a hostile host stylesheet does not break the widgets', async ({ page }) => {
    const checkConsole = guardConsole(page);
    // Appended to the dealer's own stylesheet (the page's CSP forbids inline <style>).
    await page.route('**/dealer.css', async (route) => {
      const response = await route.fetch();
      const css = `${await response.text()}\n* { all: unset !important; }\ndiv { display: none !important; }\nbutton, input, dialog { display: none !important; }\n`;
      await route.fulfill({ response, body: css });
    });
    await openDealerSite(page);
    // The footer's finder: the header's sits in the dealer's own <div>, which `div` hides.
    const finder = footerFinder(page);
    await findBranch(finder, '60601');
    await expect(finder.getByRole('link', { name: 'Chicago, IL' })).toBeVisible();

    const widget = equipmentQuote(page);
    await widget.getByRole('button', { name: 'Get a quote' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThan(400);
    const next = dialog.getByRole('button', { name: 'Next' });
    expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await next.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(31, 107, 69)', // --lf-color-primary from the dealer's theme still applies
    );
    await next.click();
    await expect(dialog.getByRole('heading', { name: 'Jobsite and contact' })).toBeVisible();
    await shot(page, `hostile-styles-1280`);
    checkConsole();
  });

  test('axe reports no violations on the page and inside the open widgets', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await openDealerSite(page);
    await findBranch(headerFinder(page), '60601');
    expect(await axeViolations(page), 'page with the branch saved').toEqual([]);

    await headerFinder(page).getByRole('button', { name: 'Change branch' }).click();
    const finderDialog = headerFinder(page).getByRole('dialog');
    await finderDialog.getByPlaceholder('Enter Zip Code').fill('123');
    await finderDialog.getByRole('button', { name: 'Submit' }).click(); // inline error
    await expect(finderDialog.getByRole('alert')).toBeVisible();
    const finderViolations = await axeViolations(page);
    expect(finderViolations, describeViolations(finderViolations)).toEqual([]);
    await page.keyboard.press('Escape');

    // The general request (nothing on the quote list): rent or buy, and when.
    const widget = page.locator('request-quote:not([equipment-id])');
    await widget.getByRole('button', { name: 'Ask for a recommendation' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog.getByRole('heading', { name: 'Rent or buy' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click(); // nothing chosen: errors shown
    await expect(dialog.getByText('Choose whether you want to rent or buy')).toBeVisible();
    const listingViolations = await axeViolations(page);
    expect(listingViolations, describeViolations(listingViolations)).toEqual([]);
    await dialog.getByRole('radio', { name: /Buy/ }).check();
    await dialog.getByLabel('Purchase timeframe').selectOption('immediately');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Jobsite zip code')).toHaveValue('60601');
    await expect(dialog.getByText('Preferred branch: Chicago, IL')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click(); // contact with errors
    await expect(dialog.getByText('Enter your name')).toBeVisible();
    const contactViolations = await axeViolations(page);
    expect(contactViolations, describeViolations(contactViolations)).toEqual([]);
    checkConsole();
  });
});
