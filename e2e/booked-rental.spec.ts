import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { daysAhead } from './dates';
import { dealerSite } from './dealer-site';
import { sameOrigin } from './same-origin';

// Issue 42, items 7 and 12 in real Chromium. A rental whose days are fully held is refused by the
// storefront (/es/quote at 375 px) before anything is sent, and by the API; the widget's quote
// dialog counts the fields in error, totals rent and purchase apart and keeps Next in view.

const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? process.env.SHOTS_DIR;

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

interface Held {
  unit: { id: number; title: string };
  /** The rental asked for: its first day is free, the other two are fully held. */
  start: string;
  end: string;
}

/** Holds every unit of a demo rental on two days far out (other days on every run). */
async function holdTwoDays(request: APIRequestContext): Promise<Held> {
  const login = await request.post('/api/v1/user/login', { data: STAFF, headers: sameOrigin() });
  const { token, user } = (await login.json()) as {
    token: { access_token: string };
    user: { current_account: { id: number } };
  };
  const headers = { authorization: `Bearer ${token.access_token}` };
  const catalog = (await (
    await request.get('/api/v1/equipment?listing=rent&per_page=24')
  ).json()) as { items: { id: number; title: string; branch_id: number | null }[] };
  const offset = 400 + (Date.now() % 250);
  const [start, held, end] = [daysAhead(offset), daysAhead(offset + 1), daysAhead(offset + 2)];
  for (const unit of catalog.items.filter((item) => item.branch_id !== null).reverse()) {
    const availability = (await (
      await request.get(`/api/v1/equipment/${unit.id}/availability?from=${start}&to=${end}`)
    ).json()) as { fleet: number; days: { available: number }[] };
    if (availability.days.some((day) => day.available < availability.fleet)) continue;
    const hold = await request.post(`/api/v1/account/${user.current_account.id}/bookings`, {
      headers,
      data: {
        equipment_id: unit.id,
        quantity: availability.fleet,
        start_date: held,
        end_date: end,
        note: 'Held by the booked-rental e2e',
      },
    });
    if (hold.status() === 201) return { unit, start, end };
  }
  throw new Error('No demo rental of the staff account could be held.');
}

test.describe('a rental whose days are held', () => {
  test('the storefront refuses it on /es/quote at 375 px, naming the days; the API refuses it too', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const checkConsole = guardConsole(page);
    const { unit, start, end } = await holdTwoDays(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(
      (line) => {
        if (!localStorage.getItem('liftline_quote_list'))
          localStorage.setItem('liftline_quote_list', JSON.stringify({ v: 1, lines: [line] }));
      },
      { equipment_id: unit.id, mode: 'rent', quantity: 1, start_date: start, end_date: end },
    );
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/equipment/request-quote'))
        posts.push(sent.url());
    });
    await page.goto('/es/quote');
    const line = page.getByTestId('quote-line-1');
    await expect(line.getByText(/^Reservado: .+\. Elija otras fechas\.$/)).toBeVisible();

    await page.getByRole('button', { name: 'Continuar a obra y contacto' }).click();

    const firstDay = line.getByLabel('Primer día');
    await expect(firstDay).toBeFocused();
    await expect(firstDay).toHaveAttribute('aria-invalid', 'true');
    const message = await firstDay.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${message}"]`)).toHaveText(
      /^Reservado: .+\. Elija otras fechas\.$/,
    );
    await expect(page.getByRole('heading', { level: 2, name: /Revise sus líneas/ })).toBeVisible();
    expect(posts).toEqual([]);
    await shot(page, 'booked-rental-es-375');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'booked-rental-es-1280');

    // The API says the same, whoever sends it, and stores nothing.
    const refused = await request.post('/api/v1/equipment/request-quote', {
      headers: { 'accept-language': 'es', ...sameOrigin() },
      data: {
        items: [
          { equipment_id: unit.id, listing: 'rent', quantity: 1, start_date: start, end_date: end },
        ],
        jobsite_address: '1200 W Fulton Market',
        jobsite_zip: '60607',
        name: 'Robin Foreman',
        email: `robin.${Date.now()}@builders.example`,
        phone: '(312) 555-0188',
        locale: 'es',
      },
    });
    expect(refused.status()).toBe(422);
    const body = (await refused.json()) as { slug: string; errors: Record<string, string[]> };
    expect(body.slug).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(['items.0.start_date']);
    expect(body.errors['items.0.start_date']![0]).toMatch(
      /no está libre el \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/,
    );
    checkConsole();
  });
});

test.describe('the widget quote dialog (dealer site)', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: fields in error counted, rent and purchase apart, Next in view`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const checkConsole = guardConsole(page);
      // The page's unit (1) is for sale: a stored rental of another unit joins it in the list.
      const forRent = (await (
        await request.get('/api/v1/equipment?listing=rent&per_page=10')
      ).json()) as { items: { id: number; rental_rates: object | null }[] };
      const rental = forRent.items.find((item) => item.id !== 1 && item.rental_rates)!.id;
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(
        (line) => {
          if (!localStorage.getItem('summit_quote_list'))
            localStorage.setItem('summit_quote_list', JSON.stringify({ v: 1, lines: [line] }));
        },
        {
          equipment_id: rental,
          mode: 'rent',
          quantity: 1,
          start_date: daysAhead(30),
          end_date: daysAhead(36),
        },
      );
      await page.goto(dealerSite);
      const widget = page.locator('request-quote[equipment-id="1"]');
      await widget.getByRole('button', { name: 'Get a quote' }).click();
      const dialog = widget.getByRole('dialog', { name: 'Request a Quote' });
      await expect(dialog.getByRole('heading', { name: 'Your equipment' })).toBeFocused();
      await expect(dialog.getByLabel('Rent or buy')).toHaveCount(2);

      // Rent and purchase apart, whole dollars as on the cards; never one sum.
      await expect(dialog.getByTestId('quote-rent-total')).toHaveText(/^\$[\d,]+(\.\d\d)?$/);
      await expect(dialog.getByTestId('quote-buy-total')).toHaveText(/^\$[\d,]+(\.\d\d)?$/);
      const next = dialog.getByRole('button', { name: 'Next' });
      await expect(next).toBeInViewport();
      await shot(page, `widget-quote-lines-${width}`);
      await expectNoAxeViolations(page);

      await next.click();
      await expect(dialog.getByRole('heading', { name: 'Jobsite and contact' })).toBeFocused();
      await dialog.getByLabel('Jobsite zip code').fill('');
      await next.click();
      await expect(dialog.getByRole('alert')).toHaveText('5 fields need attention.');
      await expect(dialog.getByLabel('Jobsite street address')).toBeFocused();
      await expect(next).toBeInViewport();
      await shot(page, `widget-quote-details-errors-${width}`);
      await expectNoAxeViolations(page);

      // Focus stays in the modal dialog: Tab and Shift+Tab never reach the page behind it.
      await dialog.getByRole('button', { name: 'Close' }).focus();
      for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
        await page.keyboard.press(key);
        const outside = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return null; // the browser's own controls
          if (active.tagName !== 'REQUEST-QUOTE') return active.outerHTML.slice(0, 80);
          const inner = active.shadowRoot?.activeElement;
          return inner && active.shadowRoot!.querySelector('dialog')!.contains(inner)
            ? null
            : `${inner?.outerHTML.slice(0, 80)}`;
        });
        expect(outside, key).toBeNull();
      }
      checkConsole();
    });
  }
});
