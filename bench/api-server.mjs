// Child process of the API benchmark: the real app (built dist, in-memory PGlite with the demo
// data) plus a bare route `/__bare` answering `{ ok: true }` (and `/__dealer-events`, below),
// listening on 127.0.0.1. Prints `READY <port>` when listening. Started and stopped by
// bench/api.mjs and bench/dealer-events.mjs.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './util.mjs';

// `BENCH_ENTRY`: another build of the server (default: packages/server/dist).
const entry = await import(
  pathToFileURL(
    process.env.BENCH_ENTRY || join(root, 'packages', 'server', 'dist', 'bench-entry.js'),
  ).href
);
const config = {
  ...entry.loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: 'memory://',
    NODE_ENV: 'production',
  }),
  devOutbox: false,
};
const db = await entry.openDatabase(config);
await entry.seedDemoData(db);
const app = await entry.buildApp({ config, db }, { logger: false });
app.get('/__bare', async () => ({ ok: true }));
// For bench/dealer-events.mjs: writes the funnel events still waiting, then answers what the
// roll-ups and raw rows hold, and this process's CPU time so far (microseconds).
app.post('/__dealer-events', async () => {
  await app.dealerEvents.flush();
  const { rows } = await db.query(
    `select (select coalesce(sum(count), 0)::int from dealer_event_days) as day_events,
            (select coalesce(sum(impressions + opens + submits), 0)::int from dealer_page_days) as page_events,
            (select count(*)::int from dealer_events) as raw_events`,
  );
  return { ...rows[0], cpu: process.cpuUsage() };
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${app.server.address().port}\n`);

const shutdown = async () => {
  await app.close().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
