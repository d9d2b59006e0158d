#!/usr/bin/env node
// Lighthouse (mobile) on the customer's quote page (issue 44): starts the built server on a free
// loopback port with a temporary data directory, has a guest send a quote list of two units, the
// demo staff member send a quote for it (delivery charge, 8.25 % tax), then runs Lighthouse 3 times
// on the mailed link (`/quotes/{token}`) and its Spanish twin, and prints the medians.
//   npm run build && node bench/quote-page.mjs [--runs=3]
// Performance is the budget (≥ 98); SEO is low by design: the page asks not to be indexed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- plain ESM helper
import { findChromium } from '../scripts/chromium.mjs';
import { lighthouseOnce } from './lighthouse.mjs';
import { freePort, median, root, stop, waitForHttp } from './util.mjs';

const runs = Number(/--runs=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 3);
const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };

const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function api(origin, path, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      origin,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status >= 400)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A sent quote for a fresh guest's quote list of two units at one branch; its link. */
export async function sentQuoteLink(origin) {
  const { items } = await api(origin, '/api/v1/equipment?listing=rent&per_page=50');
  const first = items.find(
    (unit) =>
      unit.rental_rates &&
      items.some((other) => other.id !== unit.id && other.branch_id === unit.branch_id),
  );
  const second = items.find(
    (unit) => unit.id !== first.id && unit.branch_id === first.branch_id && unit.rental_rates,
  );
  const email = `bench-quote-${Date.now()}@example.com`;
  const receipt = await api(origin, '/api/v1/equipment/request-quote', {
    method: 'POST',
    body: {
      items: [first, second].map((unit) => ({
        equipment_id: unit.id,
        listing: 'rent',
        quantity: 1,
        start_date: day(30),
        end_date: day(39),
      })),
      jobsite_address: '1200 W Fulton Market',
      jobsite_zip: '60607',
      name: 'Bench Customer',
      email,
      phone: '(312) 555-0142',
    },
  });
  const reference = receipt.lines[0].lead_reference;
  const login = await api(origin, '/api/v1/user/login', { method: 'POST', body: STAFF });
  const token = login.token.access_token;
  const base = `/api/v1/account/${login.user.current_account.id}/leads/${reference}/quotes`;
  const suggestion = await api(origin, `${base}/suggestion`, { token });
  const draft = await api(origin, base, {
    method: 'POST',
    token,
    body: {
      ...suggestion,
      charges: [{ kind: 'delivery', description: 'Delivery', amount: 150 }],
      tax_rate: 0.0825,
      note_to_customer: 'Delivery by 7am on the first day.',
    },
  });
  await api(origin, `${base}/${draft.id}/send`, { method: 'POST', token });
  const outbox = await api(origin, '/dev/outbox.json');
  const mail = outbox.items.find((item) => item.kind === 'quote-sent' && item.to === email);
  return new URL(mail.links[0].url).pathname;
}

async function main() {
  const chromePath = process.env.CHROME_PATH ?? findChromium();
  if (!chromePath) throw new Error('No Chromium: set CHROME_PATH.');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'liftline-quote-page-'));
  const server = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
    },
    stdio: 'ignore',
  });
  try {
    await waitForHttp(`${origin}/api/v1/locate-branch?zip_code=60601`, 180_000, server);
    const path = await sentQuoteLink(origin);
    const english = path.replace(/^\/es(?=\/)/, '');
    for (const route of [english, `/es${english}`]) {
      const samples = [];
      for (let attempt = 0; samples.length < runs && attempt < runs + 3; attempt++) {
        try {
          samples.push(await lighthouseOnce(`${origin}${route}`, chromePath));
        } catch (error) {
          console.error(`  attempt failed: ${error.message}`);
        }
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      console.log(
        `${route.replace(/[A-Za-z0-9_-]{22,}$/, ':token')} (${samples.length} runs): performance ${pick('performance')}, accessibility ${pick('accessibility')}, best practices ${pick('bestPractices')}, SEO ${pick('seo')} (noindex), LCP ${Math.round(pick('lcp'))} ms, TBT ${Math.round(pick('tbt'))} ms, CLS ${pick('cls')?.toFixed(3)}`,
      );
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
