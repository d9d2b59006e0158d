// Lead inbox at scale: the demo data plus `count` leads of the demo account (one `insert … select
// from generate_series`) in in-memory PGlite. Measures page 1 of listAccountLeads through
// `app.inject` (median = p50 of `runs` after 3 warm-ups) and the streamed CSV export over real HTTP
// on loopback (the client discards each chunk): time and size, then in a second export the
// process's peak live heap and RSS above the level before (a full GC, then a reading, at each chunk).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loginDemoOwner, median, root } from './util.mjs';

async function seedLeads(db, count) {
  const { rows } = await db.query(
    `select a.id as account_id, array_agg(b.id order by b.id) as branch_ids
       from accounts a join branches b on b.account_id = a.id
      where a.name = 'Liftline Demo Rentals' group by a.id`,
  );
  const { account_id: accountId, branch_ids: branchIds } = rows[0];
  await db.query(
    `insert into quote_requests (name, email, phone, company, branch_id, account_id, status,
       created_at, updated_at, listing, purchase_timeframe, quantity, jobsite_zip, notes)
     select 'Customer ' || g, 'customer' || g || '@customer.example', '(312) 555-' || lpad((g % 10000)::text, 4, '0'),
            case when g % 3 = 0 then 'Company ' || (g % 97) end,
            ($2::int[])[1 + g % array_length($2::int[], 1)], $1,
            (array['new','contacted','quoted','won','lost'])[1 + g % 5],
            now() - g * interval '5 minutes', now() - g * interval '5 minutes',
            'buy', 'within-30-days', 1 + g % 5, '60601', 'Bench lead, a note of moderate length.'
       from generate_series(1, $3::int) as g`,
    [accountId, branchIds, count],
  );
  await db.query('analyze quote_requests');
  return accountId;
}

/** V8's `gc()` without `--expose-gc` on the command line (`npm run bench` passes no flags). */
function exposeGc() {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc');
}

/**
 * Peak live heap and RSS above their level at the start, while `work` runs: `work` calls `sample()`
 * (a full GC, then a reading) at each chunk it receives, so garbage not yet collected does not
 * count, only what the export holds at once.
 */
async function peakMemory(work) {
  const gc = exposeGc();
  gc();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  let samples = 0;
  const sample = () => {
    gc();
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
    samples += 1;
  };
  const result = await work(sample);
  return {
    result,
    samples,
    heapDeltaBytes: peakHeap - before.heapUsed,
    rssDeltaBytes: peakRss - before.rss,
  };
}

export async function leadInbox({ count = 10_000, runs = 15, log }) {
  const entry = await import(
    pathToFileURL(join(root, 'packages', 'server', 'dist', 'bench-entry.js')).href
  );
  const config = {
    ...entry.loadConfig({ ...process.env, DATA_DIR: 'memory://', NODE_ENV: 'production' }),
    devOutbox: false,
  };
  const db = await entry.openDatabase(config);
  try {
    await entry.seedDemoData(db);
    const accountId = await seedLeads(db, count);
    const app = await entry.buildApp({ config, db }, { logger: false });
    try {
      const { authorization } = await loginDemoOwner(app);
      const listUrl = `/api/v1/account/${accountId}/leads`;
      const times = [];
      let total;
      for (let i = 0; i < runs + 3; i++) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: listUrl,
          headers: { authorization },
        });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${listUrl} answered ${response.statusCode}`);
        total = response.json().meta.total;
        if (i >= 3) times.push(elapsed);
      }
      const newOnly = [];
      for (let i = 0; i < runs + 3; i++) {
        const started = performance.now();
        await app.inject({
          method: 'GET',
          url: `${listUrl}?status=new&per_page=1`,
          headers: { authorization },
        });
        if (i >= 3) newOnly.push(performance.now() - started);
      }

      await app.listen({ host: '127.0.0.1', port: 0 });
      const exportUrl = `http://127.0.0.1:${app.server.address().port}/api/v1/account/${accountId}/leads.csv`;
      const download = async (sample = () => {}) => {
        const started = performance.now();
        const response = await fetch(exportUrl, { headers: { authorization } });
        if (response.status !== 200) throw new Error(`export answered ${response.status}`);
        let bytes = 0;
        let newlines = 0;
        for await (const chunk of response.body) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) newlines += 1;
          sample();
        }
        return { bytes, lines: newlines, seconds: (performance.now() - started) / 1000 };
      };
      await download(); // warm-up
      const timed = await download();
      const exported = await peakMemory(download);
      const result = {
        leads: total,
        list: { p50: median(times), runs },
        countNew: { p50: median(newOnly), runs },
        export: {
          ...timed,
          rowsPerSecond: (timed.lines - 1) / timed.seconds,
          memorySamples: exported.samples,
          heapDeltaBytes: exported.heapDeltaBytes,
          rssDeltaBytes: exported.rssDeltaBytes,
        },
      };
      log(
        `  ${total} leads: list p50 ${result.list.p50.toFixed(1)} ms; CSV ${(timed.bytes / 1024).toFixed(0)} KB, ${timed.lines} lines in ${timed.seconds.toFixed(2)} s, peak live heap +${(exported.heapDeltaBytes / 2 ** 20).toFixed(1)} MB, RSS +${(exported.rssDeltaBytes / 2 ** 20).toFixed(1)} MB`,
      );
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
