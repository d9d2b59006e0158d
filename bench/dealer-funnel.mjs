// The site dashboard over 1,000,000 events (issue 36: p50 ≤ 50 ms cold). In-memory PGlite with the
// demo data; one dealer site of the demo account gets `events` funnel events spread over the 365
// days to today (20 pages, 4 elements; impressions ≫ opens ≫ steps ≫ submits), generated with
// `generate_series` and rolled up with `insert … select … group by` into dealer_event_days and
// dealer_page_days exactly as the ingest counts them (the raw rows of the last 30 days are kept
// in dealer_events too, as the purge leaves them), plus `leads` credited leads, a quarter of them
// won. `otherSites` more sites get a year of dense roll-ups so the tables are not one site's.
//
// Measured: `getDealerSiteFunnel` through app.inject (JSON parsed), over 365, 90 and 30 days.
// Cold, as the budget means it: every call asks a range no earlier call asked (each ends one day
// earlier than the one before) and nothing in the app caches figures, so every call runs its
// queries on the roll-ups; `runs` calls per range after 3 warm-up calls (other ranges) that take
// the app's own first-request work (route compile, serializers) out. Restarted: `restarts` calls
// that are each the FIRST request of a newly built app (buildApp over the same database), beside
// the first `GET /user` of a newly built app, which is that cost without the funnel. The
// database's buffers stay warm: in-memory PGlite has no colder state. `node
// bench/dealer-funnel.mjs` prints the table (BENCH_SERVER_ENTRY: another build's bench-entry.js).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loginDemoOwner, ms, root } from './util.mjs';

const RANGES = [365, 90, 30];

/** The value at quantile `q` (0…1) of `values`, nearest rank. */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};

const isoDay = (date) => date.toISOString().slice(0, 10);
const addDays = (day, days) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

async function insertSite(db, accountId, name, n) {
  const { rows } = await db.query(
    `insert into dealer_sites (account_id, name, origins, publishable_key)
     values ($1, $2, array['https://dealer-${n}.example'], $3) returning id`,
    [accountId, name, `pk_bench${String(n).padStart(19, '0')}`],
  );
  return rows[0].id;
}

/**
 * `events` events of site `siteId` over the 365 days to today, rolled up. Each event draws its day
 * uniformly, its page from 20 with a skewed weight (page 1 the busiest), its element from 4 and
 * its type: 85% impressions, 10% opens, 4% steps, 1% submits.
 */
async function seedEvents(db, siteId, events) {
  await db.query('select setseed(0.36)');
  await db.query(
    `create temp table bench_events as
     select (current_date - (random() * 364.999)::int) as day,
            'https://dealer.example/page-' || (1 + floor(20 * random() ^ 2))::int as page,
            (array['request-quote','request-quote','find-branch','equipment-list','quote-list-button'])
              [1 + floor(random() * 5)::int] as element,
            case when r < 0.85 then 'impression' when r < 0.95 then 'open'
                 when r < 0.99 then 'step' else 'submit' end as type
       from (select random() as r from generate_series(1, $1::int)) as g`,
    [events],
  );
  await db.query(
    `insert into dealer_event_days (site_id, day, element, type, count)
     select $1, day, element, type, count(*) from bench_events group by day, element, type`,
    [siteId],
  );
  await db.query(
    `insert into dealer_page_days (site_id, day, page, impressions, opens, submits)
     select $1, day, page, count(*) filter (where type = 'impression'),
            count(*) filter (where type = 'open'), count(*) filter (where type = 'submit')
       from bench_events group by day, page`,
    [siteId],
  );
  await db.query(
    `insert into dealer_events (site_id, occurred_at, type, element, page)
     select $1, day + time '12:00', type, element, page from bench_events
      where day > current_date - 30`,
    [siteId],
  );
  await db.query('drop table bench_events');
}

/** A year of dense roll-ups for `count` more sites (every day, element, type and page). */
async function seedOtherSites(db, accountId, count) {
  for (let n = 1; n <= count; n++) {
    const siteId = await insertSite(db, accountId, `Other bench site ${n}`, n + 1);
    await db.query(
      `insert into dealer_event_days (site_id, day, element, type, count)
       select $1, current_date - d, e, t, 1 + (random() * 50)::int
         from generate_series(0, 364) d,
              unnest(array['find-branch','request-quote','quote-list-button','equipment-list']) e,
              unnest(array['impression','open','step','submit']) t`,
      [siteId],
    );
    await db.query(
      `insert into dealer_page_days (site_id, day, page, impressions, opens, submits)
       select $1, current_date - d, 'https://dealer-other.example/page-' || p,
              (random() * 100)::int, (random() * 10)::int, (random() * 2)::int
         from generate_series(0, 364) d, generate_series(1, 20) p`,
      [siteId],
    );
  }
}

