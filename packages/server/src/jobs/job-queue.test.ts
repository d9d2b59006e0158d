import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { deliverPendingMail, type MailTransport } from '../mail/mail-delivery';
import { createOutbox } from '../mail/outbox';
import { migrationsUpTo } from '../testing/migrations-up-to';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import {
  claimDeliveries,
  claimDeliveriesIn,
  ENDPOINT_CONCURRENCY,
  queueUnqueuedDeliveries,
  recordResult,
} from '../webhooks/delivery-store';
import { enqueueWebhookEvent } from '../webhooks/webhook-events';
import { insertAccount, insertEndpoint } from '../webhooks/webhook-test-helpers';
import {
  createJobQueue,
  inTransaction,
  MAIL_QUEUE,
  queueStats,
  WEBHOOK_QUEUE,
  type JobQueue,
} from './job-queue';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lead = { reference: 'Q-2026-000001' } as never;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh database (PGlite in memory, or a scratch one on TEST_DATABASE_URL), migrated up to `upTo`. */
async function freshDatabase(upTo?: string): Promise<{ db: Database; url?: string }> {
  const scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : null;
  const config = { ...loadConfig({}), dataDir: 'memory://', databaseUrl: scratch?.url };
  if (upTo) config.migrationsDir = migrationsUpTo(upTo);
  const db = await openDatabase(config);
  cleanups.push(async () => {
    await db.close();
    await scratch?.drop();
  });
  return { db, url: scratch?.url };
}

async function startedQueue(db: Database): Promise<JobQueue> {
  const jobs = createJobQueue(db);
  await jobs.start();
  cleanups.push(() => jobs.stop());
  return jobs;
}

