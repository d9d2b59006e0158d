import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from '../db/seed-demo-data';
import { demoAccountId } from '../products/product-test-helpers';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import { insertEndpoint, signatureValid, startReceiver } from './webhook-test-helpers';

/**
 * Two instances of the server on one PostgreSQL database (each its own pool and dispatcher, both
 * polling): a lead created through one is delivered once to a receiver that answers 500 the first
 * time and 200 after, with a valid signature each time. Runs in `npm test`'s PostgreSQL step.
 */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!testDatabaseUrl)('webhook delivery with two instances on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl!);
    const empty = mkdtempSync(join(tmpdir(), 'liftline-webhooks-'));
    const config: ServerConfig = {
      ...loadConfig({ SEED_DEMO_DATA: 'false' }),
      databaseUrl: scratch.url,
      storefrontDir: join(empty, 'storefront'),
      widgetsDir: join(empty, 'widgets'),
      apiDocsDir: join(empty, 'api-docs'),
      assetsDir: join(empty, 'uploads'),
      webhookAllowPrivateTargets: true,
      webhookRetryBaseMs: 50,
    };
    for (const instance of [1, 2]) {
      const db = await openDatabase(config);
      databases.push(db);
      if (instance === 1) await seedDemoData(db);
      const app = await buildApp({ config, db }, { logger: false });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of databases) await db.close();
    await scratch?.drop();
  });

  it('delivers a lead created on one instance exactly once, after one 500', async () => {
    const receiver = await startReceiver((_hook, index) => (index === 0 ? 500 : 200));
    const db = databases[0]!;
    const accountId = await demoAccountId(db);
    const { rows } = await db.query<{ id: number }>(
      `select id from branches where city = 'Chicago'`,
    );
    const unit = await insertRentalUnit(db, { accountId, branchId: rows[0]!.id });
    const endpoint = await insertEndpoint(db, accountId, `${receiver.url}/liftline`);

    const created = await apps[0]!.inject({
      method: 'POST',
      url: '/api/v1/equipment/request-quote',
      payload: {
        equipment_id: unit,
        listing: 'rent',
        start_date: daysFromToday(3),
        end_date: daysFromToday(4),
        quantity: 1,
        jobsite_zip: '60601',
        name: 'Pat Customer',
        email: 'pat@multi.example',
        phone: '(312) 555-0100',
      },
    });
    expect(created.statusCode).toBe(201);
    const { reference } = created.json<{ reference: string }>();

    await receiver.receivedCount(2);
    // Until its success is written (both instances keep polling meanwhile).
    for (;;) {
      const state = await db.query<{ status: string }>(
        'select status from webhook_deliveries where endpoint_id = $1',
        [endpoint],
      );
      if (state.rows[0]?.status === 'succeeded') break;
      await wait(50);
    }
    // Both instances stop (each finishes what it sends): nothing else was sent.
    for (const app of apps.splice(0)) await app.close();
    await receiver.close();

    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second!.body).toBe(first!.body);
    for (const hook of receiver.received)
      expect(signatureValid(hook.signature, hook.body)).toBe(true);
    const event = JSON.parse(second!.body) as { type: string; data: { reference: string } };
    expect(event).toMatchObject({ type: 'lead.created', data: { reference } });
    const log = await db.query(
      `select d.status, d.attempts, a.attempt, a.status_code from webhook_deliveries d
         join webhook_attempts a on a.delivery_id = d.id
        where d.endpoint_id = $1 order by a.attempt`,
      [endpoint],
    );
    expect(log.rows).toEqual([
      { status: 'succeeded', attempts: 2, attempt: 1, status_code: 500 },
      { status: 'succeeded', attempts: 2, attempt: 2, status_code: 200 },
    ]);
  });
});