/** `count` leads credited to the site over the year (quote requests), a quarter won later. */
async function seedLeads(db, accountId, siteId, count) {
  const { rows } = await db.query(
    `insert into quote_requests (name, email, phone, branch_id, account_id, status, created_at,
       updated_at, listing, purchase_timeframe, quantity, jobsite_zip, dealer_site_id,
       source_page, source_element)
     select 'Dealer customer ' || g, 'dealer' || g || '@customer.example', '(312) 555-0100',
            (select id from branches where account_id = $1 order by id limit 1), $1,
            case when g % 4 = 0 then 'won' else 'new' end,
            now() - (g % 365) * interval '1 day', now(), 'buy', 'immediately', 1, '60601', $2,
            'https://dealer.example/page-1', 'request-quote'
       from generate_series(1, $3::int) as g
     returning id, created_at, status`,
    [accountId, siteId, count],
  );
  await db.query(
    `insert into lead_events (lead_type, lead_id, kind, to_status, created_at)
     select 'quote', id, 'received', 'new', created_at from quote_requests where dealer_site_id = $1
     union all
     select 'quote', id, 'status', 'won', least(created_at + interval '3 days', now())
       from quote_requests where dealer_site_id = $1 and status = 'won'`,
    [siteId],
  );
  return rows.length;
}

export async function dealerFunnel({
  events = 1_000_000,
  otherSites = 49,
  leads = 2_000,
  runs = 15,
  restarts = 5,
  entryPath = join(root, 'packages', 'server', 'dist', 'bench-entry.js'),
  log = console.log,
}) {
  const entry = await import(pathToFileURL(entryPath).href);
  const config = {
    ...entry.loadConfig({ ...process.env, DATA_DIR: 'memory://', NODE_ENV: 'production' }),
    devOutbox: false,
  };
  const db = await entry.openDatabase(config);
  try {
    await entry.seedDemoData(db);
    const { rows } = await db.query(
      `select id from accounts where name = 'Liftline Demo Rentals' order by id limit 1`,
    );
    const accountId = rows[0].id;
    const seedStarted = performance.now();
    const siteId = await insertSite(db, accountId, 'Bench dealer site', 1);
    await seedEvents(db, siteId, events);
    await seedOtherSites(db, accountId, otherSites);
    const credited = await seedLeads(db, accountId, siteId, leads);
    await db.query('analyze');
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const freshApp = () => entry.buildApp({ config, db }, { logger: false });
    const setup = await freshApp();
    const { authorization } = await loginDemoOwner(setup).finally(() => setup.close());

    const today = isoDay(new Date());
    const url = (days, shift) => {
      const to = addDays(today, -shift);
      return `/api/v1/account/${accountId}/dealer-sites/${siteId}/funnel?from=${addDays(to, 1 - days)}&to=${to}`;
    };
    let shift = 0;
    const timed = async (app, path) => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: path, headers: { authorization } });
      const body = response.json();
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
      return { elapsed, body };
    };
    const afterRestart = async (path) => {
      const app = await freshApp();
      try {
        await app.ready();
        return (await timed(app, path)).elapsed;
      } finally {
        await app.close();
      }
    };

    const app = await freshApp();
    const results = [];
    try {
      for (let i = 0; i < 3; i++) await timed(app, url(365, shift++));
      for (const days of RANGES) {
        const times = [];
        let checked;
        for (let i = 0; i < runs; i++) {
          const { elapsed, body } = await timed(app, url(days, shift++));
          times.push(elapsed);
          checked ??= body;
        }
        results.push({
          days,
          p50: quantile(times, 0.5),
          p95: quantile(times, 0.95),
          runs,
          impressions: checked.impressions,
          submits: checked.submits,
          leads: checked.leads,
          won: checked.won,
        });
      }
    } finally {
      await app.close();
    }
    const restartedFunnel = [];
    const restartedUser = [];
    for (let i = 0; i < restarts; i++) {
      restartedFunnel.push(await afterRestart(url(365, shift++)));
      restartedUser.push(await afterRestart('/api/v1/user'));
    }
    const restarted = {
      runs: restarts,
      funnelYearP50: quantile(restartedFunnel, 0.5),
      userP50: quantile(restartedUser, 0.5),
    };
    const { rows: counted } = await db.query(
      `select (select sum(count) from dealer_event_days where site_id = $1)::float8 as events,
              (select count(*) from dealer_event_days)::float8 as event_rows,
              (select count(*) from dealer_page_days)::float8 as page_rows`,
      [siteId],
    );
    const result = { ...counted[0], otherSites, credited, seedSeconds, ranges: results, restarted };
    log(
      `  ${result.events} events (${result.event_rows} event-day rows, ${result.page_rows} page-day rows, ${otherSites + 1} sites), ${credited} leads; seeded in ${seedSeconds.toFixed(1)} s`,
    );
    log('  | range | p50 cold | p95 cold | runs | impressions | submits | leads | won |');
    log('  | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of results) {
      log(
        `  | ${row.days} days | ${ms(row.p50)} | ${ms(row.p95)} | ${row.runs} | ${row.impressions} | ${row.submits} | ${row.leads} | ${row.won} |`,
      );
    }
    log(
      `  cold: a range no earlier call asked, no cache of figures anywhere. First request of a newly built app (p50 of ${restarts}): 365 days ${ms(restarted.funnelYearP50)}, GET /user ${ms(restarted.userP50)}`,
    );
    return result;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await dealerFunnel({ entryPath: process.env.BENCH_SERVER_ENTRY || undefined });
}
