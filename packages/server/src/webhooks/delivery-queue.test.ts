import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createOutbox } from '../mail/outbox';
import {
  claimDeliveries,
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
let close: () => Promise<void>;
let accountId: number;
let ownerEmail: string;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());
beforeEach(async () => {
  ({ accountId, ownerEmail } = await insertAccount(db));
  // Each test claims only its own deliveries: earlier tests' queues are closed.
  await db.query(
    `update webhook_deliveries set status = 'failed', completed_at = now(), locked_until = null
      where status in ('pending', 'delivering')`,
  );
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

describe('enqueueWebhookEvent', () => {
  it('queues one event and a delivery per active endpoint that wants the type, in the transaction', async () => {
    const wanted = await insertEndpoint(db, accountId, 'https://a.example/hook');
    await insertEndpoint(db, accountId, 'https://b.example/hook', ['lead.updated']);
    await insertEndpoint(db, accountId, 'https://c.example/hook', ['lead.created'], {
      active: false,
    });
    const queued = await db.transaction((tx) =>
      enqueueWebhookEvent(tx, accountId, 'lead.created', lead),
    );
    expect(queued).toBe(1);
    const { rows } = await db.query<{ endpoint_id: number; body: string; status: string }>(
      `select d.endpoint_id, e.body, d.status from webhook_deliveries d
         join webhook_events e on e.id = d.event_id where e.account_id = $1`,
      [accountId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint_id: wanted, status: 'pending' });
    const body = JSON.parse(rows[0]!.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['id', 'type', 'created_at', 'data']);
    expect(body).toMatchObject({ type: 'lead.created', data: lead });
    expect(body.id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
  });

  it('stores nothing when the transaction rolls back, or when no endpoint wants the type', async () => {
    await insertEndpoint(db, accountId, 'https://a.example/hook');
    await expect(
      db.transaction(async (tx) => {
        await enqueueWebhookEvent(tx, accountId, 'lead.created', lead);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await db.transaction((tx) =>
        enqueueWebhookEvent(tx, accountId, 'booking.created', lead as never),
      ),
    ).toBe(0);
    const { rows } = await db.query('select 1 from webhook_events where account_id = $1', [
      accountId,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('claiming', () => {
  it('gives each due delivery to one of two concurrent claimers only', async () => {
    await insertEndpoint(db, accountId, 'https://a.example/hook');
    await insertEndpoint(db, accountId, 'https://b.example/hook');
    for (let i = 0; i < 10; i += 1)
      await db.transaction((tx) => enqueueWebhookEvent(tx, accountId, 'lead.created', lead));
    const [first, second] = await Promise.all([claimDeliveries(db, 15), claimDeliveries(db, 15)]);
    const ids = [...first, ...second].map((claim) => claim.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(await claimDeliveries(db, 50)).toEqual([]);
  });

  it('skips deliveries another claimer holds, and never hands them out twice', async () => {
    await insertEndpoint(db, accountId, 'https://a.example/hook');
    for (let i = 0; i < 3; i += 1)
      await db.transaction((tx) => enqueueWebhookEvent(tx, accountId, 'lead.created', lead));
    let outside: Promise<ClaimedDelivery[]> | undefined;
    // A claim still uncommitted (a slow instance) while another instance claims.
    const inside = await db.transaction(async (tx) => {
      const mine = await claimDeliveries(tx, 50);
      outside = claimDeliveries(db, 50);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return mine;
    });
    expect(inside).toHaveLength(3);
    expect(await outside).toEqual([]);
  });

  it('takes a delivery back whose lease ran out, and then ignores the first claimer’s late result', async () => {
    const endpoint = await insertEndpoint(db, accountId, 'https://a.example/hook');
    await db.transaction((tx) => enqueueWebhookEvent(tx, accountId, 'lead.created', lead));
    const [stalled] = await claimDeliveries(db, 10);
    expect(stalled).toMatchObject({ endpointId: endpoint, attempts: 1 });
    // The stalled instance's lease runs out.
    await db.query(
      `update webhook_deliveries set locked_until = now() - interval '1 second' where id = $1`,
      [stalled!.id],
    );
    const [retaken] = await claimDeliveries(db, 10);
    expect(retaken).toMatchObject({ id: stalled!.id, attempts: 2 });

    const late = await recordResult(db, stalled!, failure, new Date(), 1000);
    expect(late).toEqual({ written: false });
    expect(await delivery(stalled!.id)).toMatchObject({ status: 'delivering', attempts: 2 });

    expect(await recordResult(db, retaken!, ok, new Date(), 1000)).toMatchObject({
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
    await db.transaction((tx) => enqueueWebhookEvent(tx, accountId, 'lead.created', lead));
    const [claim] = await claimDeliveries(db, 10);
    await recordResult(db, claim!, failure, new Date(), 60_000);
    const retried = await delivery(claim!.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(retried.due_in_ms).toBeGreaterThan(55_000);
    expect(retried.due_in_ms).toBeLessThanOrEqual(60_000);

    await db.query(
      `update webhook_deliveries set next_attempt_at = now(), created_at = now() - interval '3 days 1 minute' where id = $1`,
      [claim!.id],
    );
    const [last] = await claimDeliveries(db, 10);
    await recordResult(
      db,
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
  });
});

describe('the dispatcher', () => {
  it('delivers a signed event, retries after a 500 and succeeds on the next attempt', async () => {
    const receiver = await startReceiver((_hook, index) => (index === 0 ? 500 : 200));
    const endpoint = await insertEndpoint(db, accountId, `${receiver.url}/in`);
    const dispatcher = createWebhookDispatcher({
      db,
      outbox: createOutbox(db),
      sender: createWebhookSender({ policy: { allowPrivate: true } }),
      publicUrl: 'https://liftline.example',
      retryBaseMs: 20,
      pollMs: 25,
    });
    dispatcher.start();
    try {
      await db.transaction((tx) => enqueueWebhookEvent(tx, accountId, 'lead.created', lead));
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
      outbox: createOutbox(db),
      sender: createWebhookSender({ policy: { allowPrivate: true } }),
      publicUrl: 'https://liftline.example',
      retryBaseMs: 60_000,
      pollMs: 60_000,
    });
    await db.transaction(async (tx) => {
      await enqueueWebhookEvent(tx, accountId, 'lead.created', lead);
      await enqueueWebhookEvent(tx, accountId, 'lead.created', lead);
    });
    // One of them is not due yet; the endpoint has been failing for 3 days.
    await db.query(
      `update webhook_deliveries set next_attempt_at = now() + interval '1 hour'
        where id = (select max(id) from webhook_deliveries where endpoint_id = $1)`,
      [endpoint],
    );
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
    const mail = await createOutbox(db).latestTo(ownerEmail, 'webhook-endpoint-disabled');
    expect(mail?.subject).toBe(`Webhook endpoint turned off: ${receiver.url}/down`);
    expect(mail?.text).toContain('Hooked Rentals');
    expect(mail?.links[0]?.url).toBe(
      `https://liftline.example/authorized/account/webhooks/${endpoint}`,
    );
  });
});

describe('purgeOldEvents', () => {
  it('deletes events older than 30 days with their deliveries', async () => {
    await insertEndpoint(db, accountId, 'https://a.example/hook');
    await db.transaction(async (tx) => {
      await enqueueWebhookEvent(tx, accountId, 'lead.created', lead);
      await enqueueWebhookEvent(tx, accountId, 'lead.created', lead);
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
