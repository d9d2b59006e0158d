import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createOutbox } from '../mail/outbox';
import type { JobQueue } from '../jobs/job-queue';
import { WEBHOOK_QUEUE } from '../jobs/job-queue';
import { expireJob, makeJobDue } from '../jobs/job-test-helpers';
import {
  claimDeliveries,
  claimDeliveriesIn,
  ENDPOINT_CONCURRENCY,
  purgeOldEvents,
  type ClaimedDelivery,
  recordResult,
  retryDelayMs,
  SIX_HOURS_MS,
} from './delivery-store';
import { createWebhookDispatcher } from './dispatcher';
import { DISABLED_ERROR } from './endpoint-disabling';
import type { SendResult } from './sender';
import { createWebhookSender } from './sender';
import { enqueueWebhookEvent } from './webhook-events';
import {
  insertAccount,
  insertEndpoint,
  openTestDatabase,
  signatureValid,
  startReceiver,
} from './webhook-test-helpers';

let db: Database;
let jobs: JobQueue;
let close: () => Promise<void>;
let accountId: number;
let ownerEmail: string;

beforeAll(async () => {
  ({ db, jobs, close } = await openTestDatabase());
});
afterAll(() => close());
beforeEach(async () => {
  ({ accountId, ownerEmail } = await insertAccount(db));
  // Each test claims only its own deliveries: earlier tests' queues are closed.
  await db.query(
    `update webhook_deliveries set status = 'failed', completed_at = now(), locked_until = null
      where status in ('pending', 'delivering')`,
  );
  await db.query(`delete from pgboss.job where name = $1`, [WEBHOOK_QUEUE]);
});

const lead = { reference: 'Q-2026-000001' } as never;
const ok: SendResult = { ok: true, statusCode: 200, excerpt: 'ok', error: null, durationMs: 5 };
const failure: SendResult = {
  ok: false,
  statusCode: 500,
  excerpt: 'no',
  error: null,
  durationMs: 5,
};

async function delivery(id: number) {
  const { rows } = await db.query<{
    status: string;
    attempts: number;
    last_status_code: number | null;
    last_error: string | null;
    due_in_ms: number;
  }>(
    `select status, attempts, last_status_code, last_error,
            (extract(epoch from next_attempt_at - now()) * 1000)::int as due_in_ms
       from webhook_deliveries where id = $1`,
    [id],
  );
  return rows[0]!;
}

/** The pg-boss job of a delivery's current attempt, with its state and seconds until due. */
async function jobOf(deliveryId: number) {
  const { rows } = await db.query<{
    id: string;
    state: string;
    due_in_s: number;
    group_id: string;
  }>(
    `select j.id, j.state, j.group_id, extract(epoch from j.start_after - now())::float8 as due_in_s
       from webhook_deliveries d join pgboss.job j on j.id = d.job_id where d.id = $1`,
    [deliveryId],
  );
  return rows[0];
}

