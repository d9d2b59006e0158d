import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { uniqueEmail } from '../testing/auth';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import { buyRequest, leadsOf, newKey, requestQuote } from './idempotency-test-helpers';

/**
 * Two API instances on one database race the same Idempotency-Key: one lead, every answer the
 * same. On PostgreSQL (`TEST_DATABASE_URL`, `npm test`'s postgres step) each instance has its own
 * connection pool, as two machines would; on PGlite the two share the one in-process database.
 */
describe('two instances racing one Idempotency-Key', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
    const empty = mkdtempSync(join(tmpdir(), 'liftline-idempotency-'));
    const config = {
      ...loadConfig({}),
      ...(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory://' }),
      storefrontDir: join(empty, 'storefront'),
      widgetsDir: join(empty, 'widgets'),
      apiDocsDir: join(empty, 'api-docs'),
      assetsDir: join(empty, 'uploads'),
      formSubmissionsPerHour: 1000,
    };
    if (scratch) dbs.push(...(await Promise.all([openDatabase(config), openDatabase(config)])));
    else dbs.push(await openDatabase(config));
    for (const db of [dbs[0]!, dbs.at(-1)!])
      apps.push(await buildApp({ config, db }, { logger: false }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await scratch?.drop();
  });

  it('store exactly one lead and answer the same to every request', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = uniqueEmail('race');
      const key = newKey();
      // Several at the same moment on each instance.
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          requestQuote(apps[index % 2]!, key, buyRequest(email)),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
      expect(await leadsOf(dbs[0]!, email)).toBe(1);
    }
  }, 60_000);
});
