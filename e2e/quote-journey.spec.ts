import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the PDF tests
import { findPdftotext } from '../scripts/pdftotext.mjs';
import { guardConsole } from './console-guard';
import { daysAhead } from './dates';
import { checkAtWidths, logInThroughPage, tabTo } from './page-checks';
import { sameOrigin } from './same-origin';
import { startReceiver, stopReceiver } from './webhook-receiver';

// Issue 44's journey against the real server: a guest sends a quote list of two units; staff open
// the lead, prepare a quote from it with a delivery charge and 8.25 % tax, preview its PDF and send
// it; the mail in the dev outbox carries the PDF and the link; the guest opens the link on a phone,
// sees the totals the PDF prints, and accepts by keyboard with a typed name; the lead is won, the
// units are booked for the dates, the agreement PDF names the signer and the quote PDF's SHA-256,
// and a webhook receiver got quote.sent and quote.accepted. Then the same in Spanish (the lead's
// language: the mail, the link under /es and the page).

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };
/** Keeps addresses unique when the spec runs twice on one database. */
const RUN = Date.now().toString(36);
/**
 * The first rental day of this run's quotes, days from today: accepting books the units, so a second
 * run on the same database books other days.
 */
const FIRST_DAY = 200 + (Math.floor(Date.now() / 60_000) % 40) * 12;

interface Unit {
  id: number;
  title: string;
  branch_id: number | null;
  rental_rates: { daily: number; weekly: number; monthly: number } | null;
}

interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: { label: string; url: string }[];
  attachments: { filename: string; size: number; url: string }[];
}

interface PublicQuote {
  status: string;
  subtotal: number;
  tax: number;
  total: number;
  pdf_url: string;
  agreement_url: string | null;
}

async function logIn(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/v1/user/login', { data: user, headers: sameOrigin() });
  expect(response.status()).toBe(200);
  const { token, user: me } = (await response.json()) as {
    token: { access_token: string };
    user: { current_account: { id: number } };
  };
  return {
    account: me.current_account.id,
    headers: { authorization: `Bearer ${token.access_token}`, ...sameOrigin() },
  };
}

/** Two rental units with rates at one branch, `skip` pairs in (each journey books its own). */
async function twoUnitsAtOneBranch(
  request: APIRequestContext,
  skip: number,
): Promise<[Unit, Unit]> {
  const page = (await (await request.get('/api/v1/equipment?listing=rent&per_page=50')).json()) as {
    items: Unit[];
  };
  const pairs: [Unit, Unit][] = [];
  for (const first of page.items.filter((unit) => unit.rental_rates && unit.branch_id)) {
    const second = page.items.find(
      (unit) =>
        unit.id !== first.id &&
        unit.rental_rates &&
        unit.branch_id === first.branch_id &&
        !pairs.flat().some((taken) => taken.id === unit.id),
    );
    if (second && !pairs.flat().some((taken) => taken.id === first.id)) pairs.push([first, second]);
  }
  const pair = pairs[skip];
  if (!pair) throw new Error('The demo catalog has too few rental units sharing a branch.');
  return pair;
}

/** A guest's quote list of the two units for `[start, end]`; the lead's reference. */
async function sendQuoteList(
  request: APIRequestContext,
  units: readonly Unit[],
  [start, end]: readonly [string, string],
  email: string,
  locale: 'en' | 'es',
) {
  const response = await request.post('/api/v1/equipment/request-quote', {
    headers: sameOrigin(),
    data: {
      items: units.map((unit) => ({
        equipment_id: unit.id,
        listing: 'rent',
        quantity: 1,
        start_date: start,
        end_date: end,
      })),
      jobsite_address: '1200 W Fulton Market',
      jobsite_zip: '60607',
      name: locale === 'es' ? 'Sofía Cliente' : 'Quinn Quote',
      email,
      phone: '(312) 555-0142',
      locale,
    },
  });
  expect(response.status()).toBe(201);
  const receipt = (await response.json()) as { lines: { lead_reference: string }[] };
  const references = new Set(receipt.lines.map((line) => line.lead_reference));
  expect(references.size).toBe(1);
  return [...references][0]!;
}

