#!/usr/bin/env node
// Finds the branch nearest to a US zip code through the public SDK.
//   LIFTLINE_API=http://localhost:3000/api node locate-branch.mjs 60601
import { ApiError, createClient, isValidZip, NetworkError, unwrap } from '@liftline/sdk';

const zip = process.argv[2] ?? '';
if (!isValidZip(zip)) {
  console.error('Usage: node locate-branch.mjs <five digit zip code>');
  process.exit(2);
}

// Node has no page origin: the base URL must be absolute.
const client = createClient({ baseUrl: process.env.LIFTLINE_API ?? 'http://localhost:3000/api' });

try {
  const branch = await unwrap(
    client.GET('/locate-branch', { params: { query: { zip_code: zip } } }),
  );
  console.log(
    `${branch.name} — ${branch.city}, ${branch.state} (${branch.distance_miles} mi from ${zip})`,
  );
  console.log(`  ${branch.address_line1}, ${branch.city}, ${branch.state} ${branch.zip_code}`);
  if (branch.phone_number) console.log(`  ${branch.phone_number}`);
} catch (error) {
  if (error instanceof ApiError)
    console.error(`${error.status}: ${error.serverMessage ?? error.message}`);
  else if (error instanceof NetworkError) console.error(error.message);
  else throw error;
  process.exit(1);
}
