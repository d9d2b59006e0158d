// Webhook delivery (issue 37): the built app (dist/bench-entry.js) in this process on in-memory
// PGlite with the demo data, NODE_ENV=production with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, and a
// node:http receiver on loopback answering 200. (1) Latency: `runs` quote requests one at a time
// through `app.inject` on a unit of the demo account, whose endpoint wants `lead.created`: from the
// request's start (its commit is inside) to the receiver's 200, p50/p95. (2) Drain: `count` events
// queued in one transaction for a second endpoint, then `wake()`: deliveries per second until the
// receiver has them all and the last result is written. `node bench/webhooks.mjs` prints both.
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { median, ms, root } from './util.mjs';

export const LATENCY_BUDGET_MS = 1000;
export const DRAIN_BUDGET_PER_SECOND = 200;
const SECRET = `whsec_${'b'.repeat(43)}`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** A receiver that answers 200 and calls `onHook(path)` when each request has arrived. */
async function startReceiver(onHook) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.end('ok');
      onHook(request.url);
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

export async function webhookDelivery({ runs = 40, warmup = 5, count = 1000, log = () => {} }) {
  const entry = await import(
    pathToFileURL(join(root, 'packages', 'server', 'dist', 'bench-entry.js')).href
  );
  const config = {
    ...entry.loadConfig({
      ...process.env,
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      FORM_SUBMISSIONS_PER_HOUR: '1000000',
    }),
    devOutbox: false,
  };
  const db = await entry.openDatabase(config);
  await entry.seedDemoData(db);
  const app = await entry.buildApp({ config, db }, { logger: false });
  await app.ready();
  let arrived = () => {};
  let drained = 0;
  let drainDone = () => {};
  const receiver = await startReceiver((path) => {
    if (path === '/lead') arrived();
    else if (++drained === count) drainDone();
  });
  try {
    const { rows } = await db.query(
      `select p.id, p.account_id from products p join accounts a on a.id = p.account_id
        where a.name = 'Liftline Demo Rentals' and p.status = 'published' and p.for_sale
        order by p.id limit 1`,
    );
    const { id: unit, account_id: accountId } = rows[0];
    const endpoint = async (path, events) =>
      (
        await db.query(
          `insert into webhook_endpoints (account_id, url, events, secret) values ($1, $2, $3, $4)
           returning id`,
          [accountId, `${receiver.url}${path}`, events, SECRET],
        )
      ).rows[0].id;
    await endpoint('/lead', ['lead.created']);

    const latencies = [];
    for (let i = 0; i < warmup + runs; i += 1) {
      const received = new Promise((done) => (arrived = done));
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/equipment/request-quote',
        payload: {
          equipment_id: unit,
          listing: 'buy',
          purchase_timeframe: 'immediately',
          quantity: 1,
          jobsite_zip: '60601',
          name: 'Bench Customer',
          email: `bench${i}@webhooks.example`,
          phone: '(312) 555-0100',
        },
      });
      if (answer.statusCode !== 201)
        throw new Error(`quote request answered ${answer.statusCode}: ${answer.body}`);
      await received;
      if (i >= warmup) latencies.push(performance.now() - started);
    }
    log(`  commit → receiver p50 ${ms(median(latencies))}`);

    // Drain: `count` deliveries due at once (one event each), queued in one transaction.
    const drainEndpoint = await endpoint('/drain', ['product.published']);
    const allDone = new Promise((done) => (drainDone = done));
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into webhook_events (id, account_id, type, body)
         select 'evt_' || lpad(g::text, 24, '0'), $1, 'product.published',
                json_build_object('id', 'evt_' || lpad(g::text, 24, '0'),
                  'type', 'product.published', 'created_at', now(), 'data', json_build_object('n', g))::text
           from generate_series(1, $2::int) as g`,
        [accountId, count],
      );
      await tx.query(
        `insert into webhook_deliveries (endpoint_id, event_id)
         select $1, 'evt_' || lpad(g::text, 24, '0') from generate_series(1, $2::int) as g`,
        [drainEndpoint, count],
      );
    });
    const drainStart = performance.now();
    app.webhooks.wake();
    await allDone;
    await app.webhooks.dispatcher.idle();
    const drainSeconds = (performance.now() - drainStart) / 1000;
    const { rows: done } = await db.query(
      `select count(*)::int as n from webhook_deliveries where endpoint_id = $1 and status = 'succeeded'`,
      [drainEndpoint],
    );
    if (done[0].n !== count) throw new Error(`${done[0].n} of ${count} deliveries succeeded`);
    const perSecond = count / drainSeconds;
    log(
      `  ${count} deliveries drained in ${drainSeconds.toFixed(2)} s (${Math.round(perSecond)}/s)`,
    );
    return {
      runs,
      latency: {
        p50: median(latencies),
        p95: percentile(latencies, 95),
        max: Math.max(...latencies),
      },
      drain: { count, seconds: drainSeconds, perSecond },
    };
  } finally {
    await app.close();
    await db.close();
    receiver.server.closeAllConnections();
    receiver.server.close();
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const result = await webhookDelivery({ log: console.log });
  console.log(JSON.stringify(result, null, 2));
}
