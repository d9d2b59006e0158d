import type { components } from '@liftline/sdk/schema';
import { limitOffset, type PageRequest } from '../../accounts/pagination';
import { isoTimestamp } from '../../auth/user-repository';
import type { Queryable } from '../../db/database';
import { TURNED_OFF_ERROR } from './endpoint-messages';
import type { WebhookEventType } from './event-permissions';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointWithSecret = components['schemas']['WebhookEndpointWithSecret'];

type Timestamp = Date | string;

interface EndpointRow {
  id: number;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  active: boolean;
  failing_since: Timestamp | null;
  disabled_at: Timestamp | null;
  previous_secret_expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  secret?: string;
}

/** Never the secrets; the replaced secret's expiry only while it still signs. */
const COLUMNS = `id, url, events, description, active, failing_since, disabled_at,
  case when previous_secret_expires_at > now() then previous_secret_expires_at end
    as previous_secret_expires_at,
  created_at, updated_at`;
/** Active first, then by URL (the document's order). */
const ORDER = 'active desc, url, id';

const isoOrNull = (value: Timestamp | null) => (value === null ? null : isoTimestamp(value));

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    active: row.active,
    failing_since: isoOrNull(row.failing_since),
    disabled_at: isoOrNull(row.disabled_at),
    previous_secret_expires_at: isoOrNull(row.previous_secret_expires_at),
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  };
}

const withSecret = (row: EndpointRow): WebhookEndpointWithSecret => ({
  ...toEndpoint(row),
  secret: row.secret!,
});

/** The unique index on `(account_id, url)` was violated (PostgreSQL error 23505). */
export function isDuplicateUrl(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'webhook_endpoints_account_id_url_key';
}

export interface NewEndpoint {
  accountId: number;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  active: boolean;
  secret: string;
}

/** What an update changes; `undefined` leaves a field as it is (`description: null` clears it). */
export interface EndpointChanges {
  url?: string;
  events?: WebhookEventType[];
  description?: string | null;
  active?: boolean;
}

/** The webhook endpoints of an account (every query is scoped by `account_id`). */
export function createEndpointRepository(db: Queryable) {
  async function select(accountId: number, endpointId: number, lock = false) {
    const { rows } = await db.query<EndpointRow>(
      `select ${COLUMNS} from webhook_endpoints where account_id = $1 and id = $2
        ${lock ? 'for update' : ''}`,
      [accountId, endpointId],
    );
    return rows[0] ? toEndpoint(rows[0]) : null;
  }

  return {
    async page(accountId: number, page: PageRequest) {
      const { rows: counted } = await db.query<{ total: number }>(
        'select count(*)::int as total from webhook_endpoints where account_id = $1',
        [accountId],
      );
      const { rows } = await db.query<EndpointRow>(
        `select ${COLUMNS} from webhook_endpoints where account_id = $1
          order by ${ORDER} limit $2 offset $3`,
        [accountId, ...limitOffset(page)],
      );
      return { items: rows.map(toEndpoint), total: counted[0]?.total ?? 0 };
    },

    /** An endpoint of `accountId`; null for a missing one or another account's. */
    find(accountId: number, endpointId: number): Promise<WebhookEndpoint | null> {
      return select(accountId, endpointId);
    },

    /** `find`, locking the row until the transaction ends (resend against a concurrent turn-off). */
    findForUpdate(accountId: number, endpointId: number): Promise<WebhookEndpoint | null> {
      return select(accountId, endpointId, true);
    },

    /**
     * Locks the account against concurrent endpoint changes until the transaction ends (the cap
     * and the unique URL are read first), and answers how many endpoints it has.
     */
    async lockAccount(accountId: number): Promise<number> {
      await db.query('select id from accounts where id = $1 for update', [accountId]);
      const { rows } = await db.query<{ count: number }>(
        'select count(*)::int as count from webhook_endpoints where account_id = $1',
        [accountId],
      );
      return rows[0]!.count;
    },

    /** Whether another endpoint of the account already has this URL. */
    async urlTaken(accountId: number, url: string, exceptId: number | null): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 from webhook_endpoints
          where account_id = $1 and url = $2 and id is distinct from $3::int`,
        [accountId, url, exceptId],
      );
      return rows.length > 0;
    },

    async insert(endpoint: NewEndpoint): Promise<WebhookEndpointWithSecret> {
      const { rows } = await db.query<EndpointRow>(
        `insert into webhook_endpoints (account_id, url, events, description, active, secret)
         values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}, secret`,
        [
          endpoint.accountId,
          endpoint.url,
          endpoint.events,
          endpoint.description,
          endpoint.active,
          endpoint.secret,
        ],
      );
      return withSecret(rows[0]!);
    },

    /**
     * Applies `changes` (the secret never changes here). Turning an endpoint on clears
     * `failing_since` and `disabled_at`; null when it is not the account's.
     */
    async update(
      accountId: number,
      endpointId: number,
      changes: EndpointChanges,
    ): Promise<WebhookEndpoint | null> {
      const { rows } = await db.query<EndpointRow>(
        `update webhook_endpoints
            set url = coalesce($3, url),
                events = coalesce($4::text[], events),
                description = case when $5::boolean then $6 else description end,
                failing_since = case when $7::boolean and not active then null else failing_since end,
                disabled_at = case when $7::boolean and not active then null else disabled_at end,
                active = coalesce($7, active),
                updated_at = now()
          where account_id = $1 and id = $2
          returning ${COLUMNS}`,
        [
          accountId,
          endpointId,
          changes.url ?? null,
          changes.events ?? null,
          changes.description !== undefined,
          changes.description ?? null,
          changes.active ?? null,
        ],
      );
      return rows[0] ? toEndpoint(rows[0]) : null;
    },

    /**
     * Fails the deliveries still queued for an endpoint turned off (`last_error` says why; one
     * being sent finishes). Answers how many.
     */
    async failQueued(endpointId: number): Promise<number> {
      const { rowCount } = await db.query(
        `update webhook_deliveries
            set status = 'failed', completed_at = now(), locked_until = null, last_error = $2
          where endpoint_id = $1 and status = 'pending'`,
        [endpointId, TURNED_OFF_ERROR],
      );
      return rowCount;
    },

    /** Deletes an endpoint with its deliveries and their log; null when it is not the account's. */
    async remove(accountId: number, endpointId: number): Promise<{ url: string } | null> {
      const { rows } = await db.query<{ url: string }>(
        'delete from webhook_endpoints where account_id = $1 and id = $2 returning url',
        [accountId, endpointId],
      );
      return rows[0] ?? null;
    },

    /**
     * Gives the endpoint `secret`; the one it replaces keeps signing for 24 hours (an older one,
     * from a rotation less than 24 hours ago, stops at once). Null when it is not the account's.
     */
    async rotate(
      accountId: number,
      endpointId: number,
      secret: string,
    ): Promise<WebhookEndpointWithSecret | null> {
      const { rows } = await db.query<EndpointRow>(
        `update webhook_endpoints
            set previous_secret = secret,
                previous_secret_expires_at = now() + interval '24 hours',
                secret = $3,
                updated_at = now()
          where account_id = $1 and id = $2
          returning ${COLUMNS}, secret`,
        [accountId, endpointId, secret],
      );
      return rows[0] ? withSecret(rows[0]) : null;
    },
  };
}