describe('the job queue', () => {
  it('queueStats: depth and age of the oldest job per queue', async () => {
    const { db } = await freshDatabase();
    const jobs = await startedQueue(db);
    expect(await queueStats(jobs)).toEqual([
      { queue: MAIL_QUEUE, depth: 0, oldestAgeSeconds: 0 },
      { queue: WEBHOOK_QUEUE, depth: 0, oldestAgeSeconds: 0 },
    ]);
    const outbox = createOutbox(db, jobs);
    for (const to of ['a@example.com', 'b@example.com'])
      await outbox.enqueue({ kind: 'verify-email', to, subject: 'S', text: 'T' });
    await db.query(
      `update pgboss.job set created_on = now() - interval '90 seconds'
        where id = (select job_id from email_outbox order by id limit 1)`,
    );
    const stats = await queueStats(jobs);
    expect(stats.find((stat) => stat.queue === MAIL_QUEUE)).toEqual({
      queue: MAIL_QUEUE,
      depth: 2,
      oldestAgeSeconds: 90,
    });
    // Sent mails leave the depth.
    await deliverPendingMail(db, jobs, { sendMail: async () => {} }, 'x');
    expect(await queueStats(jobs)).toContainEqual({
      queue: MAIL_QUEUE,
      depth: 0,
      oldestAgeSeconds: 0,
    });
  });

  it('an upgrade queues the mails and deliveries left in the old tables (migration 031)', async () => {
    const { db } = await freshDatabase('030');
    // Written by the previous version: a mail and a delivery still queued, and finished ones.
    await db.query(
      `insert into email_outbox (kind, to_address, subject, text_body, status)
       values ('verify-email', 'old@example.com', 'S', 'T', 'pending'),
              ('verify-email', 'sending@example.com', 'S', 'T', 'sending'),
              ('verify-email', 'sent@example.com', 'S', 'T', 'sent')`,
    );
    const { accountId } = await insertAccount(db);
    const endpoint = await insertEndpoint(db, accountId, 'https://a.example/hook');
    await db.query(
      `insert into webhook_events (id, account_id, type, body) values ('evt_AAAAAAAAAAAAAAAAAAAAAAAA', $1, 'lead.created', '{}')`,
      [accountId],
    );
    await db.query(
      `insert into webhook_deliveries (endpoint_id, event_id, status, next_attempt_at, completed_at)
       values ($1, 'evt_AAAAAAAAAAAAAAAAAAAAAAAA', 'pending', now() + interval '1 hour', null),
              ($1, 'evt_AAAAAAAAAAAAAAAAAAAAAAAA', 'pending', now() - interval '1 minute', null),
              ($1, 'evt_AAAAAAAAAAAAAAAAAAAAAAAA', 'succeeded', now(), now())`,
      [endpoint],
    );
    await migrate(db, loadConfig({}).migrationsDir);
    const jobs = await startedQueue(db);
    expect(await jobs.queueUnqueuedMail()).toBe(2);
    expect(await queueUnqueuedDeliveries(db, jobs)).toBe(2);
    // Only once, however many instances start.
    expect(await jobs.queueUnqueuedMail()).toBe(0);
    expect(await queueUnqueuedDeliveries(db, jobs)).toBe(0);

    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail.to) };
    expect(await deliverPendingMail(db, jobs, transport, 'x')).toEqual({ sent: 2, failed: 0 });
    expect(sent.sort()).toEqual(['old@example.com', 'sending@example.com']);
    // The delivery that was due is due; the one due in an hour keeps its time.
    const claims = await claimDeliveries(db, jobs, 10);
    expect(claims).toHaveLength(1);
    const { rows } = await db.query<{ due_in_s: number }>(
      `select extract(epoch from j.start_after - now())::float8 as due_in_s
         from webhook_deliveries d join pgboss.job j on j.id = d.job_id
        where d.status = 'pending'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.due_in_s).toBeGreaterThan(3500);
  });
});

describe.skipIf(!testDatabaseUrl)('two instances on one PostgreSQL database', () => {
  /** Two "instances": each its own pool and job queue on the same database. */
  async function twoInstances() {
    const { db, url } = await freshDatabase();
    const other = await openDatabase({ ...loadConfig({}), databaseUrl: url });
    cleanups.push(() => other.close());
    return {
      dbs: [db, other] as const,
      jobs: [await startedQueue(db), await startedQueue(other)] as const,
    };
  }

  it('30 mails are delivered exactly once by two instances delivering at the same time', async () => {
    const { dbs, jobs } = await twoInstances();
    const outbox = createOutbox(dbs[0], jobs[0]);
    for (let i = 0; i < 30; i += 1)
      await outbox.enqueue({
        kind: 'verify-email',
        to: `m${i}@example.com`,
        subject: 'S',
        text: 'T',
      });
    const delivered: string[] = [];
    const slow: MailTransport = {
      sendMail: async (mail) => {
        await wait(5);
        delivered.push(mail.to);
      },
    };
    const runs = await Promise.all(
      [0, 1, 0, 1].map((i) => deliverPendingMail(dbs[i]!, jobs[i]!, slow, 'x', 30)),
    );
    expect(runs.every((run) => run.sent > 0)).toBe(true); // both took part
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered).size).toBe(30);
  });

  it(`two instances claiming at once hold at most ${ENDPOINT_CONCURRENCY} deliveries of an endpoint`, async () => {
    const { dbs, jobs } = await twoInstances();
    const { accountId } = await insertAccount(dbs[0]);
    const endpoint = await insertEndpoint(dbs[0], accountId, 'https://a.example/hook');
    for (let i = 0; i < 20; i += 1)
      await dbs[0].transaction((tx) =>
        enqueueWebhookEvent(jobs[0], tx, accountId, 'lead.created', lead),
      );
    let most = 0;
    let handed = 0;
    for (let round = 0; round < 10 && handed < 20; round += 1) {
      const claims = (
        await Promise.all([0, 1, 0, 1].map((i) => claimDeliveries(dbs[i]!, jobs[i]!, 10)))
      ).flat();
      most = Math.max(most, claims.length);
      handed += claims.length;
      for (const claim of claims)
        await recordResult(dbs[0], jobs[0], claim, okResult, new Date(), 1000);
    }
    expect(most).toBe(ENDPOINT_CONCURRENCY);
    expect(handed).toBe(20);
    expect(endpoint).toBeGreaterThan(0);
  });

  it(`pg-boss's own groupConcurrency is not exact across instances (why claims take a lock)`, async () => {
    // The library's fetch counts a group's active jobs in its statement's snapshot: a fetch that
    // runs while another instance's fetch is not committed yet does not see its claims (and skips
    // its locked rows), so both hand out the group's limit.
    const { dbs, jobs } = await twoInstances();
    await jobs[0].boss.insert(
      WEBHOOK_QUEUE,
      Array.from({ length: 20 }, (_, i) => ({ data: { deliveryId: i }, group: { id: 'e1' } })),
    );
    const options = { batchSize: 10, groupConcurrency: ENDPOINT_CONCURRENCY };
    const [mine, theirs] = await dbs[0].transaction(async (tx) => {
      const first = await jobs[0].boss.fetch(WEBHOOK_QUEUE, { ...options, db: inTransaction(tx) });
      return [first, await jobs[1].boss.fetch(WEBHOOK_QUEUE, options)];
    });
    expect(mine).toHaveLength(ENDPOINT_CONCURRENCY);
    expect(theirs).toHaveLength(ENDPOINT_CONCURRENCY); // 8 active in one group of limit 4
    // Our claim takes a lock first: the same overlap hands out nothing more.
    const { accountId } = await insertAccount(dbs[0]);
    await insertEndpoint(dbs[0], accountId, 'https://b.example/hook');
    // More than a claim's batch: a fetch locks its whole batch of candidates while it runs.
    for (let i = 0; i < 20; i += 1)
      await dbs[0].transaction((tx) =>
        enqueueWebhookEvent(jobs[0], tx, accountId, 'lead.created', lead),
      );
    let other: Promise<unknown[]> | undefined;
    const first = await dbs[0].transaction(async (tx) => {
      const claims = await claimDeliveriesIn(tx, jobs[0], 10, true);
      other = claimDeliveries(dbs[1], jobs[1], 10);
      await wait(300); // the other instance's claim waits for this one's commit
      return claims;
    });
    expect(first).toHaveLength(ENDPOINT_CONCURRENCY);
    expect(await other).toEqual([]);
  });
});

const okResult = { ok: true, statusCode: 200, excerpt: 'ok', error: null, durationMs: 5 };
