import nodemailer from 'nodemailer';
import { buildApp } from './app';
import { createDrainSwitch } from './http/health';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './db/seed-demo-data';
import { seedDemoQuote } from './quotes/seed-demo-quote';
import { seedOnStart } from './db/seed-on-start';
import { describeAssetStore, openAssetStore } from './products/open-asset-store';
import { startMailDelivery } from './mail/mail-delivery';
import { createMetrics } from './observability/metrics';
import { startMetricsServer } from './observability/metrics-endpoint';
import { observeMailTransport } from './observability/outbound';
import { startTracing } from './observability/tracing';

/** Startup failures (port taken, data directory locked, bad settings) end with one clear line. */
function fail(error: unknown): never {
  console.error(
    `Liftline could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error);
  }
})();
// Traces only when the standard OTEL_* variables ask for them (observability/tracing.ts).
const tracing = await startTracing().catch(fail);
const metrics = createMetrics();
const db = await openDatabase(config).catch(fail);
/** One store for seeding and serving; `store.check()` tells whether it can be reached. */
const store = openAssetStore(config);
if (config.seedDemoData) {
  await seedOnStart({
    store,
    storeName: describeAssetStore(config),
    seed: async () => {
      const seeded = await seedDemoData(db, { pictures: { store } });
      // The demo's sent quote (its mail waits in /dev/outbox): not fatal when it cannot be made.
      if (seeded.branches > 0)
        await seedDemoQuote(db, config.publicUrl).catch((error: unknown) =>
          console.warn('Demo quote not seeded:', error),
        );
      return seeded;
    },
    log: console,
  });
}
const drain = createDrainSwitch();
const app = await buildApp(
  { config, db, store, drain, metrics },
  { logger: { level: config.logLevel } },
);

// Not fatal: the server starts, serves what it can, and uploads answer 503 until the store is back.
await store.check().catch((error: unknown) => {
  app.log.warn({ err: error }, `${describeAssetStore(config)} cannot be reached`);
});

const stopMailDelivery = config.smtpUrl
  ? startMailDelivery({
      db,
      jobs: app.jobs,
      transport: observeMailTransport(nodemailer.createTransport(config.smtpUrl), metrics),
      from: config.mailFrom,
      onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
    })
  : null;

let closing = false;
/**
 * Drain: `/readyz` turns 503 (the load balancer stops sending) and every answer says
 * `Connection: close`; once no request has been in flight for 1 s the listening socket closes (no
 * new connections) and idle keep-alive sockets with it; everything within `SHUTDOWN_GRACE_SECONDS`. Mail delivery stops after the mail
 * it is sending (the others stay due for other instances); the pool closes; exit 0.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: draining (at most ${config.shutdownGraceSeconds} s)`);
  const grace = setTimeout(() => {
    app.log.warn('shutdown grace period over: closing the remaining connections');
    app.server.closeAllConnections();
  }, config.shutdownGraceSeconds * 1000);
  grace.unref();
  drain.start();
  // 1 s: a connection whose SYN was retransmitted (the kernel's 1 s timeout under a burst of
  // connects) is still accepted and served rather than reset when the listening socket closes.
  await drain.quiet({ quietMs: 1000, timeoutMs: config.shutdownGraceSeconds * 1000 });
  // Mail delivery first (it finishes the mail being sent): closing the app stops the job queue.
  await stopMailDelivery?.().catch((error: unknown) =>
    app.log.error({ err: error }, 'stopping mail delivery failed'),
  );
  await app.close().catch((error: unknown) => app.log.error({ err: error }, 'closing failed'));
  clearTimeout(grace);
  await metricsServer?.close();
  await db.close().catch(() => {});
  await tracing?.shutdown().catch(() => {});
  app.log.info('drained');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port }).catch(async (error: unknown) => {
  await db.close().catch(() => {});
  fail(error);
});
const metricsServer = config.metricsPort
  ? await startMetricsServer({
      host: config.host,
      port: config.metricsPort,
      metrics,
      token: config.metricsToken,
    }).catch(fail)
  : null;
console.log(
  `Liftline is running on http://localhost:${config.port} (${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}, Node.js ${process.versions.node})`,
);
