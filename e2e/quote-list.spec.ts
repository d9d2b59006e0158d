import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { sameOrigin } from './same-origin';

// The quote list against the real server: three rental units held at two branches go into the
// list (a catalog card and unit pages), get their dates on /quote and leave in one request. The
// customer sees one reference; the demo staff user finds two leads under it, each with the
// estimates the page showed; the dev outbox holds one confirmation listing the three lines.

const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
/** Keeps the customer's address unique when the suite runs twice on one database. */
const RUN = Date.now().toString(36);

interface Unit {
  id: number;
  title: string;
  branch_id: number | null;
  for_rent: boolean;
  for_sale: boolean;
  rental_rates: { daily: number; weekly: number; monthly: number } | null;
}

interface Period {
  period: 'four_weeks' | 'week' | 'day';
  count: number;
  rate: number;
}

interface LeadLine {
  position: number;
  equipment: { id: number; title: string } | null;
  mode: 'rent' | 'buy';
  start_date: string | null;
  end_date: string | null;
  estimate: { days: number; periods: Period[]; total: number } | null;
}

/** The SDK's wording of an estimate ("1 × week $1,150 + 3 × day $210"), from the lead's periods. */
function wording(periods: Period[]): string {
  const label = { four_weeks: '4 weeks', week: 'week', day: 'day' } as const;
  const money = (usd: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: Number.isInteger(usd) ? 0 : 2,
    }).format(usd);
  return periods.map((p) => `${p.count} × ${label[p.period]} ${money(p.rate)}`).join(' + ');
}

/** `YYYY-MM-DD`, `days` after today (UTC: the server's "not in the past" is UTC). */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Two rental units at one branch and one at another, the first of them on the catalog's first page. */
async function pickUnits(request: APIRequestContext): Promise<[Unit, Unit, Unit]> {
  const page = (await (await request.get('/api/v1/equipment?listing=rent&per_page=24')).json()) as {
    items: Unit[];
  };
  const priced = page.items.filter((unit) => unit.rental_rates && unit.branch_id);
  for (const first of priced) {
    const sameBranch = (await (
      await request.get(`/api/v1/equipment?listing=rent&per_page=50&branch_id=${first.branch_id}`)
    ).json()) as { items: Unit[] };
    const second = sameBranch.items.find((unit) => unit.id !== first.id && unit.rental_rates);
    const other = priced.find((unit) => unit.branch_id !== first.branch_id);
    if (second && other) return [first, second, other];
  }
  throw new Error('The demo catalog has no two rental units at one branch and one at another.');
}

