import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { TEST_PASSWORD } from '../testing/auth';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import { createPostgresCounters } from './postgres-counters';

/**
 * Two API instances on one PostgreSQL database: every limit holds in total, not once per instance.
 * Needs a real PostgreSQL server (`TEST_DATABASE_URL`, as in `npm test`'s postgres step): on
 * PGlite the limits are per process by design, so this file is skipped there.
 */
describe.skipIf(!testDatabaseUrl)('limits shared by the instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl!);
    const empty = mkdtempSync(join(tmpdir(), 'liftline-limits-'));
    const config = {
      ...loadConfig({}),
      databaseUrl: scratch.url,
      storefrontDir: join(empty, 'storefront'),
      widgetsDir: join(empty, 'widgets'),
      apiDocsDir: join(empty, 'api-docs'),
      assetsDir: join(empty, 'uploads'),
      formSubmissionsPerHour: 3,
      authLimitPerIpPerHour: 2,
      authLimitPerAddressPerHour: 100,
    };
    // Both instances start (and migrate) at once, as two machines would.
    dbs.push(...(await Promise.all([openDatabase(config), openDatabase(config)])));
    for (const db of dbs) apps.push(await buildApp({ config, db }, { logger: false }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await scratch?.drop();
  });

  const quote = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/equipment/request-quote',
      remoteAddress: '203.0.113.7',
      payload: {
        listing: 'buy',
        purchase_timeframe: 'within-30-days',
        quantity: 1,
        jobsite_zip: '60601',
        name: 'Rate Limited',
        email: 'rate@example.com',
        phone: '(312) 555-0100',
      },
    });

  it('FORM_SUBMISSIONS_PER_HOUR=3 holds across both instances: 3 accepted in total', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await quote(apps[i % 2]!)).statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.slice(3)).toEqual([429, 429, 429]);
  });

  it('the per-IP register limit (@fastify/rate-limit) holds across both instances', async () => {
    const register = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/user/register',
        remoteAddress: '198.51.100.9',
        payload: {
          name: 'Shared Limit',
          email: `shared${n}@example.com`,
          password: TEST_PASSWORD,
          password_confirmation: TEST_PASSWORD,
        },
      });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await register(apps[i % 2]!, i)).statusCode);
    expect(codes.slice(0, 2)).toEqual([201, 201]);
    expect(codes.slice(2)).toEqual([429, 429]);
  });

  it('the login backoff counts the failures of both instances', async () => {
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: '192.0.2.44',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    // 5 free failures, spread over the instances; the next attempt waits, on either instance.
    for (let i = 0; i < 6; i += 1) expect((await login(apps[i % 2]!)).statusCode).not.toBe(429);
    const blocked = await login(apps[0]!);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await login(apps[1]!)).statusCode).toBe(429);
  });

  it('counts atomically: 40 concurrent hits on one key from both pools are 40', async () => {
    const counters = dbs.map((db) => createPostgresCounters(db));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => counters[i % 2]!.hit('race-key', 60_000)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('expired windows are cleaned: keys do not pile up', async () => {
    const counters = createPostgresCounters(dbs[0]!, { sweepEvery: 50 });
    for (let i = 0; i < 49; i += 1) await counters.hit(`burst:${i}`, 30);
    await new Promise((wait) => setTimeout(wait, 60));
    const count = async () =>
      (
        await dbs[0]!.query<{ n: number }>(
          `select count(*)::int as n from rate_limit_counters where key like 'burst:%'`,
        )
      ).rows[0]!.n;
    expect(await count()).toBe(49);
    await counters.hit('burst:last', 60_000); // the 50th write sweeps the expired rows
    expect(await count()).toBe(1);
    // A new window starts over after expiry.
    await counters.hit('window', 30);
    await new Promise((wait) => setTimeout(wait, 60));
    expect((await counters.hit('window', 30)).hits).toBe(1);
  });
});
