import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { hydrated } from './hydrated';
import { daysAhead, typedDate } from './dates';

/** A month's rental some weeks ahead (the API takes starts up to two years ahead). */
const RENTAL = { start: daysAhead(60), end: daysAhead(90) };

// A new visitor finds a forklift under a price in their zip area, asks for a
// quote and gets a confirmation — once with the mouse, once with the keyboard alone — and the
// request is really stored (its reference is in the e-mails the server sent).

test.use({ viewport: { width: 1280, height: 900 } });

const ZIP = '60601'; // → Chicago – West Loop
const MAX_DAILY_RATE = '200';

/** Presses Tab until `target` has focus (fails after 80 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

async function expectStored(request: APIRequestContext, reference: string, email: string) {
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    items: { to: string; subject: string; text: string }[];
  };
  const mails = outbox.items.filter(
    (mail) => mail.subject.includes(reference) || mail.text.includes(reference),
  );
  // One to the branch, one confirmation to the customer.
  expect(mails.length).toBeGreaterThanOrEqual(2);
  expect(mails.some((mail) => mail.to.includes(email))).toBe(true);
}

async function expectNoAxeViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

test('by mouse: zip → local inventory → rentable forklift under $200/day → quote → reference', async ({
  page,
  request,
}) => {
  const checkConsole = guardConsole(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Find Local Branch' }).click();
  const finder = page.getByRole('dialog', { name: 'Find location by zip code' });
  await finder.getByPlaceholder('Enter Zip Code').fill(ZIP);
  await finder.getByRole('button', { name: 'Submit' }).click();
  await finder
    .getByRole('region', { name: 'Choose your branch' })
    .getByRole('button')
    .first()
    .click();
  await expect(finder).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('Chicago, IL');

  await page.getByRole('banner').getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/\/eq-inventory/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('link', { name: /^Lift trucks \d+ units?$/ }).click();
  await filters.getByRole('link', { name: /^For rent \d+ units?$/ }).click();
  const maxRate = filters.getByRole('spinbutton', { name: 'Max daily rate' });
  await maxRate.fill(MAX_DAILY_RATE);
  await maxRate.press('Enter');
  await expect(page).toHaveURL(/category=lift-trucks/);
  await expect(page).toHaveURL(/listing=rent/);
  await expect(page).toHaveURL(/price_max=200/);

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Every unit listed is a forklift at the visitor's branch, for rent, at most $200 a day.
  const listed = (await (
    await request.get(
      `/api/v1/equipment?branch_id=1&category=lift-trucks&listing=rent&price_max=${MAX_DAILY_RATE}`,
    )
  ).json()) as { items: { title: string }[]; meta: { total: number } };
  expect(listed.meta.total).toBeGreaterThan(0);
  await expect(cards).toHaveCount(listed.meta.total);
  await expectNoAxeViolations(page, 'filtered inventory');

  const title = listed.items[0]!.title;
  await cards.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/Available at your branch \(Chicago, IL\)/)).toBeVisible();

  await page.getByRole('button', { name: 'Request a Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
  const next = () => dialog.getByRole('button', { name: 'Next' }).click();
  // The unit joins the quote list: one line, to rent (the filter asked for rentals).
  await expect(dialog.getByRole('group', { name: title })).toBeVisible();
  await expect(dialog.getByLabel('Rent or buy')).toHaveValue('rent');
  await dialog.getByLabel('Start date').fill(RENTAL.start);
  await dialog.getByLabel('End date').fill(RENTAL.end);
  // Whole dollars unless there are cents, as on the cards.
  await expect(dialog.getByTestId('quote-rent-total')).toHaveText(/^\$[\d,]+(\.\d{2})?$/);
  await next();
  await expect(dialog.getByLabel('Jobsite zip code')).toHaveValue(ZIP);
  const email = `mouse.${Date.now()}@example.com`;
  await dialog.getByLabel('Jobsite street address').fill('233 S Wacker Dr');
  await dialog.getByLabel('Name').fill('Morgan Mouse');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Phone').fill('(312) 555-0101');
  await next();
  await expect(dialog.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
  await dialog.getByRole('button', { name: /Submit|Send/ }).click();
  const reference = dialog.getByTestId('quote-reference');
  await expect(reference).toHaveText(/^Q-\d{4}-\d{6,}$/);
  await expectStored(request, (await reference.textContent())!, email);
  checkConsole();
});

test('by keyboard alone: the same journey with Tab, Enter and typing', async ({
  page,
  request,
}) => {
  // Hundreds of key presses, each a round trip to the browser: on a loaded 2-core machine the whole
  // journey took 33 s, over the 30 s default. Each step still has its own 10 s expectation.
  test.slow();
  const checkConsole = guardConsole(page);
  await page.goto('/');
  // Keyboard steps count on the app: before it runs, Tab skips the page's (disabled) buttons.
  await hydrated(page);
  const findBranch = page.getByRole('banner').getByRole('button', { name: 'Find Local Branch' });
  await tabTo(page, findBranch);
  await page.keyboard.press('Enter');
  const finder = page.getByRole('dialog', { name: 'Find location by zip code' });
  await expect(finder.getByPlaceholder('Enter Zip Code')).toBeFocused();
  await page.keyboard.type(ZIP);
  await page.keyboard.press('Enter');
  // The nearest branches are offered; the first, the nearest, has the focus.
  await expect(
    finder.getByRole('region', { name: 'Choose your branch' }).getByRole('button').first(),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(finder).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('Chicago, IL');

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Inventory' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/eq-inventory/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await tabTo(page, filters.getByRole('link', { name: /^Lift trucks \d+ units?$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/category=lift-trucks/);
  await tabTo(page, filters.getByRole('link', { name: /^For rent \d+ units?$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/listing=rent/);
  await tabTo(page, filters.getByRole('spinbutton', { name: 'Max daily rate' }));
  await page.keyboard.type(MAX_DAILY_RATE);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/price_max=200/);

  const listed = (await (
    await request.get(
      `/api/v1/equipment?branch_id=1&category=lift-trucks&listing=rent&price_max=${MAX_DAILY_RATE}`,
    )
  ).json()) as { items: { title: string }[] };
  const title = listed.items.at(-1)!.title;
  await expect(page.getByRole('article').first()).toBeVisible();
  await tabTo(page, page.getByRole('article').getByRole('link', { name: title }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await tabTo(page, page.getByRole('button', { name: 'Request a Quote' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
  await expect(dialog.getByRole('group', { name: title })).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(dialog.getByLabel('Rent or buy')).toHaveValue('rent');
  await tabTo(page, dialog.getByLabel('Start date'));
  await page.keyboard.type(typedDate(RENTAL.start));
  await tabTo(page, dialog.getByLabel('End date'));
  await page.keyboard.type(typedDate(RENTAL.end));
  await expect(dialog.getByLabel('Start date')).toHaveValue(RENTAL.start);
  await expect(dialog.getByLabel('End date')).toHaveValue(RENTAL.end);
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Jobsite zip code')).toHaveValue(ZIP);
  const email = `keys.${Date.now()}@example.com`;
  await tabTo(page, dialog.getByLabel('Jobsite street address'));
  await page.keyboard.type('233 S Wacker Dr');
  await tabTo(page, dialog.getByLabel('Name'));
  await page.keyboard.type('Kai Keys');
  await tabTo(page, dialog.getByLabel('E-mail'));
  await page.keyboard.type(email);
  await tabTo(page, dialog.getByLabel('Phone'));
  await page.keyboard.type('(312) 555-0102');
  await expect(dialog.getByLabel(/Notes for the branch/)).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const submit = dialog.getByRole('button', { name: /Submit|Send/ });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const reference = dialog.getByTestId('quote-reference');
  await expect(reference).toHaveText(/^Q-\d{4}-\d{6,}$/);
  await expectStored(request, (await reference.textContent())!, email);
  checkConsole();
});
