import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { openPgliteDatabase } from '../db/pglite-database';
import { seedDemoData } from '../db/seed-demo-data';
import type { AssetStore } from '../products/asset-storage';
import { openAssetStore } from '../products/open-asset-store';
import { pgliteTemplate, postgresTemplate, seededPgliteTemplate } from './database-template';
import { createScratchDatabase, testDatabaseUrl } from './test-database';

const defaultMigrationsDir = loadConfig({}).migrationsDir;

/**
 * The database of a test app, migrated: with `TEST_DATABASE_URL`, a scratch database of its own on
 * that server (unless `ownDataDir`); otherwise `config`'s (in-memory PGlite for `memory://`). With
 * the project's migrations it is a copy of a migrated template (testing/database-template.ts), on
 * which `migrate` finds nothing left to apply; with other migrations, migrated from nothing.
 * `seeded` (in-memory PGlite with the project's migrations only) starts from a template that also
 * holds the demo data, and answers whether it did: otherwise the caller seeds. `drop` removes the
 * scratch database (after `db.close()`).
 */
export async function openTestDatabase(
  config: ServerConfig,
  { ownDataDir = false, seeded = false }: { ownDataDir?: boolean; seeded?: boolean } = {},
): Promise<{ db: Database; drop: () => Promise<void>; seeded: boolean }> {
  const template = config.migrationsDir === defaultMigrationsDir;
  const scratch =
    testDatabaseUrl && !ownDataDir
      ? await createScratchDatabase(testDatabaseUrl, {
          template: template
            ? await postgresTemplate(testDatabaseUrl, config.migrationsDir)
            : undefined,
        })
      : null;
  if (scratch) config.databaseUrl = scratch.url;
  const drop = async () => {
    await scratch?.drop();
  };
  if (template && !config.databaseUrl && config.dataDir === 'memory://') {
    const start = seeded
      ? await seededPgliteTemplate(config.migrationsDir)
      : await pgliteTemplate(config.migrationsDir);
    const db = await openPgliteDatabase(config.dataDir, start);
    await migrate(db, config.migrationsDir);
    return { db, drop, seeded };
  }
  return { db: await openDatabase(config), drop, seeded: false };
}

/**
 * A fresh server on a fresh database — in-memory PGlite, or a scratch database on the PostgreSQL
 * server of `TEST_DATABASE_URL` — migrated and seeded with the demo data.
 * No storefront is served (its directories point nowhere).
 */
export async function createTestApp({
  seed = true,
  pictures = false,
  config: overrides = {},
  store: givenStore,
}: {
  seed?: boolean;
  /** Also store the demo units' drawings (slower; only the tests about pictures need them). */
  pictures?: boolean;
  config?: Partial<ServerConfig>;
  /** Default: the store `config` names (a local directory unless `s3` is set). */
  store?: AssetStore;
} = {}) {
  const empty = mkdtempSync(join(tmpdir(), 'liftline-test-'));
  const config = {
    ...loadConfig({}),
    dataDir: 'memory://',
    storefrontDir: join(empty, 'storefront'),
    widgetsDir: join(empty, 'widgets'),
    apiDocsDir: join(empty, 'api-docs'),
    assetsDir: join(empty, 'uploads'),
    // Test files register many users from one address; the limits' own tests set their numbers.
    authLimitPerIpPerHour: 1_000_000,
    authLimitPerAddressPerHour: 1_000_000,
    // The queue stays as the tests write it; webhooks/ tests run the dispatcher themselves.
    webhookDelivery: false,
    ...overrides,
  };
  const opened = await openTestDatabase(config, {
    ownDataDir: Boolean(overrides.dataDir),
    seeded: seed && !pictures,
  });
  const { db, drop } = opened;
  const store = givenStore ?? openAssetStore(config);
  if (seed && !opened.seeded)
    await seedDemoData(db, {
      pictures: pictures ? { store } : undefined,
    });
  const app = await buildApp({ config, db, store }, { logger: false });
  return {
    app,
    db,
    config,
    store,
    async close() {
      await app.close();
      await db.close();
      await drop();
      rmSync(empty, { recursive: true, force: true });
    },
  };
}
