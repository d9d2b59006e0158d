import type { components } from '@liftline/sdk/schema';
import { expect } from 'vitest';
import type { Queryable } from '../../db/database';
import type { apiCaller } from '../../testing/accounts';
import type { TestSession } from '../../testing/auth';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WithSecret = components['schemas']['WebhookEndpointWithSecret'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];

type Call = ReturnType<typeof apiCaller>;

/** Registers an endpoint through the API and answers it (with its secret); fails the test on non-201. */
export async function registerEndpoint(
  call: Call,
  as: TestSession,
  accountId: number,
  payload: object,
): Promise<WithSecret> {
  const response = await call('POST', `/account/${accountId}/webhooks`, { as, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WithSecret>();
}

let sequence = 0;

/** A stored event of the account (`evt_` + 24 letters and digits), as the queue writes it. */
export async function insertEvent(
  db: Queryable,
  accountId: number,
  type = 'lead.created',
  createdAt = 'now()',
): Promise<string> {
  sequence += 1;
  const id = `evt_${String(sequence).padStart(4, '0')}${'T'.repeat(20)}`;
  await db.query(
    `insert into webhook_events (id, account_id, type, body, created_at)
     values ($1, $2, $3, $4, ${createdAt})`,
    [id, accountId, type, JSON.stringify({ id, type, data: {} })],
  );
  return id;
}

/**
 * A delivery of `eventId` to the endpoint in `status` (finished ones get `completed_at`). A pending
 * one is due in an hour and a delivering one leased for a minute, so that the app's own dispatcher
 * leaves them as they are during the test.
 */
export async function insertDelivery(
  db: Queryable,
  endpointId: number,
  eventId: string,
  status: 'pending' | 'delivering' | 'succeeded' | 'failed',
  { createdAt = 'now()', attempts = 0 }: { createdAt?: string; attempts?: number } = {},
): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    `insert into webhook_deliveries
       (endpoint_id, event_id, status, attempts, next_attempt_at, locked_until, completed_at,
        created_at)
     values ($1, $2, $3, $4, now() + interval '1 hour',
             case when $3 = 'delivering' then now() + interval '1 minute' end,
             case when $3 in ('succeeded', 'failed') then now() end, ${createdAt})
     returning id`,
    [endpointId, eventId, status, attempts],
  );
  return Number(rows[0]!.id);
}

/** One attempt of a delivery in its log. */
export async function insertAttempt(
  db: Queryable,
  deliveryId: number,
  attempt: number,
  answer: { statusCode: number | null; excerpt?: string | null; error?: string | null },
): Promise<void> {
  await db.query(
    `insert into webhook_attempts
       (delivery_id, attempt, started_at, duration_ms, status_code, response_excerpt, error)
     values ($1, $2, now() - make_interval(secs => 100 - $2), 42, $3, $4, $5)`,
    [deliveryId, attempt, answer.statusCode, answer.excerpt ?? null, answer.error ?? null],
  );
}

/** The account's audit lines, oldest first, as `action target_type:target_id label`. */
export async function auditLines(db: Queryable, accountId: number): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(
    `select action || ' ' || actor_kind || ' ' || target_type || ':' || coalesce(target_id, '-')
              || ' ' || target_label as line
       from audit_events where account_id = $1 order by id`,
    [accountId],
  );
  return rows.map((row) => row.line);
}
