import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bookedDays, daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from '../db/seed-demo-data';
import { demoAccountId } from '../products/product-test-helpers';
import { apiCaller } from '../testing/accounts';
import { loginAsDemoOwner, uniqueEmail, type TestSession } from '../testing/auth';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import { quoteBody, quoteList, rentItem, rentLine, sendQuote } from './quote-test-helpers';

/**
 * Two customers accept quotes for the last unit at the same moment, each on another API instance:
 * one acceptance wins (200), the other answers 409 naming the line, and the unit is booked once.
 * On PostgreSQL (`TEST_DATABASE_URL`, `npm test`'s postgres step) each instance has its own pool,
 * as two machines would; on PGlite the two share the one in-process database. The database's
 * booking guarantee (migration 023) decides, not a check in the code.
 */
describe('two acceptances racing for the last unit', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  let owner: TestSession;
  let accountId: number;
  let branchId: number;

  beforeAll(async () => {
    scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
    const empty = mkdtempSync(join(tmpdir(), 'liftline-quote-race-'));
    const config = {
      ...loadConfig({}),
      ...(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory://' }),
      storefrontDir: join(empty, 'storefront'),
      widgetsDir: join(empty, 'widgets'),
      apiDocsDir: join(empty, 'api-docs'),
      assetsDir: join(empty, 'uploads'),
      formSubmissionsPerHour: 1000,
      authLimitPerIpPerHour: 1_000_000,
      authLimitPerAddressPerHour: 1_000_000,
      webhookDelivery: false,
    };
    if (scratch) dbs.push(...(await Promise.all([openDatabase(config), openDatabase(config)])));
    else dbs.push(await openDatabase(config));
    await seedDemoData(dbs[0]!);
    for (const db of [dbs[0]!, dbs.at(-1)!])
      apps.push(await buildApp({ config, db }, { logger: false }));
    owner = await loginAsDemoOwner(apps[0]!);
    accountId = await demoAccountId(dbs[0]!);
    branchId = (
      await dbs[0]!.query<{ id: number }>(`select id from branches where city = 'Chicago'`)
    ).rows[0]!.id;
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await scratch?.drop();
  });

  it('answers one 200 and one 409, and books the unit once', async () => {
    const call = apiCaller(apps[0]!);
    for (let round = 0; round < 3; round += 1) {
      const lift = await insertRentalUnit(dbs[0]!, { accountId, branchId, fleet: 1 });
      const tokens: string[] = [];
      for (const who of ['first', 'second']) {
        // Overlapping dates: day 5 is wanted by both.
        const [from, to] = who === 'first' ? [3, 6] : [5, 9];
        const reference = await quoteList(call, [rentItem(lift, 1, from, to)], {
          email: uniqueEmail(`race-${who}`),
        });
        const { token } = await sendQuote(
          call,
          dbs[0]!,
          owner,
          accountId,
          reference,
          quoteBody([rentLine(lift, 1, 500, from, to)]),
        );
        tokens.push(token);
      }
      const answers = await Promise.all(
        tokens.map((token, index) =>
          apps[index]!.inject({
            method: 'POST',
            url: `/api/v1/quotes/${token}/accept`,
            payload: { signer_name: `Racer ${index + 1}`, agree: true },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json<{ message: string }>().message).toMatch(/^Line 1, Unit \d+: 1 unit is/);
      const days = await bookedDays(dbs[0]!, lift);
      expect(Object.values(days).every((units) => units === 1)).toBe(true);
      expect(days[daysFromToday(5)]).toBe(1);
      const { rows } = await dbs[0]!.query<{ status: string }>(
        `select status from lead_quotes q
           join equipment_bookings b on true
           join lead_quote_lines l on l.id = b.quote_item_id and l.quote_id = q.id
          where b.equipment_id = $1`,
        [lift],
      );
      expect(rows).toEqual([{ status: 'accepted' }]);
    }
  }, 120_000);
});
