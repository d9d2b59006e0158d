import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedDays, daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { expectError, insertRole, registerMember } from '../testing/accounts';
import { registerAndLogin } from '../testing/auth';
import { openDemoBranch, type DemoBranch } from '../testing/demo-branch';
import {
  documentBytes,
  latestQuoteMail,
  quoteBody,
  rentItem,
  rentLine,
  type PublicQuote,
  type Quote,
} from './quote-test-helpers';

let t: DemoBranch;
beforeAll(async () => {
  t = await openDemoBranch();
});
afterAll(() => t.close());

const quotesPath = (reference: string) => `/account/${t.accountId}/leads/${reference}/quotes`;

async function leadStatus(reference: string) {
  const { rows } = await t.db.query<{ status: string }>(
    'select status from quote_requests where reference = $1',
    [reference],
  );
  return rows[0]!.status;
}

describe('the quote builder (staff)', () => {
  it('suggests one line per requested unit priced like the customer’s estimate', async () => {
    const lift = await t.unit({ fleet: 2, title: 'Boom A' });
    const reference = await t.quoteList([rentItem(lift, 2, 3, 9)]); // 7 days: one week
    const response = await t.call('GET', `${quotesPath(reference)}/suggestion`, { as: t.owner });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      lines: [
        {
          equipment_id: lift,
          description: 'Boom A',
          quantity: 2,
          unit_price: 1150,
          rate_basis: 'week',
          start_date: daysFromToday(3),
          end_date: daysFromToday(9),
        },
      ],
      charges: [],
      tax_rate: 0,
      valid_until: daysFromToday(14),
    });
  });

  it('stores a draft with every amount computed in cents, numbered per year, versioned per lead', async () => {
    const lift = await t.unit({ fleet: 3 });
    const reference = await t.quoteList([rentItem(lift, 2, 3, 9)]);
    const body = quoteBody([
      rentLine(lift, 2, 1150.5, 3, 9),
      { description: 'Bucket attachment', quantity: 3, unit_price: 19.99, rate_basis: 'each' },
    ]);
    const first = await t.call('POST', quotesPath(reference), { as: t.owner, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    const quote = first.json<Quote>();
    expect(quote).toMatchObject({
      number: expect.stringMatching(new RegExp(`^QT-${new Date().getUTCFullYear()}-\\d{6}$`)),
      version: 1,
      status: 'draft',
      lead_reference: reference,
      currency: 'USD',
      rent: 2301,
      subtotal: 2301 + 59.97 + 150 + 345.15,
      tax: 235.63,
      sent_at: null,
      viewed_at: null,
    });
    // 2301 + 59.97 + 150 + 345.15 (15 % of 2301) = 2856.12; × 0.0825 = 235.6299 → 235.63
    expect(quote.subtotal).toBe(2856.12);
    expect(quote.lines.map((line) => line.total)).toEqual([2301, 59.97]);
    expect(quote.charges.map((charge) => charge.amount)).toEqual([150, 345.15]);
    const second = await t.call('POST', quotesPath(reference), { as: t.owner, payload: body });
    expect(second.json<Quote>().version).toBe(2);
    expect(second.json<Quote>().number).not.toBe(quote.number);
    const listed = await t.call('GET', quotesPath(reference), { as: t.owner });
    expect(listed.json<{ items: Quote[] }>().items.map((item) => item.version)).toEqual([2, 1]);
  });

  it('refuses what the document cannot say: 422 on the field', async () => {
    const lift = await t.unit({ fleet: 1 });
    const foreign = await insertRentalUnit(t.db, { accountId: null, branchId: t.branchId });
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    const response = await t.call('POST', quotesPath(reference), {
      as: t.owner,
      payload: quoteBody(
        [
          { ...rentLine(lift, 1, 10.005, 3, 9) },
          { ...rentLine(foreign, 1, 10, 3, 9) },
          { ...rentLine(lift, 1, 10, 3, 9), start_date: null },
          { ...rentLine(lift, 2, 10, 3, 9) },
          { ...rentLine(lift, 1, 10, 9, 3) },
        ],
        {
          charges: [
            { kind: 'fuel', description: 'Fuel', amount: 10, percent: 0.1 },
            { kind: 'other', description: 'Other' },
          ],
          tax_rate: 0.0825001,
          valid_until: daysFromToday(181),
        },
      ),
    });
    expectError(response, 422, 'validation_failed');
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'charges.0.amount',
      'charges.1.amount',
      'lines.0.unit_price',
      'lines.1.equipment_id',
      'lines.2.start_date',
      'lines.3.quantity',
      'lines.4.end_date',
      'tax_rate',
      'valid_until',
    ]);
    const past = await t.call('POST', quotesPath(reference), {
      as: t.owner,
      payload: quoteBody([], { valid_until: daysFromToday(-1) }),
    });
    expectError(past, 422, 'validation_failed');
  });

  it('answers 404 for another account’s lead and 403 without leads.manage', async () => {
    const lift = await t.unit();
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    // The owner of another account (their personal one) asks there, and here.
    const outsider = await registerAndLogin(t.app);
    const other = outsider.user.current_account!.id;
    expectError(
      await t.call('GET', `/account/${other}/leads/${reference}/quotes`, { as: outsider }),
      404,
      'not_found',
    );
    expectError(await t.call('GET', quotesPath(reference), { as: outsider }), 404, 'not_found');
    await insertRole(t.db, t.accountId, 'Lead readers', ['leads.view']);
    const reader = await registerMember(t.app, t.db, t.accountId, ['Lead readers']);
    expect((await t.call('GET', quotesPath(reference), { as: reader })).statusCode).toBe(200);
    expectError(
      await t.call('POST', quotesPath(reference), { as: reader, payload: quoteBody([]) }),
      403,
      'forbidden',
    );
  });

  it('changes and deletes drafts only; a sent quote is 409', async () => {
    const lift = await t.unit({ fleet: 2 });
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    const draft = (
      await t.call('POST', quotesPath(reference), {
        as: t.owner,
        payload: quoteBody([rentLine(lift, 1, 1000, 3, 9)]),
      })
    ).json<Quote>();
    const changed = await t.call('PUT', `${quotesPath(reference)}/${draft.id}`, {
      as: t.owner,
      payload: quoteBody([rentLine(lift, 2, 1000, 3, 9)], { charges: [], tax_rate: 0 }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Quote>().total).toBe(2000);
    const preview = await t.call('GET', `${quotesPath(reference)}/${draft.id}/pdf`, {
      as: t.owner,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await t.call('POST', `${quotesPath(reference)}/${draft.id}/send`, { as: t.owner });
    expectError(
      await t.call('PUT', `${quotesPath(reference)}/${draft.id}`, {
        as: t.owner,
        payload: quoteBody([]),
      }),
      409,
      'conflict',
    );
    expectError(
      await t.call('DELETE', `${quotesPath(reference)}/${draft.id}`, { as: t.owner }),
      409,
      'conflict',
    );
    const other = (
      await t.call('POST', quotesPath(reference), { as: t.owner, payload: quoteBody([]) })
    ).json<Quote>();
    const deleted = await t.call('DELETE', `${quotesPath(reference)}/${other.id}`, { as: t.owner });
    expect(deleted.statusCode).toBe(204);
    expectError(
      await t.call('GET', `${quotesPath(reference)}/${other.id}`, { as: t.owner }),
      404,
      'not_found',
    );
  });
});

describe('sending a quote', () => {
  it('mails the customer the PDF and a link whose token is stored hashed; the lead is quoted; an older version is superseded', async () => {
    const lift = await t.unit({ fleet: 2 });
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    const body = quoteBody([rentLine(lift, 1, 1150, 3, 9)]);
    const first = await t.sendQuote(reference, body);
    expect(first.quote.status).toBe('sent');
    expect(first.url).toBe(`${t.config.publicUrl}/quotes/${first.token}`);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await leadStatus(reference)).toBe('quoted');
    const mail = await latestQuoteMail(t.db, first.quote.number);
    expect(mail.to_address).toBe('quoted@customer.example');
    expect(mail.text_body).toContain(first.url);
    expect(mail.attachments).toHaveLength(1);
    const pdf = await documentBytes(t.db, mail.attachments[0]!.document_id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Only the token's SHA-256 is kept.
    const { rows } = await t.db.query<{ token_hash: string }>(
      'select token_hash from quote_tokens where quote_id = $1',
      [first.quote.id],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(first.token).digest('hex') }]);
    // The timeline has the step, by the member who sent.
    const lead = await t.call('GET', `/account/${t.accountId}/leads/${reference}`, { as: t.owner });
    expect(lead.json<{ events: { kind: string; to_status: string | null }[] }>().events).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'status', to_status: 'quoted' })]),
    );

    const second = await t.sendQuote(reference, body);
    expect(second.quote.version).toBe(2);
    const older = await t.call('GET', `${quotesPath(reference)}/${first.quote.id}`, {
      as: t.owner,
    });
    expect(older.json<Quote>().status).toBe('superseded');
    const answer = await t.call('POST', `/quotes/${first.token}/accept`, {
      payload: { signer_name: 'Quinn Customer', agree: true },
    });
    expectError(answer, 409, 'conflict');
    expect(answer.json<{ message: string }>().message).toMatch(/replaced by a newer version/);
  });

  it('refuses to send a draft whose validity or rent dates have passed meanwhile (422), and a final lead (409)', async () => {
    const lift = await t.unit();
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    const draft = (
      await t.call('POST', quotesPath(reference), {
        as: t.owner,
        payload: quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
      })
    ).json<Quote>();
    const send = () => t.call('POST', `${quotesPath(reference)}/${draft.id}/send`, { as: t.owner });
    await t.db.query(
      `update lead_quote_lines set start_date = current_date - 1 where quote_id = $1`,
      [draft.id],
    );
    const late = await send();
    expectError(late, 422, 'validation_failed');
    expect(late.json<{ errors: object }>().errors).toEqual({
      'lines.0.start_date': ['must not be in the past'],
    });
    await t.db.query(`update lead_quotes set valid_until = current_date - 1 where id = $1`, [
      draft.id,
    ]);
    expect(Object.keys((await send()).json<{ errors: object }>().errors)).toEqual(['valid_until']);
    await t.call('POST', `/account/${t.accountId}/leads/${reference}`, {
      as: t.owner,
      payload: { status: 'lost', lost_reason: 'Went elsewhere' },
    });
    expectError(await send(), 409, 'conflict');
    expect(await leadStatus(reference)).toBe('lost');
  });

  it('writes to a Spanish customer in Spanish, with the /es link', async () => {
    const lift = await t.unit();
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)], {
      email: 'cliente@ejemplo.example',
      locale: 'es',
    });
    const { quote, url, token } = await t.sendQuote(
      reference,
      quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
    );
    expect(url).toBe(`${t.config.publicUrl}/es/quotes/${token}`);
    const mail = await latestQuoteMail(t.db, quote.number);
    expect(mail.subject).toMatch(/^Su cotización/);
    const page = await t.call('GET', `/quotes/${token}`);
    expect(page.json<PublicQuote>().language).toBe('es');
  });
});

