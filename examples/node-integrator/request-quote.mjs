#!/usr/bin/env node
// An integrator's script with a secret API key (created in the back office: Account → API keys;
// it needs leads.view to read the inbox): say which key this is, find the cheapest rental lift
// truck under a daily budget, request a quote for it safely retryable (Idempotency-Key), then
// read the account's newest leads.
//   LIFTLINE_API=http://localhost:3000/api LIFTLINE_API_KEY=sk_… node request-quote.mjs
import { ApiError, NetworkError, createClient, newIdempotencyKey, unwrap } from '@liftline/sdk';

const apiKey = process.env.LIFTLINE_API_KEY;
if (!apiKey) {
  console.error('Set LIFTLINE_API_KEY to a secret API key (sk_…).');
  process.exit(2);
}
const client = createClient({
  apiKey, // sent as Authorization: Bearer sk_… on every call; no login, no refresh
  baseUrl: process.env.LIFTLINE_API ?? 'http://localhost:3000/api', // Node needs an absolute URL
});

const isoDate = (daysFromNow) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

try {
  const me = await unwrap(client.GET('/credentials'));
  console.log(
    `Key ${me.api_key?.name} (${me.api_key?.prefix}) of account ${me.account_id}; permissions: ${me.permissions.join(', ') || 'none'}`,
  );

  const page = await unwrap(
    client.GET('/equipment', {
      params: {
        query: { category: 'lift-trucks', listing: 'rent', price_max: 400, sort: 'price_asc' },
      },
    }),
  );
  const cheapest = page.items[0];
  if (!cheapest) throw new Error('No equipment matched the filter.');
  console.log(`Cheapest lift truck for rent: #${cheapest.id} ${cheapest.title}`);

  // One key per intended request: if the answer is lost (a timeout, a dropped connection), send
  // the same request with the same key again and the server answers the first answer again
  // instead of making a second lead.
  const idempotencyKey = newIdempotencyKey();
  const quote = () =>
    client.POST('/equipment/request-quote', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: {
        equipment_id: cheapest.id,
        listing: 'rent',
        start_date: isoDate(7),
        end_date: isoDate(21),
        quantity: 1,
        jobsite_zip: '60601',
        name: 'Jordan Integrator',
        email: 'jordan@integrator.example',
        phone: '(312) 555-0100',
        company: 'Integrator Co',
        notes: 'Requested through the integrator example.',
        branch_id: cheapest.branch_id,
      },
    });
  const receipt = await unwrap(quote());
  console.log(`Quote requested: ${receipt.reference} (${receipt.status})`);
  const { data: again, response } = await quote(); // as a retry after a lost answer would
  console.log(
    `Sent again with the same Idempotency-Key: ${again?.reference} (replayed: ${response.headers.get('idempotent-replayed') === 'true'})`,
  );

  if (me.account_id !== null && me.permissions.includes('leads.view')) {
    const leads = await unwrap(
      client.GET('/account/{id}/leads', {
        params: { path: { id: me.account_id }, query: { per_page: 5 } },
      }),
    );
    console.log(`The account's newest leads (${leads.meta.total} in all):`);
    for (const lead of leads.items)
      console.log(`  ${lead.reference} ${lead.status} ${lead.name} ${lead.received_at}`);
  } else {
    console.log('This key may not read leads (it needs leads.view).');
  }
} catch (error) {
  if (error instanceof ApiError) {
    console.error(`${error.status}: ${error.serverMessage ?? error.message}`);
    for (const [field, messages] of Object.entries(error.fieldErrors))
      console.error(`  ${field}: ${messages.join(', ')}`);
  } else if (error instanceof NetworkError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
