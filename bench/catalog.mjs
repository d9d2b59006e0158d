// Catalog scaling: 1k, 10k and 100k items in scratch in-memory PGlite databases; page 1 of a
// filtered, sorted listing, the filters call, an available-between listing and two searches with a
// typo (a make, a kind of machine) through `app.inject`, cache-cold and warm.
//
// `npm run bench -- --only=catalog` measures every shape; one or a few alone, at chosen sizes:
//   node bench/catalog.mjs [--shapes=available,listing] [--sizes=1000,100000] [--runs=7]
//                          [--entry=packages/server/dist/bench-entry.js]
// (the built server; `node scripts/build-if-stale.mjs` first).
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { median, root } from './util.mjs';

export const LISTING_URL = '/api/v1/equipment?category=lift-trucks&listing=rent&sort=price_asc';
export const FILTERS_URL = '/api/v1/equipment/filters?category=lift-trucks&listing=rent';

const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The listing above, keeping the units free on every day of a week a month out (bookings below). */
export const AVAILABLE_URL = `${LISTING_URL}&available_from=${dayFromToday(30)}&available_to=${dayFromToday(36)}`;

/**
 * Searches with a typo, and what the first unit of the page must be (else the measure is of an
 * empty answer and the section fails): "toyta" finds Toyota units, "scisor" scissor lifts (the
 * demo catalog, which the units are cloned from, has no telehandler).
 */
export const TYPO_SEARCHES = {
  typoMake: { url: '/api/v1/equipment?q=toyta', expect: (unit) => /toyota/i.test(unit.make) },
  typoKind: { url: '/api/v1/equipment?q=scisor', expect: (unit) => /scissor/i.test(unit.title) },
};

const timing = (figures) => `${figures.cold.toFixed(1)}/${figures.warm.toFixed(1)} ms`;

/** One size's figures as a line of the log (cold/warm medians, and what each answer held). */
function describe(row, shapes) {
  const parts = [];
  if (row.listing) parts.push(`listing ${timing(row.listing)}`);
  if (row.filters) parts.push(`filters ${timing(row.filters)}`);
  if (row.available) {
    parts.push(
      `available-between p50 ${timing(row.available)} (cold/warm; ${row.available.total} units of the listing free that week)`,
    );
  }
  const typos = shapes.filter((shape) => shape in TYPO_SEARCHES);
  if (typos.length > 0) {
    parts.push(
      `typo searches ${typos.map((key) => timing(row[key])).join(' and ')} (${typos.map((key) => row[key].total).join(' and ')} units)`,
    );
  }
  return parts.join(', ');
}

/**
 * Replaces the demo catalog by `count` items cloned from it (so categories, makes, models and
 * price levels keep the demo's realistic mix), with prices jittered ±20 %, spread over every
 * branch and over time, 2 % of them drafts. One `insert … select from generate_series`.
 */
export async function seedCatalog(db, count) {
  await db.query(
    'create temp table demo as select *, row_number() over (order by id) as n from products',
  );
  const { rows } = await db.query('select count(*)::int as count from demo');
  const demoCount = rows[0].count;
  await db.query('delete from products');
  await db.query(
    `insert into products (stock_number, title, category, make, model, year, condition, for_rent,
       for_sale, fuel_type, capacity_lbs, lift_height_ft, hours_used, sale_price, rental_daily,
       rental_weekly, rental_monthly, description, specs, image_url, branch_id, account_id, status,
       created_at, updated_at, fleet_quantity)
     select 'BN-' || lpad(g::text, 6, '0'), d.title, d.category, d.make, d.model,
            least(2026, greatest(1990, d.year - (g % 4))), d.condition, d.for_rent, d.for_sale,
            d.fuel_type, d.capacity_lbs, d.lift_height_ft,
            case when d.hours_used is null then null else d.hours_used + (g % 997) end,
            round(d.sale_price * (0.8 + ((g * 7919) % 401) / 1000.0), 2),
            round(d.rental_daily * (0.8 + ((g * 7919) % 401) / 1000.0), 2),
            round(d.rental_weekly * (0.8 + ((g * 7919) % 401) / 1000.0), 2),
            round(d.rental_monthly * (0.8 + ((g * 7919) % 401) / 1000.0), 2),
            d.description, d.specs, d.image_url,
            b.ids[1 + ((g * 31) % array_length(b.ids, 1))], d.account_id,
            case when g % 50 = 0 then 'draft' else 'published' end,
            timestamptz '2026-11-01' - g * interval '7 minutes',
            timestamptz '2026-11-01' - g * interval '7 minutes', d.fleet_quantity
       from generate_series(1, $1::int) as g
       join demo d on d.n = 1 + (g % $2::int)
      cross join (select array_agg(id order by id) as ids from branches) as b`,
    [count, demoCount],
  );
  await db.query('drop table demo');
  await db.query('analyze products');
}