async function outboxMail(request: APIRequestContext, kind: string, to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as { items: Mail[] };
      found = outbox.items.find((mail) => mail.kind === kind && mail.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The text of a PDF as poppler's pdftotext reads it (the file is kept with the test's output). */
async function pdfText(request: APIRequestContext, url: string, name: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const bytes = await response.body();
  const path = test.info().outputPath(`${name}.pdf`);
  writeFileSync(path, bytes);
  const tool = findPdftotext() as string | null;
  if (!tool) throw new Error('pdftotext is missing: apt-get install poppler-utils');
  const text = execFileSync(tool, ['-layout', path, '-'], { encoding: 'utf8' });
  return { bytes, text, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** A webhook endpoint of the owner's account for the quote events, delivering to a receiver. */
async function quoteWebhooks(request: APIRequestContext) {
  const owner = await logIn(request, OWNER);
  const endpoints = `/api/v1/account/${owner.account}/webhooks`;
  const created = await request.post(endpoints, {
    headers: owner.headers,
    data: { url: `http://127.0.0.1:9/quotes-${RUN}`, events: ['quote.sent', 'quote.accepted'] },
  });
  expect(created.status()).toBe(201);
  const endpoint = (await created.json()) as { id: number; secret: string };
  const receiver = await startReceiver(endpoint.secret);
  const moved = await request.put(`${endpoints}/${endpoint.id}`, {
    headers: owner.headers,
    data: { url: `http://127.0.0.1:${receiver.port}/liftline-${RUN}` },
  });
  expect(moved.status()).toBe(200);
  return {
    receiver,
    stop: async () => {
      await request.delete(`${endpoints}/${endpoint.id}`, { headers: owner.headers });
      await stopReceiver(receiver.child);
    },
  };
}

/** The money of a PDF (Intl, as the server prints it) in the lead's language. */
const pdfMoney = (usd: number, locale: 'en' | 'es') =>
  new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(usd);

/**
 * The customer's part on a phone, by keyboard only: the page shows the PDF's totals, the name is
 * typed, the box ticked, the confirmation answered; then the accepted state with the agreement.
 */
async function acceptOnPhone(
  page: Page,
  request: APIRequestContext,
  link: string,
  locale: 'en' | 'es',
  signer: string,
) {
  const words =
    locale === 'es'
      ? {
          name: 'Su nombre completo',
          agree: /Acepto los términos/,
          accept: 'Aceptar la cotización',
          dialog: '¿Aceptar esta cotización?',
          confirm: 'Firmar y aceptar',
          accepted: 'Aceptada',
        }
      : {
          name: 'Your full name',
          agree: /I agree to the terms/,
          accept: 'Accept quote',
          dialog: 'Accept this quote?',
          confirm: 'Sign and accept',
          accepted: 'Accepted',
        };
  await page.setViewportSize({ width: 375, height: 800 });
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('QT-');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const token = url.pathname.split('/').at(-1)!;
  const quote = (await (await request.get(`/api/v1/quotes/${token}`)).json()) as PublicQuote;
  // The page's totals are the PDF's.
  const pdf = await pdfText(request, quote.pdf_url, `quote-${locale}`);
  for (const [testId, amount] of [
    ['quote-offer-subtotal', quote.subtotal],
    ['quote-offer-tax', quote.tax],
    ['quote-offer-total', quote.total],
  ] as const) {
    const shown = (await page.getByTestId(testId).textContent())!;
    expect(Number(shown.replace(/[^\d.]/g, ''))).toBe(amount);
    expect(pdf.text).toContain(pdfMoney(amount, locale));
  }
  await checkAtWidths(page, `quote-offer-${locale}`);
  await page.setViewportSize({ width: 375, height: 800 });

  // Keyboard only.
  const name = page.getByLabel(words.name);
  await tabTo(page, name);
  await page.keyboard.type(signer);
  await tabTo(page, page.getByRole('checkbox', { name: words.agree }), 3);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: words.accept }), 3);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(signer);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: words.confirm })).toBeFocused();
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/accept') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await accepted).status()).toBe(200);
  const state = page.getByTestId('quote-offer-state');
  await expect(state.getByRole('heading', { name: words.accepted })).toBeFocused();
  await expect(state).toContainText(signer);
  await expect(state).toContainText(/RA-\d{4}-\d{6}/);
  await checkAtWidths(page, `quote-offer-accepted-${locale}`);

  // The agreement names the signer and the SHA-256 of the quote PDF accepted.
  const answered = (await (await request.get(`/api/v1/quotes/${token}`)).json()) as PublicQuote;
  expect(answered.status).toBe('accepted');
  const agreement = await pdfText(request, answered.agreement_url!, `agreement-${locale}`);
  expect(agreement.text).toContain(signer);
  expect(agreement.text.replace(/\s+/g, '')).toContain(pdf.sha256);
  return quote;
}

