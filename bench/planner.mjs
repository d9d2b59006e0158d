// The fleet planner at 2,000 units (issue 45, item 6): the built app in the bench process on
// in-memory PGlite with the demo data, its catalog replaced by `units` units of the demo account
// (cloned from the demo catalog, bench/catalog.mjs) and bookings on them (a won lead's on every
// other unit, two holds on each, every fifth running past one of the month's edges, and pending
// extensions and call-offs): about 3.5 bars per unit.
//
// (a) The call: `GET /account/{id}/planner` for next month through `app.inject` as the demo
//     owner, p50/p95/fastest of `runs` after 3 warm-ups (budget p50 ≤ 50 ms), the process's CPU
//     time per call and the load average (the machine is shared: wall times follow its load):
//     first while nothing changes (the answer kept by its versions is sent again), then each
//     call after a change (the rental requests' version moved before it, untimed: the answer is
//     computed, validated and serialised again).
// (b) The page: the app listening on loopback, Chromium (1280 × 900) logged in as the demo owner,
//     then `runs` fresh navigations to `/authorized/account/planner?view=month&start=…`: from the
//     navigation's start to the grid's first rows painted with their data — the page's own
//     performance mark `planner:rows` (set after the frame that paints the rows) — median
//     (budget ≤ 1 s), and when the planner's answer had arrived (its resource timing).
//
//   node bench/planner.mjs [--units=2000] [--runs=15]   (after `npm run build`)
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { seedCatalog } from './catalog.mjs';
import { CHROME_FLAGS } from './lighthouse.mjs';
import { loginDemoOwner, median, root } from './util.mjs';

/** The call's p50 and the first paint's (issue 45, item 6). */
export const PLANNER_CALL_BUDGET_MS = 50;
export const PLANNER_PAINT_BUDGET_MS = 1000;

const DEMO_OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };

/** The first and last day of the month after today's (UTC). */
export function nextMonth(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * Bookings on every unit around the month from `from`: a won lead's booking (one line of a won
 * quote list, as the API writes them) on every other unit, two holds on every unit (one of them
 * crossing the month's start or end on every fifth unit), each of one unit and on days apart (so
 * a fleet of one is never overbooked); a pending extension on every tenth won lead's booking and a
 * pending call-off on every fourteenth.
 */
export async function seedPlannerBookings(db, from) {
  const { rows } = await db.query(
    `select a.id as account_id from accounts a where a.name = 'Liftline Demo Rentals'`,
  );
  const accountId = rows[0].account_id;
  // Won quote lists: one per second unit, one rent line each.
  await db.query(
    `insert into quote_requests (name, email, phone, branch_id, account_id, status, created_at,
       updated_at, request_reference, line_count, jobsite_zip)
     select 'Renter ' || p.id, 'renter' || p.id || '@customer.example', '(312) 555-0100',
            p.branch_id, $1, 'won', now(), now(), 'bench-planner-' || p.id, 1, '60601'
       from products p where p.account_id = $1 and p.id % 2 = 0`,
    [accountId],
  );
  await db.query(
    `insert into quote_request_lines (quote_request_id, position, equipment_id, equipment_title,
       mode, quantity, start_date, end_date)
     select q.id, 1, p.id, p.title, 'rent', 1, $1::date + 8 + (p.id % 3), $1::date + 14 + (p.id % 3)
       from quote_requests q
       join products p on q.request_reference = 'bench-planner-' || p.id`,
    [from],
  );
  await db.query(
    `insert into equipment_bookings (equipment_id, source, quote_line_id, quantity, start_date, end_date)
     select l.equipment_id, 'lead', l.id, 1, l.start_date, l.end_date
       from quote_request_lines l
       join quote_requests q on q.id = l.quote_request_id
      where q.request_reference like 'bench-planner-%'`,
  );
  await db.query(
    `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date, note)
     select p.id, 'hold', 1,
            case when p.id % 5 = 0 then $1::date - 3 else $1::date + 1 end,
            case when p.id % 5 = 0 then $1::date + 2 else $1::date + 4 end,
            'Bench hold'
       from products p where p.account_id = $2
     union all
     select p.id, 'hold', 1,
            case when p.id % 5 = 1 then $1::date + 27 else $1::date + 20 + (p.id % 4) end,
            case when p.id % 5 = 1 then $1::date + 33 else $1::date + 23 + (p.id % 4) end,
            'Bench hold'
       from products p where p.account_id = $2`,
    [from, accountId],
  );
  await db.query(
    `insert into rental_requests (booking_id, account_id, kind, status, end_date, pickup_date,
       site_contact_name, site_contact_phone, number)
     select b.id, $1::int, 'extension', 'pending', b.end_date + 3, null::date, null, null, null::text
       from equipment_bookings b where b.source = 'lead' and b.id % 10 = 0
     union all
     select b.id, $1::int, 'off_rent', 'pending', null::date, b.end_date, 'Site contact', '(312) 555-0199',
            'CO-2026-' || lpad(b.id::text, 6, '0')
       from equipment_bookings b where b.source = 'lead' and b.id % 14 = 0`,
    [accountId],
  );
  await db.query('analyze');
  return accountId;
}

/**
 * `runs` calls after 3 warm-ups: each one's wall time, and the process's CPU time per call (the
 * app and PGlite run in this process), which the machine's other load changes much less. With
 * `between`, it runs (untimed, its CPU time not counted) before every call: `changed` below.
 */
async function timedCalls(app, url, authorization, runs, between) {
  const times = [];
  let body;
  let cpuMs = 0;
  for (let i = 0; i < runs + 3; i++) {
    if (between) await between();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization } });
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    if (i >= 3) {
      times.push(elapsed);
      cpuMs += (used.user + used.system) / 1000;
    }
    body = response;
  }
  return { times, body, cpuPerCall: cpuMs / runs };
}

