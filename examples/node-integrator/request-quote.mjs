#!/usr/bin/env node
// An integrator's script: log in, list rental lift trucks under a daily budget, request a quote
// for the cheapest one, log out.
//   LIFTLINE_API=http://localhost:3000/api LIFTLINE_EMAIL=… LIFTLINE_PASSWORD=… node request-quote.mjs
import { ApiError, NetworkError, can, createClient, memoryStorage, unwrap } from '@liftline/sdk';

const client = createClient({
  baseUrl: process.env.LIFTLINE_API ?? 'http://localhost:3000/api', // Node needs an absolute URL
  storage: memoryStorage(), // or fileStorage('.liftline-session.json', fs) to keep the session
  onUnauthenticated: () => console.error('The session ended; log in again.'),
});

const isoDate = (daysFromNow) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

try {
  const user = await client.auth.login({
    email: process.env.LIFTLINE_EMAIL ?? 'owner@liftline.example',
    password: process.env.LIFTLINE_PASSWORD ?? 'LiftlineDemo2026!',
  });
  console.log(
    `Logged in as ${user.name} (${user.current_account.name}); may manage products: ${can(user, 'products.manage')}`,
  );

  const page = await unwrap(
    client.GET('/equipment', {
      params: {
        query: {
          category: 'lift-trucks',
          listing: 'rent',
          price_max: 400,
          sort: 'price_asc',
          per_page: 5,
        },
      },
    }),
  );
  console.log(`${page.meta.total} lift trucks for rent at $400/day or less; the cheapest:`);
  for (const item of page.items)
    console.log(`  #${item.id} ${item.title} — $${item.rental_rates?.daily}/day`);

  const cheapest = page.items[0];
  if (!cheapest) throw new Error('No equipment matched the filter.');
  const receipt = await unwrap(
    client.POST('/equipment/request-quote', {
      body: {
        equipment_id: cheapest.id,
        listing: 'rent',
        start_date: isoDate(7),
        end_date: isoDate(21),
        quantity: 1,
        jobsite_zip: '60601',
        name: user.name,
        email: user.email,
        phone: '(312) 555-0100',
        company: user.current_account.name,
        notes: 'Requested through the integrator example.',
        branch_id: cheapest.branch_id,
      },
    }),
  );
  console.log(`Quote requested: ${receipt.reference} (${receipt.status})`);
} catch (error) {
  if (error instanceof ApiError) {
    console.error(`${error.message}`);
    for (const [field, messages] of Object.entries(error.fieldErrors))
      console.error(`  ${field}: ${messages.join(', ')}`);
  } else if (error instanceof NetworkError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
} finally {
  await client.auth.logout(); // clears the tokens even if the call fails
}