/** The lead is won and each unit is booked for the dates. */
async function expectWonAndBooked(
  request: APIRequestContext,
  reference: string,
  units: readonly Unit[],
  [start, end]: readonly [string, string],
) {
  const staff = await logIn(request, STAFF);
  const lead = (await (
    await request.get(`/api/v1/account/${staff.account}/leads/${reference}`, {
      headers: staff.headers,
    })
  ).json()) as { status: string };
  expect(lead.status).toBe('won');
  for (const unit of units) {
    const bookings = (await (
      await request.get(`/api/v1/account/${staff.account}/bookings?equipment_id=${unit.id}`, {
        headers: staff.headers,
      })
    ).json()) as {
      items: {
        source: string;
        lead_reference: string | null;
        start_date: string;
        end_date: string;
      }[];
    };
    expect(bookings.items.filter((booking) => booking.lead_reference === reference)).toEqual([
      expect.objectContaining({ source: 'lead', start_date: start, end_date: end }),
    ]);
  }
}

/** Registers a customer through the API and verifies the address from the dev outbox. */
async function verifiedCustomer(request: APIRequestContext) {
  const email = `quote-customer-${RUN}@example.com`;
  const password = 'Quote-Customer-1';
  const registered = await request.put('/api/v1/user/register', {
    headers: sameOrigin(),
    data: { name: 'Casey Customer', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const mail = await outboxMail(request, 'verify-email', email);
  const token = new URL(mail.links[0]!.url).searchParams.get('token');
  const verified = await request.post('/api/v1/user/verify-email', {
    data: { token },
    headers: sameOrigin(),
  });
  expect(verified.status()).toBe(200);
  return { email, password };
}

/** Staff send a version of the lead's quote as suggested, with 8.25 % tax; its mail's link. */
async function sendVersion(request: APIRequestContext, reference: string, email: string) {
  const staff = await logIn(request, STAFF);
  const base = `/api/v1/account/${staff.account}/leads/${reference}/quotes`;
  const suggestion = (await (
    await request.get(`${base}/suggestion`, { headers: staff.headers })
  ).json()) as Record<string, unknown>;
  const created = await request.post(base, {
    headers: staff.headers,
    data: { ...suggestion, tax_rate: 0.0825 },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as { id: number; version: number };
  const sent = await request.post(`${base}/${draft.id}/send`, { headers: staff.headers });
  expect(sent.status()).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as { items: Mail[] };
      // The newest quote mail to the customer is this version's.
      link =
        outbox.items.find((mail) => mail.kind === 'quote-sent' && mail.to === email)?.links[0]
          ?.url ?? '';
      return link !== '' && !links.has(link);
    })
    .toBe(true);
  links.add(link);
  return { link, version: draft.version };
}
const links = new Set<string>();

test.describe('a priced quote, from the lead to the signed agreement', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('English: staff build and send it in the back office, the guest accepts it on a phone', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const checkConsole = guardConsole(page);
    const hooks = await quoteWebhooks(request);
    try {
      const units = await twoUnitsAtOneBranch(request, 0);
      const dates = [daysAhead(FIRST_DAY), daysAhead(FIRST_DAY + 9)] as const;
      const email = `quote-journey-${RUN}@example.com`;
      const reference = await sendQuoteList(request, units, dates, email, 'en');

      // Staff: the lead's Quotes section, the builder pre-filled from the request.
      await logInThroughPage(page, STAFF);
      await page.goto(`/authorized/account/leads/${reference}`);
      const section = page.getByTestId('lead-quotes');
      await expect(section.getByText('No quote yet.')).toBeVisible();
      await section.getByRole('button', { name: 'Prepare quote' }).click();
      const builder = page.getByTestId('quote-builder');
      await expect(builder.getByTestId('builder-line')).toHaveCount(2);
      for (const [index, unit] of units.entries())
        await expect(
          builder.getByTestId('builder-line').nth(index).getByLabel('Description'),
        ).toHaveValue(new RegExp(unit.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await builder.getByRole('button', { name: 'Add a charge' }).click();
      const charge = builder.getByTestId('builder-charge');
      await expect(charge.getByLabel('Kind')).toHaveValue('delivery');
      await charge.getByLabel('Amount ($)').fill('150');
      await builder.getByLabel('Tax rate (%)').fill('8.25');
      await builder.getByLabel('Note to the customer').fill('Delivery by 7am on the first day.');
      const liveTotal = (await builder.getByTestId('builder-total').textContent())!;
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/quotes') && response.request().method() === 'POST',
      );
      await builder.getByRole('button', { name: 'Save draft' }).click();
      expect((await saved).status()).toBe(201);
      await expect(
        builder.getByRole('heading', { name: /^Draft QT-\d{4}-\d{6}, version 1$/ }),
      ).toBeVisible();
      const row = section.getByTestId('lead-quote-row');
      // The live total (the SDK's rule) is the server's.
      await expect(row).toContainText(liveTotal);
      await expect(row).toContainText('Draft');
      await checkAtWidths(page, 'quote-builder');
      await page.setViewportSize({ width: 1280, height: 900 });

      // Preview: the saved draft's PDF in a new tab.
      const [preview] = await Promise.all([
        page.context().waitForEvent('page'),
        builder.getByRole('button', { name: 'Preview PDF' }).click(),
      ]);
      await expect.poll(() => preview.url()).toMatch(/^blob:/);
      await preview.close();

      // Send, after a confirmation that starts on Cancel.
      await builder.getByRole('button', { name: 'Send to customer' }).click();
      const dialog = page.getByRole('dialog', { name: /^Send QT-/ });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expect(dialog).toContainText(email);
      await dialog.getByRole('button', { name: 'Send quote' }).click();
      await expect(page.getByTestId('quote-builder')).toHaveCount(0);
      await expect(section.getByRole('heading', { name: 'Quotes' })).toBeFocused();
      await expect(row).toContainText('Sent');

      // The mail: the PDF attached, the link to the page.
      const mail = await outboxMail(request, 'quote-sent', email);
      expect(mail.attachments).toEqual([
        expect.objectContaining({ filename: expect.stringMatching(/\.pdf$/) }),
      ]);
      const link = mail.links[0]!.url;
      expect(link).toMatch(/\/quotes\/[A-Za-z0-9_-]{22,}$/);
      expect(link).not.toMatch(/\/es\//);
      const attached = await pdfText(request, mail.attachments[0]!.url, 'quote-mail-en');
      expect(attached.text).toContain(pdfMoney(Number(liveTotal.replace(/[^\d.]/g, '')), 'en'));

      // The guest, on a phone, in a browser of their own.
      const guest = await browser.newContext();
      const guestPage = await guest.newPage();
      const checkGuestConsole = guardConsole(guestPage);
      await acceptOnPhone(guestPage, request, link, 'en', 'Quinn Quote');
      checkGuestConsole();
      await guest.close();

      await expectWonAndBooked(request, reference, units, dates);
      // Staff see it accepted and viewed.
      await page.reload();
      await expect(row).toContainText('Accepted');
      await expect(row).toContainText('Quinn Quote');
      await expect
        .poll(() => hooks.receiver.output.stdout, { timeout: 60_000 })
        .toMatch(/^verified quote\.sent evt_\w+/m);
      await expect
        .poll(() => hooks.receiver.output.stdout, { timeout: 60_000 })
        .toMatch(/^verified quote\.accepted evt_\w+/m);
      checkConsole();
    } finally {
      await hooks.stop();
    }
  });

  test('Spanish: a Spanish lead gets a Spanish mail, link and page, and is accepted there', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const checkConsole = guardConsole(page);
    const hooks = await quoteWebhooks(request);
    try {
      const units = await twoUnitsAtOneBranch(request, 1);
      const dates = [daysAhead(FIRST_DAY), daysAhead(FIRST_DAY + 6)] as const;
      const email = `cotizacion-${RUN}@example.com`;
      const reference = await sendQuoteList(request, units, dates, email, 'es');

      // Staff prepare and send it through the API (the builder is the English test's).
      const staff = await logIn(request, STAFF);
      const base = `/api/v1/account/${staff.account}/leads/${reference}/quotes`;
      const suggestion = (await (
        await request.get(`${base}/suggestion`, { headers: staff.headers })
      ).json()) as { lines: unknown[]; charges: unknown[]; tax_rate: number };
      expect(suggestion.lines).toHaveLength(2);
      const created = await request.post(base, {
        headers: staff.headers,
        data: {
          ...suggestion,
          charges: [{ kind: 'delivery', description: 'Entrega en obra', amount: 150 }],
          tax_rate: 0.0825,
        },
      });
      expect(created.status()).toBe(201);
      const draft = (await created.json()) as { id: number };
      const sent = await request.post(`${base}/${draft.id}/send`, { headers: staff.headers });
      expect(sent.status()).toBe(200);

      const mail = await outboxMail(request, 'quote-sent', email);
      expect(mail.subject).toMatch(/cotización/i);
      expect(mail.attachments).toHaveLength(1);
      const link = mail.links[0]!.url;
      expect(link).toMatch(/\/es\/quotes\/[A-Za-z0-9_-]{22,}$/);

      await acceptOnPhone(page, request, link, 'es', 'Sofía Cliente');
      await expectWonAndBooked(request, reference, units, dates);
      await expect
        .poll(() => hooks.receiver.output.stdout, { timeout: 60_000 })
        .toMatch(/^verified quote\.accepted evt_\w+/m);
      checkConsole();
    } finally {
      await hooks.stop();
    }
  });
  test('answers and states: a superseded version asks for a new quote, a signed-in customer opens the current one from their requests and declines it, an unknown link is a 404', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const checkConsole = guardConsole(page);
    const customer = await verifiedCustomer(request);
    const [unit] = await twoUnitsAtOneBranch(request, 2);
    const reference = await sendQuoteList(
      request,
      [unit],
      [daysAhead(FIRST_DAY), daysAhead(FIRST_DAY + 4)],
      customer.email,
      'en',
    );
    const first = await sendVersion(request, reference, customer.email);
    const second = await sendVersion(request, reference, customer.email);
    expect(second.version).toBe(first.version + 1);

    // The first version's link: replaced, with a way to ask again (the unit's page).
    await page.goto(new URL(first.link).pathname);
    const state = page.getByTestId('quote-offer-state');
    await expect(state.getByRole('heading', { name: 'Replaced by a newer quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
    await expect(state.getByRole('link', { name: 'Ask for a new quote' })).toHaveAttribute(
      'href',
      `/equipment/${unit.id}`,
    );
    await checkAtWidths(page, 'quote-offer-superseded');

    // Signed in, the customer finds the current version on their requests and opens it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInThroughPage(page, customer);
    await page.goto('/authorized/account');
    const quote = page.getByTestId('request-quote');
    await expect(quote).toContainText('Waiting for your answer');
    await expect(quote).toContainText(/Quote QT-\d{4}-\d{6}/);
    await quote.getByRole('button', { name: 'Open quote' }).click();
    await expect(page).toHaveURL(/\/quotes\/[A-Za-z0-9_-]{22,}$/);
    await expect(page.getByText(`Version ${second.version}`)).toBeVisible();

    // Declined with a reason.
    await page.getByRole('button', { name: 'Decline this quote' }).click();
    await expect(page.getByLabel('Why? (optional)')).toBeFocused();
    await page.getByLabel('Why? (optional)').fill('We found a unit closer to the jobsite.');
    await page.getByRole('button', { name: 'Decline quote' }).click();
    await expect(state.getByRole('heading', { name: 'Declined' })).toBeFocused();
    await expect(state).toContainText('You declined this quote');
    await checkAtWidths(page, 'quote-offer-declined');

    checkConsole();

    // A link that names no quote: the API's 404 (the one console message), the not-found page.
    await page.goto(`/quotes/${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});