describe('the customer’s quote page', () => {
  it('shows the quote without internals, records the first opening, and says no-store, no-referrer, noindex', async () => {
    const lift = await t.unit({ fleet: 1 });
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    const { quote, token } = await t.sendQuote(
      reference,
      quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
    );
    const page = await t.call('GET', `/quotes/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const shown = page.json<PublicQuote>();
    expect(shown).toMatchObject({
      number: quote.number,
      status: 'sent',
      total: quote.total,
      customer: { name: 'Quinn Customer', company: 'Canal Builders' },
      pdf_url: `/api/v1/quotes/${token}/pdf`,
      agreement_url: null,
    });
    expect(shown.lines[0]!.availability).toBe('available');
    const text = page.body;
    for (const internal of ['account_id', '"id"', 'lead_reference', 'quoted@customer.example'])
      expect(text).not.toContain(internal);
    const viewed = await t.call('GET', `${quotesPath(reference)}/${quote.id}`, { as: t.owner });
    const viewedAt = viewed.json<Quote>().viewed_at;
    expect(viewedAt).not.toBeNull();
    await t.call('GET', `/quotes/${token}`);
    const again = await t.call('GET', `${quotesPath(reference)}/${quote.id}`, { as: t.owner });
    expect(again.json<Quote>().viewed_at).toBe(viewedAt); // the first opening only

    const pdf = await t.call('GET', `/quotes/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const mail = await latestQuoteMail(t.db, quote.number);
    expect(pdf.rawPayload.equals(await documentBytes(t.db, mail.attachments[0]!.document_id))).toBe(
      true,
    );
    expectError(await t.call('GET', `/quotes/${token}/agreement.pdf`), 404, 'not_found');
  });

  it('answers 404 for an unknown token, with nothing internal', async () => {
    const unknown = 'A'.repeat(43);
    for (const path of ['', '/pdf', '/agreement.pdf']) {
      expectError(await t.call('GET', `/quotes/${unknown}${path}`), 404, 'not_found');
    }
    expectError(
      await t.call('POST', `/quotes/${unknown}/accept`, {
        payload: { signer_name: 'Nobody', agree: true },
      }),
      404,
      'not_found',
    );
  });
});

describe('accepting a quote', () => {
  it('wins the lead, books the rent lines, records the signature and mails the agreement to customer and branch; accepting again answers the same', async () => {
    const lift = await t.unit({ fleet: 2, title: 'Lift B' });
    const reference = await t.quoteList([rentItem(lift, 2, 3, 9)]);
    const { quote, token } = await t.sendQuote(
      reference,
      quoteBody([
        rentLine(lift, 2, 1150, 3, 9),
        { description: 'Fuel', quantity: 1, unit_price: 50, rate_basis: 'each' },
      ]),
    );
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/${token}/accept`,
        headers: { 'user-agent': 'QuoteTest/1.0' },
        payload: { signer_name: '  Quinn Customer ', signer_title: 'Site manager', agree: true },
      });
    const response = await accept();
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{
      status: string;
      accepted_at: string;
      agreement_number: string;
    }>();
    expect(answer).toEqual({
      status: 'accepted',
      accepted_at: expect.stringMatching(/Z$/),
      agreement_number: expect.stringMatching(/^RA-\d{4}-\d{6}$/),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await leadStatus(reference)).toBe('won');
    expect(await bookedDays(t.db, lift)).toEqual(
      Object.fromEntries(Array.from({ length: 7 }, (_, i) => [daysFromToday(3 + i), 2])),
    );
    const bookings = await t.call('GET', `/account/${t.accountId}/bookings?equipment_id=${lift}`, {
      as: t.owner,
    });
    expect(bookings.json<{ items: { source: string; lead_reference: string }[] }>().items).toEqual([
      expect.objectContaining({ source: 'lead', lead_reference: reference }),
    ]);
    const { rows } = await t.db.query<{
      signer_name: string;
      signer_title: string;
      signer_ip: string;
      signer_user_agent: string;
      signed_pdf_sha256: string;
      pdf_sha256: string;
    }>(
      `select q.signer_name, q.signer_title, q.signer_ip, q.signer_user_agent, q.signed_pdf_sha256,
              d.sha256 as pdf_sha256
         from lead_quotes q join stored_documents d on d.id = q.pdf_document_id where q.id = $1`,
      [quote.id],
    );
    expect(rows[0]).toMatchObject({
      signer_name: 'Quinn Customer',
      signer_title: 'Site manager',
      signer_ip: '127.0.0.1',
      signer_user_agent: 'QuoteTest/1.0',
    });
    expect(rows[0]!.signed_pdf_sha256).toBe(rows[0]!.pdf_sha256);
    const agreement = await t.call('GET', `/quotes/${token}/agreement.pdf`);
    expect(agreement.statusCode).toBe(200);
    expect(agreement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mails = await t.db.query<{ kind: string; to_address: string; attachments: unknown[] }>(
      `select kind, to_address, attachments from email_outbox
        where kind in ('quote-accepted', 'quote-accepted-branch') and subject like '%' || $1 || '%'
        order by id`,
      [quote.number],
    );
    expect(mails.rows.map((mail) => [mail.kind, mail.attachments.length])).toEqual([
      ['quote-accepted', 1],
      ['quote-accepted-branch', 1],
    ]);
    expect(mails.rows[0]!.to_address).toBe('quoted@customer.example');

    // Again: the first acceptance's answer, nothing booked twice.
    const replay = await accept();
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(answer);
    expect(Object.values(await bookedDays(t.db, lift))).toEqual(Array(7).fill(2));
    const page = await t.call('GET', `/quotes/${token}`);
    expect(page.json<PublicQuote>()).toMatchObject({
      status: 'accepted',
      signer_name: 'Quinn Customer',
      agreement_number: answer.agreement_number,
      agreement_url: `/api/v1/quotes/${token}/agreement.pdf`,
    });
    // Declining an accepted quote says its state.
    expectError(await t.call('POST', `/quotes/${token}/decline`, { payload: {} }), 409, 'conflict');
  });

  it('answers 409 naming the line when its units are no longer free, and changes nothing', async () => {
    const lift = await t.unit({ fleet: 1, title: 'Last lift' });
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    const { quote, token } = await t.sendQuote(
      reference,
      quoteBody([
        { description: 'Fuel', quantity: 1, unit_price: 50, rate_basis: 'each' },
        { ...rentLine(lift, 1, 1150, 3, 9), description: 'Last lift' },
      ]),
    );
    const hold = await t.call('POST', `/account/${t.accountId}/bookings`, {
      as: t.owner,
      payload: {
        equipment_id: lift,
        quantity: 1,
        start_date: daysFromToday(9),
        end_date: daysFromToday(9),
      },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const page = await t.call('GET', `/quotes/${token}`);
    expect(page.json<PublicQuote>().lines.map((line) => line.availability)).toEqual([
      null,
      'unavailable',
    ]);
    const response = await t.call('POST', `/quotes/${token}/accept`, {
      payload: { signer_name: 'Quinn Customer', agree: true },
    });
    expectError(response, 409, 'conflict');
    expect(response.json<{ message: string }>().message).toMatch(/^Line 2, Last lift: 1 unit is/);
    expect(await leadStatus(reference)).toBe('quoted');
    const after = await t.call('GET', `${quotesPath(reference)}/${quote.id}`, { as: t.owner });
    expect(after.json<Quote>()).toMatchObject({ status: 'sent', accepted_at: null });
    expect(await bookedDays(t.db, lift)).toEqual({ [daysFromToday(9)]: 1 });
  });

  it('refuses an expired quote with its state', async () => {
    const lift = await t.unit();
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    const { quote, token } = await t.sendQuote(
      reference,
      quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
    );
    await t.db.query(`update lead_quotes set valid_until = current_date - 1 where id = $1`, [
      quote.id,
    ]);
    expect((await t.call('GET', `/quotes/${token}`)).json<PublicQuote>().status).toBe('expired');
    const response = await t.call('POST', `/quotes/${token}/accept`, {
      payload: { signer_name: 'Quinn Customer', agree: true },
    });
    expectError(response, 409, 'conflict');
    expect(response.json<{ message: string }>().message).toMatch(/expired/);
  });
});

describe('declining a quote', () => {
  it('records the answer and the reason; the lead stays; declining again answers the same', async () => {
    const lift = await t.unit();
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)]);
    const { quote, token } = await t.sendQuote(
      reference,
      quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
    );
    const response = await t.call('POST', `/quotes/${token}/decline`, {
      payload: { reason: 'Found a closer branch' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ status: string; declined_at: string }>();
    expect(answer.status).toBe('declined');
    expect((await t.call('POST', `/quotes/${token}/decline`, { payload: {} })).json()).toEqual(
      answer,
    );
    const stored = await t.call('GET', `${quotesPath(reference)}/${quote.id}`, { as: t.owner });
    expect(stored.json<Quote>()).toMatchObject({
      status: 'declined',
      decline_reason: 'Found a closer branch',
    });
    expect(await leadStatus(reference)).toBe('quoted');
    expectError(
      await t.call('POST', `/quotes/${token}/accept`, {
        payload: { signer_name: 'Quinn Customer', agree: true },
      }),
      409,
      'conflict',
    );
  });
});