describe('enqueueWebhookEvent', () => {
  it('queues one event and a delivery per active endpoint that wants the type, in the transaction', async () => {
    const wanted = await insertEndpoint(db, accountId, 'https://a.example/hook');
    await insertEndpoint(db, accountId, 'https://b.example/hook', ['lead.updated']);
    await insertEndpoint(db, accountId, 'https://c.example/hook', ['lead.created'], {
      active: false,
    });
    const queued = await db.transaction((tx) =>
      enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead),
    );
    expect(queued).toBe(1);
    const { rows } = await db.query<{ endpoint_id: number; body: string; status: string }>(
      `select d.endpoint_id, e.body, d.status from webhook_deliveries d
         join webhook_events e on e.id = d.event_id where e.account_id = $1`,
      [accountId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint_id: wanted, status: 'pending' });
    // Its job, due now, in the endpoint's group (at most ENDPOINT_CONCURRENCY sent at a time).
    const { rows: ids } = await db.query<{ id: number }>(
      'select id from webhook_deliveries where endpoint_id = $1',
      [wanted],
    );
    const job = await jobOf(ids[0]!.id);
    expect(job).toMatchObject({ state: 'created', group_id: String(wanted) });
    expect(job!.due_in_s).toBeLessThanOrEqual(0);
    const body = JSON.parse(rows[0]!.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['id', 'type', 'created_at', 'data']);
    expect(body).toMatchObject({ type: 'lead.created', data: lead });
    expect(body.id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
  });

  it('stores nothing when the transaction rolls back, or when no endpoint wants the type', async () => {
    await insertEndpoint(db, accountId, 'https://a.example/hook');
    await expect(
      db.transaction(async (tx) => {
        await enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await db.transaction((tx) =>
        enqueueWebhookEvent(jobs, tx, accountId, 'booking.created', lead as never),
      ),
    ).toBe(0);
    const { rows } = await db.query('select 1 from webhook_events where account_id = $1', [
      accountId,
    ]);
    expect(rows).toEqual([]);
    // Nor a job: it was queued in the transaction that rolled back.
    const queued = await db.query('select 1 from pgboss.job where name = $1', [WEBHOOK_QUEUE]);
    expect(queued.rows).toEqual([]);
  });
});

describe('claiming', () => {
  it(`gives each due delivery to one of two concurrent claimers only, ${ENDPOINT_CONCURRENCY} per endpoint at a time`, async () => {
    const a = await insertEndpoint(db, accountId, 'https://a.example/hook');
    const b = await insertEndpoint(db, accountId, 'https://b.example/hook');
    for (let i = 0; i < 10; i += 1)
      await db.transaction((tx) => enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead));
    const [first, second] = await Promise.all([
      claimDeliveries(db, jobs, 15),
      claimDeliveries(db, jobs, 15),
    ]);
    const claims = [...first, ...second];
    expect(new Set(claims.map((claim) => claim.id)).size).toBe(claims.length);
    expect(claims.filter((claim) => claim.endpointId === a)).toHaveLength(ENDPOINT_CONCURRENCY);
    expect(claims.filter((claim) => claim.endpointId === b)).toHaveLength(ENDPOINT_CONCURRENCY);
    expect(await claimDeliveries(db, jobs, 50)).toEqual([]);
    // Each result written frees its endpoint's slot for the next delivery.
    const handed: number[] = claims.map((claim) => claim.id);
    for (let round = 0; round < 5 && handed.length < 20; round += 1) {
      for (const claim of claims.splice(0))
        await recordResult(db, jobs, claim, ok, new Date(), 1000);
      claims.push(...(await claimDeliveries(db, jobs, 50)));
      handed.push(...claims.map((claim) => claim.id));
    }
    expect(handed).toHaveLength(20);
    expect(new Set(handed).size).toBe(20);
  });

  it('skips deliveries another claimer holds, and never hands them out twice', async () => {
    await insertEndpoint(db, accountId, 'https://a.example/hook');
    for (let i = 0; i < 3; i += 1)
      await db.transaction((tx) => enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead));
    let outside: Promise<ClaimedDelivery[]> | undefined;
    // A claim still uncommitted (a slow instance) while another instance claims.
    const inside = await db.transaction(async (tx) => {
      const mine = await claimDeliveriesIn(tx, jobs, 50, db.kind === 'postgres');
      outside = claimDeliveries(db, jobs, 50);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return mine;
    });
    expect(inside).toHaveLength(3);
    expect(await outside).toEqual([]);
  });

  it('takes a delivery back whose lease ran out, and then ignores the first claimer’s late result', async () => {
    const endpoint = await insertEndpoint(db, accountId, 'https://a.example/hook');
    await db.transaction((tx) => enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead));
    const [stalled] = await claimDeliveries(db, jobs, 10);
    expect(stalled).toMatchObject({ endpointId: endpoint, attempts: 1 });
    // The stalled instance's lease (its job's expiry) runs out: pg-boss hands the job out again.
    await expireJob(db, jobs, WEBHOOK_QUEUE, stalled!.job.id);
    const [retaken] = await claimDeliveries(db, jobs, 10);
    expect(retaken).toMatchObject({ id: stalled!.id, attempts: 2 });

    const late = await recordResult(db, jobs, stalled!, failure, new Date(), 1000);
    expect(late).toEqual({ written: false });
    expect(await delivery(stalled!.id)).toMatchObject({ status: 'delivering', attempts: 2 });

    expect(await recordResult(db, jobs, retaken!, ok, new Date(), 1000)).toMatchObject({
      written: true,
      status: 'succeeded',
    });
    const { rows } = await db.query(
      'select attempt, status_code from webhook_attempts where delivery_id = $1',
      [stalled!.id],
    );
    expect(rows).toEqual([{ attempt: 2, status_code: 200 }]);
  });
});

