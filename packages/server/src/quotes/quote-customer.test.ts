import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../testing/accounts';
import { openDemoBranch, type DemoBranch } from '../testing/demo-branch';
import { quoteBody, rentItem, rentLine, type PublicQuote, type Quote } from './quote-test-helpers';

let t: DemoBranch;
beforeAll(async () => {
  t = await openDemoBranch();
});
afterAll(() => t.close());

describe('the signed-in customer’s quotes', () => {
  it('lists the sent quote with the request and mints a fresh link to the same page', async () => {
    const customer = await t.customer();
    const lift = await t.unit();
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)], { email: customer.email });
    const listedBefore = await t.call('GET', '/user/requests', { as: customer });
    expect(listedBefore.json<{ items: { quote: unknown }[] }>().items[0]!.quote).toBeNull();
    // A draft is not the customer's yet.
    await t.call('POST', `/account/${t.accountId}/leads/${reference}/quotes`, {
      as: t.owner,
      payload: quoteBody([]),
    });
    expectError(
      await t.call('POST', `/user/requests/${reference}/quote-link`, { as: customer }),
      404,
      'not_found',
    );
    const { quote, token } = await t.sendQuote(
      reference,
      quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
    );
    const listed = await t.call('GET', '/user/requests', { as: customer });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed.json<{ items: { reference: string; quote: unknown }[] }>().items[0],
    ).toMatchObject({
      reference,
      quote: {
        number: quote.number,
        status: 'sent',
        total: quote.total,
        valid_until: quote.valid_until,
      },
    });
    const link = await t.call('POST', `/user/requests/${reference}/quote-link`, { as: customer });
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json<{ url: string }>().url;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/quotes/[A-Za-z0-9_-]{43}$`));
    const fresh = url.slice(url.lastIndexOf('/') + 1);
    expect(fresh).not.toBe(token);
    const page = await t.call('GET', `/quotes/${fresh}`);
    expect(page.json<PublicQuote>().number).toBe(quote.number);
    // The mail's link keeps working.
    expect((await t.call('GET', `/quotes/${token}`)).statusCode).toBe(200);
  });

  it('answers 404 to someone else, to an unverified address, and without a quote', async () => {
    const customer = await t.customer();
    const lift = await t.unit();
    const reference = await t.quoteList([rentItem(lift, 1, 3, 9)], { email: customer.email });
    await t.sendQuote(reference, quoteBody([rentLine(lift, 1, 9, 3, 9)]));
    const stranger = await t.customer();
    expectError(
      await t.call('POST', `/user/requests/${reference}/quote-link`, { as: stranger }),
      404,
      'not_found',
    );
    await t.db.query('update users set email_verified_at = null where id = $1', [customer.user.id]);
    expectError(
      await t.call('POST', `/user/requests/${reference}/quote-link`, { as: customer }),
      404,
      'not_found',
    );
    expectError(
      await t.call('POST', `/user/requests/${reference}/quote-link`),
      401,
      'unauthenticated',
    );
  });
});

describe('the quote webhooks', () => {
  it('queues quote.sent, quote.accepted and quote.declined with the quote as data', async () => {
    await t.db.query(
      `insert into webhook_endpoints (account_id, url, events, secret)
       values ($1, 'https://localhost/quotes', array['quote.sent', 'quote.accepted', 'quote.declined'], $2)`,
      [t.accountId, `whsec_${'Q'.repeat(43)}`],
    );
    const lift = await t.unit({ fleet: 2 });
    const events = async (number: string) =>
      (
        await t.db.query<{ type: string; body: string }>(
          `select type, body from webhook_events where type like 'quote.%'
            and body::jsonb -> 'data' ->> 'number' = $1 order by created_at, id`,
          [number],
        )
      ).rows.map((row) => ({ type: row.type, data: JSON.parse(row.body).data as Quote }));

    const accepted = await t.sendQuote(
      await t.quoteList([rentItem(lift, 1, 3, 9)]),
      quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
    );
    await t.call('POST', `/quotes/${accepted.token}/accept`, {
      payload: { signer_name: 'Hook Signer', agree: true },
    });
    const declined = await t.sendQuote(
      await t.quoteList([rentItem(lift, 1, 3, 9)]),
      quoteBody([rentLine(lift, 1, 1150, 3, 9)]),
    );
    await t.call('POST', `/quotes/${declined.token}/decline`, { payload: { reason: 'Too far' } });

    const first = await events(accepted.quote.number);
    expect(first.map((event) => event.type)).toEqual(['quote.sent', 'quote.accepted']);
    expect(first[0]!.data).toMatchObject({ status: 'sent', total: accepted.quote.total });
    expect(first[1]!.data).toMatchObject({
      status: 'accepted',
      signer_name: 'Hook Signer',
      agreement_number: expect.stringMatching(/^RA-/),
    });
    const second = await events(declined.quote.number);
    expect(second.map((event) => [event.type, event.data.status])).toEqual([
      ['quote.sent', 'sent'],
      ['quote.declined', 'declined'],
    ]);
    expect(second[1]!.data.decline_reason).toBe('Too far');
  });
});
