import type { components } from '@liftline/sdk/schema';
import { randomBase62 } from '../api-keys/api-key-secret';
import type { Queryable } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { queueDeliveries } from './delivery-store';

type Schemas = components['schemas'];
export type WebhookEventType = Schemas['WebhookEventType'];

/** The `data` of each event type (the contract's `webhooks` section). */
export interface WebhookEventData {
  'lead.created': Schemas['LeadCreatedEvent']['data'];
  'lead.updated': Schemas['LeadUpdatedEvent']['data'];
  'quote_list.created': Schemas['QuoteListCreatedEvent']['data'];
  'booking.created': Schemas['BookingCreatedEvent']['data'];
  'booking.released': Schemas['BookingReleasedEvent']['data'];
  'product.published': Schemas['ProductPublishedEvent']['data'];
  'product.unpublished': Schemas['ProductUnpublishedEvent']['data'];
  'quote.sent': Schemas['QuoteSentEvent']['data'];
  'quote.accepted': Schemas['QuoteAcceptedEvent']['data'];
  'quote.declined': Schemas['QuoteDeclinedEvent']['data'];
  'rental.extension_requested': Schemas['RentalExtensionRequestedEvent']['data'];
  'rental.extended': Schemas['RentalExtendedEvent']['data'];
  'rental.off_rent_requested': Schemas['RentalOffRentRequestedEvent']['data'];
  'rental.returned': Schemas['RentalReturnedEvent']['data'];
  'service.requested': Schemas['ServiceRequestedEvent']['data'];
}

/** `evt_` and 24 base62 characters (about 143 random bits). */
export function newEventId(): string {
  return `evt_${randomBase62(24)}`;
}

/** An event's `data`, or a function that reads it (called only when some endpoint wants it). */
export type EventData<T extends WebhookEventType> =
  WebhookEventData[T] | (() => Promise<WebhookEventData[T]>);

/**
 * Queues an event of `accountId` in the caller's transaction `tx`: one `webhook_events` row whose
 * body `{ id, type, created_at, data }` is serialised here, once (every attempt signs these
 * bytes), and one delivery per active endpoint of the account that wants the type. Nothing is
 * read or stored when no endpoint wants it. Answers the number of deliveries queued.
 */
export async function enqueueWebhookEvent<T extends WebhookEventType>(
  jobs: JobQueue,
  tx: Queryable,
  accountId: number | null | undefined,
  type: T,
  data: EventData<T>,
): Promise<number> {
  if (accountId == null) return 0;
  const { rows: wanted } = await tx.query<{ id: number }>(
    `select id from webhook_endpoints where account_id = $1 and active and $2 = any (events)
      order by id`,
    [accountId, type],
  );
  if (wanted.length === 0) return 0;
  const id = newEventId();
  const createdAt = new Date().toISOString();
  const payload = typeof data === 'function' ? await data() : data;
  const body = JSON.stringify({ id, type, created_at: createdAt, data: payload });
  await tx.query(
    `insert into webhook_events (id, account_id, type, body, created_at) values ($1, $2, $3, $4, $5)`,
    [id, accountId, type, body, createdAt],
  );
  const { rows } = await tx.query<{ id: number | string; endpoint_id: number }>(
    `insert into webhook_deliveries (endpoint_id, event_id)
     select endpoint_id, $2 from unnest($1::int[]) as endpoint_id returning id, endpoint_id`,
    [wanted.map((row) => row.id), id],
  );
  await queueDeliveries(
    jobs,
    tx,
    rows.map((row) => ({ id: Number(row.id), endpointId: row.endpoint_id })),
  );
  return rows.length;
}

/** The `data` of a test event: sample data, never a customer's (the contract's WebhookTestEvent). */
export function testEventData(endpointId: number): Schemas['WebhookTestEvent']['data'] {
  return {
    message: 'A test event from Liftline. It carries no customer data; answer it with a 2xx.',
    endpoint_id: endpointId,
    sample: true,
  };
}

/**
 * Queues a `webhook.test` event for ONE endpoint (whatever events it carries) in `tx`: its
 * `webhook_events` row and its delivery. Answers the delivery's id.
 */
export async function enqueueTestEvent(
  jobs: JobQueue,
  tx: Queryable,
  accountId: number,
  endpointId: number,
): Promise<number> {
  const id = newEventId();
  const createdAt = new Date().toISOString();
  const type = 'webhook.test';
  const body = JSON.stringify({ id, type, created_at: createdAt, data: testEventData(endpointId) });
  await tx.query(
    `insert into webhook_events (id, account_id, type, body, created_at) values ($1, $2, $3, $4, $5)`,
    [id, accountId, type, body, createdAt],
  );
  const { rows } = await tx.query<{ id: number | string }>(
    'insert into webhook_deliveries (endpoint_id, event_id) values ($1, $2) returning id',
    [endpointId, id],
  );
  const deliveryId = Number(rows[0]!.id);
  await queueDeliveries(jobs, tx, [{ id: deliveryId, endpointId }]);
  return deliveryId;
}
