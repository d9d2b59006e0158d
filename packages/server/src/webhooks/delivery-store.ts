import type { Database, Queryable } from '../db/database';
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
}

/** The lease of a claim: longer than an attempt's 10 s timeout plus the writes that follow. */
export const LEASE_SECONDS = 60;
export const SIX_HOURS_MS = 6 * 60 * 60 * 1000;
/** A delivery failing this long after it was queued is given up; an endpoint failing this long is turned off. */
export const GIVE_UP_AFTER = "interval '3 days'";

/**
 * The delay before the next attempt after `attempts` failed ones: base · 2^(attempts-1), at most
 * 6 hours, ±20 % (so instances retrying a common endpoint spread out).
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(baseMs * 2 ** exponent, SIX_HOURS_MS);
  return Math.round(delay * (0.8 + random() * 0.4));
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
 * Claims up to `limit` due deliveries in one autocommit statement (no transaction is held while
 * they are sent): due pending ones, and `delivering` ones whose lease ran out (their instance
 * stopped). `skip locked` keeps two instances from claiming the same row.
 */
export async function claimDeliveries(db: Queryable, limit: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimRow>(
    `with claimed as (
       update webhook_deliveries
          set status = 'delivering', attempts = attempts + 1,
              locked_until = now() + interval '${LEASE_SECONDS} seconds'
        where id in (
          select d.id from webhook_deliveries d
           where ((d.status = 'pending' and d.next_attempt_at <= now())
               or (d.status = 'delivering' and d.locked_until < now()))
             and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.active)
           order by d.next_attempt_at
           limit $1
           for update skip locked)
       returning id, attempts, endpoint_id, event_id)
     select c.id, c.attempts, c.endpoint_id, e.url, e.secret,
            case when e.previous_secret_expires_at > now() then e.previous_secret end
              as previous_secret,
            ev.body
       from claimed c
       join webhook_endpoints e on e.id = c.endpoint_id
       join webhook_events ev on ev.id = c.event_id`,
    [limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    attempts: row.attempts,
    endpointId: row.endpoint_id,
    url: row.url,
    secrets: row.previous_secret ? [row.secret, row.previous_secret] : [row.secret],
    body: row.body,
  }));
}

/** Hands claims back (shutdown): pending again at once, the attempt not counted. */
export async function releaseDeliveries(db: Queryable, claims: ClaimedDelivery[]): Promise<void> {
  if (claims.length === 0) return;
  for (const claim of claims) {
    await db.query(
      `update webhook_deliveries set status = 'pending', attempts = attempts - 1,
              locked_until = null, next_attempt_at = now()
        where id = $1 and attempts = $2 and status = 'delivering'`,
      [claim.id, claim.attempts],
    );
  }
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

/**
 * Writes attempts' results under their `attempts` fence, in one transaction (a few statements
 * whatever their number): each delivery's status, its attempt's log row and its endpoint's
 * `failing_since` (cleared by a success, set by the first failure after one). A failure is
 * retried after its `delayMs` unless the delivery was queued 3 days ago or more (then
 * `failed`). A result whose claim is no longer current is ignored (`written: false`).
 */
export async function recordResults(db: Database, items: AttemptResult[]): Promise<Outcome[]> {
  if (items.length === 0) return [];
  const column = <T>(pick: (item: AttemptResult) => T) => items.map(pick);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number | string; status: string; endpoint_id: number }>(
      `update webhook_deliveries d
          set status = case when i.ok then 'succeeded' when ${GIVEN_UP} then 'failed'
                            else 'pending' end,
              completed_at = case when i.ok or ${GIVEN_UP} then now() end,
              next_attempt_at = case when i.ok then d.next_attempt_at
                                     else now() + i.delay_ms * interval '1 millisecond' end,
              locked_until = null, last_status_code = i.status_code,
              last_error = case when i.ok then null else coalesce(i.error, 'failed') end
         from unnest($1::bigint[], $2::int[], $3::boolean[], $4::int[], $5::text[], $6::int[])
              as i(id, attempts, ok, status_code, error, delay_ms)
        where d.id = i.id and d.attempts = i.attempts and d.status = 'delivering'
       returning d.id, d.status, d.endpoint_id`,
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
  claim: ClaimedDelivery,
  result: SendResult,
  startedAt: Date,
  delayMs: number,
): Promise<Outcome> {
  const [outcome] = await recordResults(db, [{ claim, result, startedAt, delayMs }]);
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