describe('retries', () => {
  it('waits 30 s · 2^(n-1) after the n-th failure, at most 6 h, ±20 %', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 30_000, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000, 15_360_000,
    ]);
    expect(retryDelayMs(11, 30_000, middle)).toBe(SIX_HOURS_MS);
    expect(retryDelayMs(500, 30_000, middle)).toBe(SIX_HOURS_MS);
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(36_000);
  });

  it('puts a failed attempt back with its delay, then fails the delivery once it is 3 days old', async () => {
    await insertEndpoint(db, accountId, 'https://a.example/hook');
    await db.transaction((tx) => enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead));
    const [claim] = await claimDeliveries(db, jobs, 10);
    await recordResult(db, jobs, claim!, failure, new Date(), 60_000);
    const retried = await delivery(claim!.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(retried.due_in_ms).toBeGreaterThan(55_000);
    expect(retried.due_in_ms).toBeLessThanOrEqual(60_000);
    // The next attempt is a new job, due after the same delay; nothing is due before.
    const next = await jobOf(claim!.id);
    expect(next!.id).not.toBe(claim!.job.id);
    expect(next!.due_in_s).toBeGreaterThan(55);
    expect(next!.due_in_s).toBeLessThanOrEqual(60);
    expect(await claimDeliveries(db, jobs, 10)).toEqual([]);

    await db.query(
      `update webhook_deliveries set next_attempt_at = now(), created_at = now() - interval '3 days 1 minute' where id = $1`,
      [claim!.id],
    );
    await makeJobDue(db, next!.id);
    const [last] = await claimDeliveries(db, jobs, 10);
    await recordResult(
      db,
      jobs,
      last!,
      { ...failure, statusCode: null, error: 'timeout' },
      new Date(),
      1,
    );
    expect(await delivery(claim!.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_status_code: null,
      last_error: 'timeout',
    });
    expect(await jobOf(claim!.id)).toMatchObject({ state: 'completed' }); // no next attempt
  });
});

describe('an endpoint turned off during an attempt', () => {
  it('fails the delivery when the attempt fails (no next attempt), like its queued ones', async () => {
    const endpoint = await insertEndpoint(db, accountId, 'https://a.example/hook');
    await db.transaction((tx) => enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead));
    const [claim] = await claimDeliveries(db, jobs, 10);
    await db.query('update webhook_endpoints set active = false where id = $1', [endpoint]);
    expect(await recordResult(db, jobs, claim!, failure, new Date(), 1000)).toMatchObject({
      written: true,
      status: 'failed',
    });
    expect(await delivery(claim!.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await jobOf(claim!.id)).toMatchObject({ state: 'completed' });
  });
});

describe('the dispatcher', () => {
  it('delivers a signed event, retries after a 500 and succeeds on the next attempt', async () => {
    const receiver = await startReceiver((_hook, index) => (index === 0 ? 500 : 200));
    const endpoint = await insertEndpoint(db, accountId, `${receiver.url}/in`);
    const dispatcher = createWebhookDispatcher({
      db,
      jobs,
      outbox: createOutbox(db, jobs),
      sender: createWebhookSender({ policy: { allowPrivate: true } }),
      publicUrl: 'https://liftline.example',
      retryBaseMs: 20,
      pollMs: 25,
    });
    dispatcher.start();
    try {
      await db.transaction((tx) => enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead));
      dispatcher.wake();
      await receiver.receivedCount(2);
      await dispatcher.idle();
    } finally {
      await dispatcher.stop();
      await receiver.close();
    }
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second!.body).toBe(first!.body);
    expect(signatureValid(second!.signature, second!.body)).toBe(true);
    const { rows } = await db.query<{ status: string; attempts: number }>(
      'select status, attempts from webhook_deliveries where endpoint_id = $1',
      [endpoint],
    );
    expect(rows).toEqual([{ status: 'succeeded', attempts: 2 }]);
    const log = await db.query(
      `select a.attempt, a.status_code, a.response_excerpt from webhook_attempts a
         join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = $1 order by a.attempt`,
      [endpoint],
    );
    expect(log.rows).toEqual([
      { attempt: 1, status_code: 500, response_excerpt: 'not now' },
      { attempt: 2, status_code: 200, response_excerpt: 'thanks' },
    ]);
  });

  it('turns off an endpoint failing for 3 days: its queue fails, an audit line, the owners mailed', async () => {
    const receiver = await startReceiver(() => 503);
    const endpoint = await insertEndpoint(db, accountId, `${receiver.url}/down`);
    const dispatcher = createWebhookDispatcher({
      db,
      jobs,
      outbox: createOutbox(db, jobs),
      sender: createWebhookSender({ policy: { allowPrivate: true } }),
      publicUrl: 'https://liftline.example',
      retryBaseMs: 60_000,
      pollMs: 60_000,
    });
    await db.transaction(async (tx) => {
      await enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead);
      await enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead);
    });
    // One of them is not due yet; the endpoint has been failing for 3 days.
    const { rows: later } = await db.query<{ id: number; job_id: string }>(
      `update webhook_deliveries set next_attempt_at = now() + interval '1 hour'
        where id = (select max(id) from webhook_deliveries where endpoint_id = $1)
       returning id, job_id`,
      [endpoint],
    );
    await makeJobDue(db, later[0]!.job_id, `now() + interval '1 hour'`);
    await db.query(
      `update webhook_endpoints set failing_since = now() - interval '3 days 1 minute' where id = $1`,
      [endpoint],
    );
    dispatcher.start();
    try {
      await receiver.receivedCount(1);
      await dispatcher.idle();
    } finally {
      await dispatcher.stop();
      await receiver.close();
    }
    const state = await db.query<{ active: boolean; disabled: boolean }>(
      'select active, disabled_at is not null as disabled from webhook_endpoints where id = $1',
      [endpoint],
    );
    expect(state.rows[0]).toEqual({ active: false, disabled: true });
    const queue = await db.query<{ status: string; last_error: string | null }>(
      'select status, last_error from webhook_deliveries where endpoint_id = $1 order by id',
      [endpoint],
    );
    // The attempt that failed and the one not due yet: both given up with the endpoint.
    expect(queue.rows).toEqual([
      { status: 'failed', last_error: DISABLED_ERROR },
      { status: 'failed', last_error: DISABLED_ERROR },
    ]);
    const audit = await db.query(
      `select actor_kind, action, target_type, target_id, target_label from audit_events
        where account_id = $1`,
      [accountId],
    );
    expect(audit.rows).toEqual([
      {
        actor_kind: 'system',
        action: 'webhook_endpoint.disabled',
        target_type: 'webhook_endpoint',
        target_id: String(endpoint),
        target_label: `${receiver.url}/down`,
      },
    ]);
    const mail = await createOutbox(db, jobs).latestTo(ownerEmail, 'webhook-endpoint-disabled');
    expect(mail?.subject).toBe(`Webhook endpoint turned off: ${receiver.url}/down`);
    expect(mail?.text).toContain('Hooked Rentals');
    expect(mail?.links[0]?.url).toBe(
      `https://liftline.example/authorized/account/webhooks/${endpoint}`,
    );
  });
});

