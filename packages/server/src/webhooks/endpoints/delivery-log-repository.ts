import type { components } from '@liftline/sdk/schema';
import { limitOffset, type PageRequest } from '../../accounts/pagination';
import { isoTimestamp } from '../../auth/user-repository';
import type { Queryable } from '../../db/database';

export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookDeliveryStatus = components['schemas']['WebhookDeliveryStatus'];
export type WebhookDeliveryEventType = components['schemas']['WebhookDeliveryEventType'];
type WebhookAttempt = components['schemas']['WebhookAttempt'];

type Timestamp = Date | string;

interface DeliveryRow {
  id: number | string | bigint;
  event_id: string;
  event_type: WebhookDelivery['event']['type'];
  event_created_at: Timestamp;
  event_body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  attempt_log: (Omit<WebhookAttempt, 'started_at'> & { started_at: string })[];
}

/** The log keeps the newest 50 attempts of a delivery (about 20 in 3 days of failures). */
const MAX_ATTEMPTS_SHOWN = 50;
/** Deliveries older than this are purged (and not shown while the purge has not run yet). */
const RETENTION = `interval '30 days'`;

const COLUMNS = `d.id, d.event_id, e.type as event_type, e.created_at as event_created_at,
  e.body as event_body,
  d.status, d.attempts, d.next_attempt_at, d.created_at, d.completed_at, d.last_status_code,
  d.last_error,
  coalesce((select json_agg(json_build_object(
                  'attempt', a.attempt, 'started_at', a.started_at, 'duration_ms', a.duration_ms,
                  'status_code', a.status_code, 'response_excerpt', a.response_excerpt,
                  'error', a.error, 'request_headers', a.request_headers) order by a.attempt desc)
              from (select * from webhook_attempts where delivery_id = d.id
                     order by attempt desc limit ${MAX_ATTEMPTS_SHOWN}) a), '[]'::json) as attempt_log`;
const FROM = 'webhook_deliveries d join webhook_events e on e.id = d.event_id';

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    event: {
      id: row.event_id,
      type: row.event_type,
      created_at: isoTimestamp(row.event_created_at),
      body: row.event_body,
    },
    status: row.status,
    attempt_count: row.attempts,
    next_attempt_at: row.status === 'pending' ? isoTimestamp(row.next_attempt_at) : null,
    created_at: isoTimestamp(row.created_at),
    completed_at: row.completed_at === null ? null : isoTimestamp(row.completed_at),
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    attempts: row.attempt_log.map((attempt) => ({
      ...attempt,
      started_at: isoTimestamp(attempt.started_at),
    })),
  };
}

/** The delivery log of one endpoint (callers check first that the endpoint is the account's). */
export function createDeliveryLogRepository(db: Queryable) {
  async function one(deliveryId: number | string | bigint): Promise<WebhookDelivery> {
    const { rows } = await db.query<DeliveryRow>(`select ${COLUMNS} from ${FROM} where d.id = $1`, [
      deliveryId,
    ]);
    return toDelivery(rows[0]!);
  }

  return {
    /** One delivery with its event and attempts. */
    get: one,

    /** Newest first, of the last 30 days; `status` keeps those in that status. */
    async page(endpointId: number, status: WebhookDeliveryStatus | null, page: PageRequest) {
      const where = `d.endpoint_id = $1 and d.created_at > now() - ${RETENTION}
        and ($2::text is null or d.status = $2)`;
      const { rows: counted } = await db.query<{ total: number }>(
        `select count(*)::int as total from webhook_deliveries d where ${where}`,
        [endpointId, status],
      );
      const { rows } = await db.query<DeliveryRow>(
        `select ${COLUMNS} from ${FROM} where ${where}
          order by d.created_at desc, d.id desc limit $3 offset $4`,
        [endpointId, status, ...limitOffset(page)],
      );
      return { items: rows.map(toDelivery), total: counted[0]?.total ?? 0 };
    },

    /** A delivery to `endpointId` (its status and event), or null. */
    async find(
      endpointId: number,
      deliveryId: number,
    ): Promise<{
      status: WebhookDeliveryStatus;
      eventId: string;
      eventType: WebhookDeliveryEventType;
    } | null> {
      const { rows } = await db.query<{
        status: WebhookDeliveryStatus;
        event_id: string;
        type: WebhookDeliveryEventType;
      }>(
        `select d.status, d.event_id, e.type from ${FROM}
          where d.endpoint_id = $1 and d.id = $2`,
        [endpointId, deliveryId],
      );
      const row = rows[0];
      return row ? { status: row.status, eventId: row.event_id, eventType: row.type } : null;
    },

    /** Queues a new delivery of `eventId` to the endpoint (due now); answers it. */
    async requeue(endpointId: number, eventId: string): Promise<WebhookDelivery> {
      const { rows } = await db.query<{ id: number | string | bigint }>(
        `insert into webhook_deliveries (endpoint_id, event_id) values ($1, $2) returning id`,
        [endpointId, eventId],
      );
      return one(rows[0]!.id);
    },
  };
}