/**
 * Bookings around the available-between week: every 10th rental unit fully booked for 5 days
 * overlapping it (so it drops out), every 7th with one unit booked for 3 weeks (fully booked only
 * when its fleet is 1). One row per booking through the bookings trigger, as the API writes them.
 */
export async function seedBookings(db) {
  await db.query(
    `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date)
     select id, 'hold', fleet_quantity, current_date + 28 + id % 10, current_date + 32 + id % 10
       from products where status = 'published' and for_rent and id % 10 = 0
     union all
     select id, 'hold', 1, current_date + 20, current_date + 40
       from products where status = 'published' and for_rent and id % 7 = 0 and id % 10 <> 0`,
  );
  await db.query('analyze equipment_booked_days');
}

async function timeRequest(app, url) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return { elapsed, body: response.json() };
}

/** The shapes measured, by key: the listing, the filters call, available-between, the searches. */
const SHAPES = {
  listing: LISTING_URL,
  filters: FILTERS_URL,
  available: AVAILABLE_URL,
  ...Object.fromEntries(Object.entries(TYPO_SEARCHES).map(([name, search]) => [name, search.url])),
};

export async function catalogScaling({
  sizes = [1_000, 10_000, 100_000],
  runs = 7,
  log,
  shapes = Object.keys(SHAPES),
  entryPath = join(root, 'packages', 'server', 'dist', 'bench-entry.js'),
}) {
  const unknown = shapes.filter((shape) => !(shape in SHAPES));
  if (unknown.length > 0) throw new Error(`unknown catalog shapes: ${unknown.join(', ')}`);
  const entry = await import(pathToFileURL(entryPath).href);
  const results = [];
  for (const size of sizes) {
    const config = {
      ...entry.loadConfig({ ...process.env, DATA_DIR: 'memory://', NODE_ENV: 'production' }),
      devOutbox: false,
    };
    const started = performance.now();
    const db = await entry.openDatabase(config);
    try {
      await entry.seedDemoData(db);
      await seedCatalog(db, size);
      await seedBookings(db);
      const seedSeconds = (performance.now() - started) / 1000;
      const app = await entry.buildApp({ config, db }, { logger: false });
      try {
        // Bumps the catalog version (the products trigger), so the next call misses the cache.
        const touch = () =>
          db.query(
            'update products set updated_at = updated_at where id = (select min(id) from products)',
          );
        const row = { size, seedSeconds, runs };
        for (const key of shapes) {
          const url = SHAPES[key];
          for (let i = 0; i < 3; i++) await timeRequest(app, url); // warm-up (plans, buffers)
          const cold = [];
          for (let i = 0; i < runs; i++) {
            await touch();
            cold.push((await timeRequest(app, url)).elapsed);
          }
          const warm = [];
          let body;
          for (let i = 0; i < runs; i++) {
            const timed = await timeRequest(app, url);
            warm.push(timed.elapsed);
            body = timed.body;
          }
          const typo = TYPO_SEARCHES[key];
          if (typo && !(body.items?.length > 0 && typo.expect(body.items[0]))) {
            throw new Error(`${url} did not find what it searches for (${size} items)`);
          }
          row[key] = {
            cold: median(cold),
            warm: median(warm),
            total: key === 'filters' ? body.total : body.meta?.total,
          };
        }
        log(`  ${size} items (seeded in ${seedSeconds.toFixed(1)} s): ${describe(row, shapes)}`);
        results.push(row);
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
  }
  const first = results[0];
  const last = results[results.length - 1];
  const ratios = {};
  for (const key of ['listing', 'filters', 'available'].filter((key) => shapes.includes(key))) {
    for (const mode of ['cold', 'warm']) {
      ratios[`${key}.${mode}`] = last[key][mode] / first[key][mode];
    }
  }
  return {
    listingUrl: LISTING_URL,
    filtersUrl: FILTERS_URL,
    availableUrl: AVAILABLE_URL,
    typoUrls: Object.values(TYPO_SEARCHES).map((search) => search.url),
    results,
    ratios,
  };
}

/** `--name=a,b` of the command line, split, or undefined. */
function option(args, name) {
  const arg = args.find((value) => value.startsWith(`--${name}=`));
  return arg?.slice(name.length + 3).split(',');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const result = await catalogScaling({
    sizes: option(args, 'sizes')?.map(Number),
    runs: option(args, 'runs')?.map(Number)[0],
    shapes: option(args, 'shapes'),
    entryPath: option(args, 'entry') && resolve(option(args, 'entry')[0]),
    log: (message) => console.log(message),
  });
  for (const [key, value] of Object.entries(result.ratios)) {
    console.log(`  ${key} ${value.toFixed(2)}× (largest/smallest size; budget ≤ 2×)`);
  }
}