const summary = ({ times, cpuPerCall }, load) => ({
  p50: median(times),
  p95: percentile(times, 95),
  min: Math.min(...times),
  cpuPerCall,
  loadAverage: load,
});

/** First paint of the month at `units` units in Chromium, `runs` navigations (see the top). */
async function firstPaint({ origin, chromePath, path, runs, units }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/guest/user/login`);
    await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
    await page.getByLabel('Password').fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/authorized\/account$/, { timeout: 60_000 });
    const times = [];
    const dataTimes = [];
    let rows = 0;
    for (let i = 0; i < runs + 1; i++) {
      await page.goto(`${origin}${path}`);
      const mark = await page.waitForFunction(
        () => performance.getEntriesByName('planner:rows')[0]?.startTime,
        undefined,
        { timeout: 60_000 },
      );
      const at = await mark.jsonValue();
      // When the planner's answer had arrived (resource timing), to tell the call from the render.
      const answered = await page.evaluate(
        () =>
          performance.getEntriesByType('resource').find((entry) => entry.name.includes('/planner?'))
            ?.responseEnd ?? null,
      );
      rows = await page.locator('[role="row"][aria-rowindex]').count();
      const count = await page.getByRole('grid').getAttribute('aria-rowcount');
      if (Number(count) !== units + 1)
        throw new Error(`the grid has ${count} rows, not ${units + 1}`);
      // The first navigation fills the HTTP cache.
      if (i > 0) {
        times.push(at);
        if (answered !== null) dataTimes.push(answered);
      }
    }
    return { times, dataTimes, renderedRows: rows };
  } finally {
    await browser.close();
  }
}

/**
 * The built app on in-memory PGlite with the demo data, `units` units and the planner's bookings
 * for next month (shared with bench/planner-profile.mjs). Close `app`, then `db`.
 */
export async function openPlannerBench(units) {
  const entry = await import(
    pathToFileURL(join(root, 'packages', 'server', 'dist', 'bench-entry.js')).href
  );
  const config = {
    ...entry.loadConfig({
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    }),
    devOutbox: false,
  };
  const db = await entry.openDatabase(config);
  try {
    await entry.seedDemoData(db);
    await seedCatalog(db, units);
    const { from, to } = nextMonth();
    const accountId = await seedPlannerBookings(db, from);
    const app = await entry.buildApp({ config, db }, { logger: false });
    return { entry, config, db, app, accountId, from, to };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export async function plannerBenchmark({ units = 2000, runs = 15, chromePath, log = console.log }) {
  const { db, app, accountId, from, to } = await openPlannerBench(units);
  try {
    try {
      const { authorization } = await loginDemoOwner(app);
      const url = `/api/v1/account/${accountId}/planner?from=${from}&to=${to}`;
      // (1) Calls while nothing changes: the kept answer (src/rentals/planner-answers.ts).
      const load = loadavg()[0];
      const kept = await timedCalls(app, url, authorization, runs);
      // (2) Calls each after a change (the rental requests' version moved, as any change of a
      //     request moves it): the query, the response validation and the serialisation.
      const changedLoad = loadavg()[0];
      const changed = await timedCalls(app, url, authorization, runs, () =>
        db.query('update rental_request_state set version = version + 1'),
      );
      const planner = changed.body.json();
      if (kept.body.body !== changed.body.body)
        throw new Error('the kept answer is not the computed one');
      const bars = planner.units.reduce((sum, unit) => sum + unit.bars.length, 0);
      if (planner.units.length !== units)
        throw new Error(`the planner has ${planner.units.length} units, not ${units}`);
      const call = {
        ...summary(kept, load),
        changed: summary(changed, changedLoad),
        runs,
        units: planner.units.length,
        bars,
        bytes: changed.body.rawPayload.length,
      };
      const line = (name, figures) =>
        `  call, ${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, fastest ${figures.min.toFixed(1)} ms, CPU ${figures.cpuPerCall.toFixed(1)} ms per call (1-minute load average ${figures.loadAverage.toFixed(1)} on ${cpus().length} cores)`;
      log(`  call: ${units} units, ${bars} bars, ${(call.bytes / 1024).toFixed(0)} KB`);
      log(line('nothing changed since the last one (its kept answer)', call));
      log(line('each after a change (computed)', call.changed));
      let paint = null;
      if (chromePath) {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const origin = `http://127.0.0.1:${app.server.address().port}`;
        const measured = await firstPaint({
          origin,
          chromePath,
          path: `/authorized/account/planner?view=month&start=${from}`,
          runs: Math.max(3, Math.round(runs / 3)),
          units,
        });
        paint = {
          loadAverage: loadavg()[0],
          dataP50: median(measured.dataTimes),
          p50: median(measured.times),
          max: Math.max(...measured.times),
          runs: measured.times.length,
          renderedRows: measured.renderedRows,
        };
        log(
          `  first paint of the month: p50 ${paint.p50.toFixed(0)} ms (its data had arrived at ${paint.dataP50?.toFixed(0) ?? '?'} ms), max ${paint.max.toFixed(0)} ms (${paint.runs} navigations; ${paint.renderedRows} of ${units} rows in the page; load average ${paint.loadAverage.toFixed(1)})`,
        );
      }
      return { units, from, to, call, paint };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { findChromium } = await import('../scripts/chromium.mjs');
  const arg = (name, fallback) =>
    Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const result = await plannerBenchmark({
    units: arg('units', 2000),
    runs: arg('runs', 15),
    chromePath: process.env.CHROME_PATH || findChromium(),
  });
  console.log(JSON.stringify(result, null, 2));
}
