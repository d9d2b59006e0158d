import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import {
  inTransaction,
  WEBHOOK_EXPIRE_SECONDS,
  WEBHOOK_QUEUE,
  type JobQueue,
} from '../jobs/job-queue';
import type { SendResult } from './sender';

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  /** The claim's fence: the result is written only while the row still has this count. */
  attempts: number;
  endpointId: number;
  url: string;
  /** The current secret, then the replaced one while it still signs. */
  secrets: string[];
  body: string;
  /** The pg-boss job of this attempt, with the attempt pg-boss handed it out at (its fence). */
  job: { id: string; retryCount: number };
}

/** The lease of a claim: the job's expiry (longer than an attempt's 10 s timeout plus the writes). */
export const LEASE_SECONDS = WEBHOOK_EXPIRE_SECONDS;
export const SIX_HOURS_MS = 6 * 60 * 60 * 1000;
/** A delivery failing this long after it was queued is given up; an endpoint failing this long is turned off. */
export const GIVE_UP_AFTER = "interval '3 days'";
/** At most this many deliveries to one endpoint are sent at a time (all instances together). */
export const ENDPOINT_CONCURRENCY = 4;
/** Serializes the claims of all instances (PostgreSQL): the per-endpoint count is then exact. */
const CLAIM_LOCK = 4_307_431;

/**
 * The delay before the next attempt after `attempts` failed ones: base · 2^(attempts-1), at most
 * 6 hours, ±20 % (so instances retrying a common endpoint spread out).
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(baseMs * 2 ** exponent, SIX_HOURS_MS);
  return Math.round(delay * (0.8 + random() * 0.4));
}

/** A delivery to queue: its row exists (in `tx`); its job is due at `startAfter` (default now). */
export interface DeliveryToQueue {
  id: number;
  endpointId: number;
  startAfter?: Date;
}

/**
 * Queues a job for each delivery in `tx` (the transaction that wrote them): pg-boss's queue
 * `webhook-delivery`, grouped by endpoint, and the delivery's `job_id` pointing at it. Only the
 * job a delivery points at may send it: a stale job (an attempt settled meanwhile) sends nothing.
 */
export async function queueDeliveries(
  jobs: JobQueue,
  tx: Queryable,
  deliveries: DeliveryToQueue[],
): Promise<void> {
  if (deliveries.length === 0) return;
  const ids = deliveries.map(() => randomUUID());
  await jobs.boss.insert(
    WEBHOOK_QUEUE,
    deliveries.map((delivery, index) => ({
      id: ids[index],
      data: { deliveryId: delivery.id },
      group: { id: String(delivery.endpointId) },
      ...(delivery.startAfter ? { startAfter: delivery.startAfter } : {}),
    })),
    { db: inTransaction(tx) },
  );
  await tx.query(
    `update webhook_deliveries d set job_id = q.job_id
       from unnest($1::bigint[], $2::uuid[]) as q(id, job_id) where d.id = q.id`,
    [deliveries.map((delivery) => delivery.id), ids],
  );
}

/**
 * Queues the deliveries still waiting without a job (queued before the job queue — migration
 * 031 — or by a tool): due when they were due. Row locks keep two starting instances from both
 * queuing one. Answers how many.
 */
export async function queueUnqueuedDeliveries(db: Database, jobs: JobQueue): Promise<number> {
  await jobs.start();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number | string; endpoint_id: number; due: Date }>(
      `select id, endpoint_id, greatest(next_attempt_at, now()) as due from webhook_deliveries
        where status in ('pending', 'delivering') and job_id is null
        order by id for update skip locked`,
    );
    await queueDeliveries(
      jobs,
      tx,
      rows.map((row) => ({
        id: Number(row.id),
        endpointId: row.endpoint_id,
        startAfter: new Date(row.due),
      })),
    );
    return rows.length;
  });
}

interface ClaimRow {
  id: number | string;
  attempts: number;
  endpoint_id: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  body: string;
}

/**
 * Claims up to `limit` due deliveries in one transaction (none is held while they are sent): pg-boss
 * hands out due jobs — never more than ENDPOINT_CONCURRENCY active per endpoint, each to one
 * claimer — and each job's delivery is marked `delivering` with its attempt counted (the fence of
 * its result). A job whose delivery is settled, gone, or no longer its job is completed unsent.
 */
export async function claimDeliveries(
  db: Database,
  jobs: JobQueue,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return db.transaction((tx) => claimDeliveriesIn(tx, jobs, limit, db.kind === 'postgres'));
}

