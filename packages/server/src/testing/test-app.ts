import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from '../db/seed-demo-data';
import type { AssetStore } from '../products/asset-storage';
import { openAssetStore } from '../products/open-asset-store';
import { createScratchDatabase, testDatabaseUrl } from './test-database';

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
  const scratch =
    testDatabaseUrl && !overrides.dataDir ? await createScratchDatabase(testDatabaseUrl) : null;
  if (scratch) config.databaseUrl = scratch.url;
  const db = await openDatabase(config);
  const store = givenStore ?? openAssetStore(config);
  if (seed)
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
      await scratch?.drop();
    },
  };
}