async function screenshots(page: Page, name: string) {
  const dir = SHOTS_DIR ?? test.info().outputPath();
  // From the top with nothing focused: a fixed header (and the skip link) drawn mid-page is an
  // artefact of full-page captures of a scrolled page.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Adds a unit from its page with its rent button ("Add to quote" or "Add rental to quote"). */
async function addFromUnitPage(page: Page, unit: Unit) {
  await page.goto(`/equipment/${unit.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(unit.title);
  await page
    .getByRole('button', { name: unit.for_sale ? 'Add rental to quote' : 'Add to quote' })
    .click();
  await expect(
    page.getByRole('link', { name: unit.for_sale ? 'Rental in your quote' : 'In your quote' }),
  ).toBeFocused();
}

test.describe('the quote list', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('three units at two branches go out as one request: one reference, two leads, one mail, the same estimates', async ({
    page,
    request,
  }) => {
    // A hang guard for a long journey (three units, two axe runs, a calendar by keyboard, staff
    // checks): in a clean-clone run on this 2-core machine it had not finished after 90 s.
    test.setTimeout(240_000);
    const checkConsole = guardConsole(page);
    const [first, second, other] = await pickUnits(request);
    const email = `quote-list-${RUN}@example.com`;

    // A catalog card, then two unit pages; the header counts the lines.
    await page.goto('/equipment?listing=rent');
    await page.getByRole('button', { name: `Add to quote (${first.title})` }).click();
    await expect(page.getByRole('link', { name: `In your quote (${first.title})` })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Quote request, 1 item' })).toBeVisible();
    await addFromUnitPage(page, second);
    await addFromUnitPage(page, other);
    await page.getByRole('link', { name: 'Quote request, 3 items' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');

    // Dates: 10 days, 7 days and 16 days, from three days out.
    const dates = [
      [inDays(3), inDays(12)],
      [inDays(3), inDays(9)],
      [inDays(5), inDays(20)],
    ] as const;
    for (const [index, [start, end]] of dates.entries()) {
      const line = page.getByTestId(`quote-line-${index + 1}`);
      await line.getByLabel('First day').fill(start);
      await line.getByLabel('Last day').fill(end);
      await expect(line.getByText(/free every day|Booked on|free on/)).toBeVisible();
    }
    // The calendar of a line, by keyboard: the first day again, nine days on, the last day.
    const firstLine = page.getByTestId('quote-line-1');
    await firstLine.getByRole('button', { name: 'Pick the dates on a calendar' }).click();
    await expect(firstLine.getByRole('grid')).toBeVisible();
    const violationsWithCalendar = await axeViolations(page);
    expect(violationsWithCalendar, describeViolations(violationsWithCalendar)).toEqual([]);
    const dayLabel = (day: string) =>
      new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T00:00:00Z`));
    await firstLine.getByRole('button', { name: `${dayLabel(dates[0][0])}, selected` }).focus();
    await page.keyboard.press('Enter');
    for (let day = 0; day < 9; day++) await page.keyboard.press('ArrowRight');
    await expect(
      firstLine.getByRole('button', { name: new RegExp(`^${dayLabel(dates[0][1])}`) }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstLine.getByText(/10 days\.$/)).toBeVisible();
    await expect(firstLine.getByLabel('First day')).toHaveValue(dates[0][0]);
    await expect(firstLine.getByLabel('Last day')).toHaveValue(dates[0][1]);
    await firstLine.getByRole('button', { name: 'Hide the calendar' }).click();

    await expect(page.getByTestId('line-estimate')).toHaveCount(3);
    const shown = await page.getByTestId('line-estimate').allTextContents();
    const total = await page.getByTestId('request-total').textContent();

    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshots(page, 'quote-list');

    // Jobsite and contact, a last look, and one request.
    await page.getByRole('button', { name: 'Continue to jobsite and contact' }).click();
    await expect(
      page.getByRole('heading', { name: /Jobsite and contact/, level: 2 }),
    ).toBeFocused();
    await page.getByLabel('Street address').fill('1200 W Fulton Market');
    await page.getByLabel('ZIP code').fill('60607');
    await page.getByLabel('Name').fill('Quinn List');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone').fill('(312) 555-0142');
    await page.getByLabel('PO number (optional)').fill(`PO-${RUN}`);
    await page.getByRole('button', { name: 'Continue to confirm' }).click();
    await expect(page.getByRole('heading', { name: /Confirm and send/, level: 2 })).toBeFocused();
    await expect(page.getByTestId('review-estimate')).toHaveText(shown);
    await expect(page.getByTestId('request-total')).toHaveText(total!);
    const posted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/equipment/request-quote') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send quote request' }).click();
    expect((await posted).status()).toBe(201);

    await expect(page.getByRole('heading', { name: 'Quote request sent' })).toBeFocused();
    const reference = (await page.getByTestId('quote-reference').textContent())!;
    expect(reference).toMatch(/^Q-\d{4}-\d{6,}$/);
    await expect(page.getByTestId('quote-reference')).toHaveCount(1);
    await expect(page.getByTestId('receipt-estimate')).toHaveText(shown);
    // The list is empty again, here and in the header.
    await expect(page.getByRole('link', { name: 'Quote request', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('liftline_quote_list'))).toBeNull();
    await screenshots(page, 'quote-list-sent');

    // The demo staff user finds two leads under the reference, with the estimates shown.
    const login = await request.post('/api/v1/user/login', { data: STAFF, headers: sameOrigin() });
    const { token, user } = (await login.json()) as {
      token: { access_token: string };
      user: { current_account: { id: number } };
    };
    const auth = { authorization: `Bearer ${token.access_token}` };
    const account = user.current_account.id;
    const inbox = (await (
      await request.get(
        `/api/v1/account/${account}/leads?q=${encodeURIComponent(reference)}&per_page=50`,
        { headers: auth },
      )
    ).json()) as { items: { reference: string }[] };
    const leads = await Promise.all(
      inbox.items.map(
        async ({ reference: own }) =>
          (await (
            await request.get(`/api/v1/account/${account}/leads/${own}`, { headers: auth })
          ).json()) as { reference: string; request_reference: string | null; lines: LeadLine[] },
      ),
    );
    const ofRequest = leads.filter((lead) => lead.request_reference === reference);
    expect(ofRequest).toHaveLength(2);
    expect(ofRequest.map((lead) => lead.reference)).toContain(reference);
    const stored = ofRequest.flatMap((lead) => lead.lines).sort((a, b) => a.position - b.position);
    expect(stored.map((line) => line.equipment?.id)).toEqual([first.id, second.id, other.id]);
    expect(stored.map((line) => [line.start_date, line.end_date])).toEqual(
      dates.map(([start, end]) => [start, end]),
    );
    expect(stored.map((line) => wording(line.estimate!.periods))).toEqual(shown);
    // The two lines of one branch are one lead, the other branch's line the other.
    const sizes = ofRequest.map((lead) => lead.lines.length).sort();
    expect(sizes).toEqual([1, 2]);

    // Staff see the same lines and estimates on the lead's page (the branch with two lines).
    const twoLines = ofRequest.find((lead) => lead.lines.length === 2)!;
    await page.goto('/guest/user/login');
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/authorized\/account/);
    await page.goto(`/authorized/account/leads/${twoLines.reference}`);
    const linesSection = page.getByRole('region', { name: '2 lines of the quote list' });
    await expect(linesSection).toBeVisible();
    const leadEstimates = await linesSection.getByTestId('stored-line-estimate').allTextContents();
    expect(leadEstimates.map((text) => text.split(' = ')[0])).toEqual(
      twoLines.lines.map((line) => wording(line.estimate!.periods)),
    );
    const leadViolations = await axeViolations(page);
    expect(leadViolations, describeViolations(leadViolations)).toEqual([]);

    // One confirmation to the customer, listing the three lines.
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
      items: { kind: string; to: string; subject: string; text: string }[];
    };
    const mails = outbox.items.filter(
      (mail) => mail.kind === 'quote-confirmation' && mail.to === email,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(reference);
    for (const [index, unit] of [first, second, other].entries())
      expect(mails[0]!.text).toContain(`${index + 1}. ${unit.title}`);
    for (const estimate of shown) expect(mails[0]!.text).toContain(estimate);

    checkConsole();
  });

  test('a held arrow key (two moves in one frame) moves through the calendar without freezing the page', async ({
    page,
    request,
  }) => {
    const checkConsole = guardConsole(page);
    const [unit] = await pickUnits(request);
    await addFromUnitPage(page, unit);
    await page.goto('/quote');
    const line = page.getByTestId('quote-line-1');
    await line.getByRole('button', { name: 'Pick the dates on a calendar' }).click();
    // The calendar's one tab stop: today, the first day that can be picked.
    await line.getByRole('grid').locator('button[tabindex="0"]').focus();
    const from = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    // Key presses as a held key sends them: each one after the app has rendered the last one
    // (a microtask), before the browser has painted. The freeze this guards against was an
    // endless render loop: then this evaluation never returns, and the race reports it.
    const moves = page.evaluate(async () => {
      for (let press = 0; press < 12; press++) {
        document.activeElement!.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
        );
        await Promise.resolve();
        await Promise.resolve();
      }
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return document.activeElement?.getAttribute('aria-label');
    });
    const frozen = new Promise<string>((resolve) => setTimeout(() => resolve('frozen'), 10_000));
    const landed = await Promise.race([moves, frozen]);
    expect(landed, 'the page stopped answering after the key presses').not.toBe('frozen');
    // Twelve presses, twelve days on (past and booked days are skipped, so never fewer).
    const dayOf = (label: string | null | undefined) =>
      Date.parse(`${/^\w{3} \d+, \d{4}/.exec(label ?? '')} UTC`);
    expect((dayOf(landed) - dayOf(from)) / 86_400_000).toBeGreaterThanOrEqual(12);
    // The page still answers the keyboard: a day back.
    await page.keyboard.press('ArrowLeft');
    await expect(line.getByRole('button', { name: landed!, exact: true })).not.toBeFocused();
    await expect(line.getByRole('grid').locator('button:focus')).toHaveCount(1);
    checkConsole();
  });

  test('the empty list page is accessible and leads to the catalog', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await page.goto('/quote');
    await expect(page.getByRole('heading', { name: 'Your quote request is empty' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('link', { name: 'Browse the catalog' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    checkConsole();
  });
});