/** `claimDeliveries` in the caller's transaction (`serialize`: take the claim lock first). */
export async function claimDeliveriesIn(
  tx: Queryable,
  jobs: JobQueue,
  limit: number,
  serialize: boolean,
): Promise<ClaimedDelivery[]> {
  // pg-boss counts a group's active jobs in the fetch's snapshot: two instances fetching at once
  // would each see the other's claims missing and could hand out 2 × 4 for one endpoint.
  if (serialize) await tx.query('select pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
  const db = inTransaction(tx);
  const fetched = await jobs.boss.fetch<{ deliveryId: number }>(WEBHOOK_QUEUE, {
    batchSize: limit,
    includeMetadata: true,
    groupConcurrency: ENDPOINT_CONCURRENCY,
    db,
  });
  if (fetched.length === 0) return [];
  const { rows } = await tx.query<ClaimRow>(
    `with claimed as (
       update webhook_deliveries d
          set status = 'delivering', attempts = attempts + 1,
              locked_until = now() + interval '${LEASE_SECONDS} seconds'
         from unnest($1::bigint[], $2::uuid[]) as j(id, job_id)
        where d.id = j.id and d.job_id = j.job_id and d.status in ('pending', 'delivering')
          and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.active)
       returning d.id, d.attempts, d.endpoint_id, d.event_id)
     select c.id, c.attempts, c.endpoint_id, e.url, e.secret,
            case when e.previous_secret_expires_at > now() then e.previous_secret end
              as previous_secret,
            ev.body
       from claimed c
       join webhook_endpoints e on e.id = c.endpoint_id
       join webhook_events ev on ev.id = c.event_id`,
    [fetched.map((job) => job.data.deliveryId), fetched.map((job) => job.id)],
  );
  const jobOf = new Map(fetched.map((job) => [Number(job.data.deliveryId), job]));
  const claimed = new Set(rows.map((row) => Number(row.id)));
  const stale = fetched.filter((job) => !claimed.has(Number(job.data.deliveryId)));
  if (stale.length > 0) await jobs.boss.complete(WEBHOOK_QUEUE, stale.map(fence), null, { db });
  return rows.map((row) => {
    const job = jobOf.get(Number(row.id))!;
    return {
      id: Number(row.id),
      attempts: row.attempts,
      endpointId: row.endpoint_id,
      url: row.url,
      secrets: row.previous_secret ? [row.secret, row.previous_secret] : [row.secret],
      body: row.body,
      job: fence(job),
    };
  });
}

const fence = (job: { id: string; retryCount?: number }) => ({
  id: job.id,
  retryCount: job.retryCount ?? 0,
});

/**
 * Hands claims back (shutdown): pending again at once, the attempt not counted; each job is
 * failed, which pg-boss retries at once (the queue's retry delay is 0).
 */
export async function releaseDeliveries(
  db: Database,
  jobs: JobQueue,
  claims: ClaimedDelivery[],
): Promise<void> {
  if (claims.length === 0) return;
  await db.transaction(async (tx) => {
    for (const claim of claims) {
      await tx.query(
        `update webhook_deliveries set status = 'pending', attempts = attempts - 1,
                locked_until = null, next_attempt_at = now()
          where id = $1 and attempts = $2 and status = 'delivering'`,
        [claim.id, claim.attempts],
      );
    }
    await jobs.boss.fail(
      WEBHOOK_QUEUE,
      claims.map((claim) => claim.job),
      { message: 'handed back at shutdown' },
      { db: inTransaction(tx) },
    );
  });
}

export type Outcome =
  /** The result was written. */
  | { written: true; status: 'succeeded' | 'pending' | 'failed'; endpointFailingTooLong: boolean }
  /** The claim was no longer ours (lease over and re-claimed, endpoint deleted): ignored. */
  | { written: false };

/** One attempt's result to write. */
export interface AttemptResult {
  claim: ClaimedDelivery;
  result: SendResult;
  startedAt: Date;
  /** The delay before the next attempt if it failed. */
  delayMs: number;
}

/** A status the log can hold (100–599); anything else a server may send is kept as none. */
const storableStatus = ({ statusCode }: SendResult) =>
  statusCode !== null && statusCode >= 100 && statusCode <= 599 ? statusCode : null;

const GIVEN_UP = `d.created_at <= now() - ${GIVE_UP_AFTER}`;
/** The delivery's endpoint was turned off (or deleted) while it was being sent. */
const TURNED_OFF = `not exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.active)`;

/**
 * Writes attempts' results under their `attempts` fence, in one transaction (a few statements
 * whatever their number): each delivery's status, its attempt's log row and its endpoint's
 * `failing_since` (cleared by a success, set by the first failure after one). A failure is
 * retried after its `delayMs` (a new job, due then) unless the delivery was queued 3 days ago or
 * more, or its endpoint was turned off meanwhile (then `failed`, like its queued deliveries). A result whose claim is no longer current is ignored (`written: false`).
 */
export async function recordResults(
  db: Database,
  jobs: JobQueue,
  items: AttemptResult[],
): Promise<Outcome[]> {
  if (items.length === 0) return [];
  const column = <T>(pick: (item: AttemptResult) => T) => items.map(pick);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number | string;
      status: string;
      endpoint_id: number;
      next_attempt_at: Date;
    }>(
      `update webhook_deliveries d
          set status = case when i.ok then 'succeeded' when ${GIVEN_UP} or ${TURNED_OFF} then 'failed'
                            else 'pending' end,
              completed_at = case when i.ok or ${GIVEN_UP} or ${TURNED_OFF} then now() end,
              next_attempt_at = case when i.ok then d.next_attempt_at
                                     else now() + i.delay_ms * interval '1 millisecond' end,
              locked_until = null, last_status_code = i.status_code,
              last_error = case when i.ok then null else coalesce(i.error, 'failed') end
         from unnest($1::bigint[], $2::int[], $3::boolean[], $4::int[], $5::text[], $6::int[])
              as i(id, attempts, ok, status_code, error, delay_ms)
        where d.id = i.id and d.attempts = i.attempts and d.status = 'delivering'
       returning d.id, d.status, d.endpoint_id, d.next_attempt_at`,
      [
        column((item) => item.claim.id),
        column((item) => item.claim.attempts),
        column((item) => item.result.ok),
        column((item) => storableStatus(item.result)),
        column((item) => item.result.error),
        column((item) => item.delayMs),
      ],
    );
    const written = new Map(rows.map((row) => [Number(row.id), row.status]));
    const kept = items.filter((item) => written.has(item.claim.id));
    if (kept.length === 0) return items.map(() => ({ written: false }) as const);
    // This attempt's job is done; a delivery to retry gets the job of its next attempt.
    await jobs.boss.complete(
      WEBHOOK_QUEUE,
      kept.map((item) => item.claim.job),
      null,
      { db: inTransaction(tx) },
    );
    await queueDeliveries(
      jobs,
      tx,
      rows
        .filter((row) => row.status === 'pending')
        .map((row) => ({
          id: Number(row.id),
          endpointId: row.endpoint_id,
          startAfter: new Date(row.next_attempt_at),
        })),
    );
    const keptColumn = <T>(pick: (item: AttemptResult) => T) => kept.map(pick);
    await tx.query(
      `insert into webhook_attempts
         (delivery_id, attempt, started_at, duration_ms, status_code, response_excerpt, error,
          request_headers)
       select * from unnest($1::bigint[], $2::int[], $3::timestamptz[], $4::int[], $5::int[],
                            $6::text[], $7::text[], $8::jsonb[])
       on conflict (delivery_id, attempt) do nothing`,
      [
        keptColumn((item) => item.claim.id),
        keptColumn((item) => item.claim.attempts),
        keptColumn((item) => item.startedAt.toISOString()),
        keptColumn((item) => Math.min(item.result.durationMs, 600_000)),
        keptColumn((item) => storableStatus(item.result)),
        keptColumn((item) => item.result.excerpt),
        keptColumn((item) => item.result.error),
        keptColumn((item) =>
          item.result.requestHeaders ? JSON.stringify(item.result.requestHeaders) : null,
        ),
      ],
    );
    const endpointsOf = (ok: boolean) => [
      ...new Set(kept.filter((item) => item.result.ok === ok).map((item) => item.claim.endpointId)),
    ];
    const succeeded = endpointsOf(true);
    if (succeeded.length > 0)
      await tx.query(
        `update webhook_endpoints set failing_since = null
          where id = any ($1::int[]) and failing_since is not null`,
        [succeeded],
      );
    const failingTooLong = new Set<number>();
    const failed = endpointsOf(false).filter((id) => !succeeded.includes(id));
    if (failed.length > 0) {
      const failing = await tx.query<{ id: number; too_long: boolean }>(
        `update webhook_endpoints set failing_since = coalesce(failing_since, now())
          where id = any ($1::int[])
         returning id, active and failing_since <= now() - ${GIVE_UP_AFTER} as too_long`,
        [failed],
      );
      for (const row of failing.rows) if (row.too_long) failingTooLong.add(row.id);
    }
    return items.map((item): Outcome => {
      const status = written.get(item.claim.id);
      if (!status) return { written: false };
      return {
        written: true,
        status: status as 'succeeded' | 'pending' | 'failed',
        endpointFailingTooLong: failingTooLong.has(item.claim.endpointId),
      };
    });
  });
}

/** `recordResults` of one attempt. */
export async function recordResult(
  db: Database,
  jobs: JobQueue,
  claim: ClaimedDelivery,
  result: SendResult,
  startedAt: Date,
  delayMs: number,
): Promise<Outcome> {
  const [outcome] = await recordResults(db, jobs, [{ claim, result, startedAt, delayMs }]);
  return outcome!;
}

/** Deletes events (and, by cascade, their deliveries and attempts) older than `days`. */
export async function purgeOldEvents(db: Queryable, days = 30): Promise<number> {
  const { rowCount } = await db.query(
    `delete from webhook_events where created_at < now() - $1 * interval '1 day'`,
    [days],
  );
  return rowCount;
}