describe('one slow endpoint', () => {
  it(`holds at most ${ENDPOINT_CONCURRENCY} slots: another endpoint's deliveries still go while it hangs`, async () => {
    // An endpoint that never answers (until the test ends), queued first, and one that answers.
    const hanging = new Set<ServerResponse>();
    const slowServer = createServer((_request, response) => void hanging.add(response));
    await new Promise<void>((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
    const slowUrl = `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}/hang`;
    const receiver = await startReceiver(() => 200);
    const slow = await insertEndpoint(db, accountId, slowUrl);
    await db.transaction(async (tx) => {
      for (let i = 0; i < 10; i += 1)
        await enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead);
    });
    // Later events go to the other endpoint only.
    await db.query(`update webhook_endpoints set events = '{lead.updated}' where id = $1`, [slow]);
    const fast = await insertEndpoint(db, accountId, `${receiver.url}/fast`);
    await db.transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1)
        await enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead);
    });
    const dispatcher = createWebhookDispatcher({
      db,
      jobs,
      outbox: createOutbox(db, jobs),
      sender: createWebhookSender({ policy: { allowPrivate: true } }),
      publicUrl: 'https://liftline.example',
      retryBaseMs: 60_000,
      pollMs: 50,
      concurrency: 8,
    });
    dispatcher.start();
    try {
      const started = Date.now();
      await receiver.receivedCount(5);
      // All 5 went while the slow endpoint held its requests (well within the 10 s timeout).
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(hanging.size).toBe(ENDPOINT_CONCURRENCY);
      // Once the answered ones are written, only the slow endpoint's 4 are in flight: 4 slots of
      // the 8 stay free for other endpoints.
      for (const deadline = Date.now() + 5000; dispatcher.inFlight > 4 && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(dispatcher.inFlight).toBe(ENDPOINT_CONCURRENCY);
      expect(hanging.size).toBe(ENDPOINT_CONCURRENCY);
    } finally {
      for (const response of hanging) response.end();
      slowServer.closeAllConnections();
      await dispatcher.stop();
      await receiver.close();
      await new Promise((resolve) => slowServer.close(resolve));
    }
    const { rows } = await db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from webhook_deliveries where endpoint_id = $1 group by status`,
      [fast],
    );
    expect(rows).toEqual([{ status: 'succeeded', n: 5 }]);
  });
});

describe('purgeOldEvents', () => {
  it('deletes events older than 30 days with their deliveries', async () => {
    await insertEndpoint(db, accountId, 'https://a.example/hook');
    await db.transaction(async (tx) => {
      await enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead);
      await enqueueWebhookEvent(jobs, tx, accountId, 'lead.created', lead);
    });
    await db.query(
      `update webhook_events set created_at = now() - interval '31 days'
        where id = (select min(id) from webhook_events where account_id = $1)`,
      [accountId],
    );
    expect(await purgeOldEvents(db, 30)).toBe(1);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from webhook_deliveries d join webhook_events e on e.id = d.event_id
        where e.account_id = $1`,
      [accountId],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
