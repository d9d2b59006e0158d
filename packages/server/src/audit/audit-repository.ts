import type { components } from '@liftline/sdk/schema';
import { limitOffset, type PageRequest } from '../accounts/pagination';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';

export type AuditEvent = components['schemas']['AuditEvent'];

interface AuditRow {
  id: number | string;
  action: AuditEvent['action'];
  actor_kind: AuditEvent['actor']['kind'];
  user_id: number | null;
  user_name: string | null;
  key_id: number | null;
  key_name: string | null;
  key_prefix: string | null;
  target_type: AuditEvent['target']['type'];
  target_id: string | null;
  target_label: string;
  at: Date | string;
}

const toEvent = (row: AuditRow): AuditEvent => ({
  id: Number(row.id),
  action: row.action,
  actor: {
    kind: row.actor_kind,
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
    api_key:
      row.key_id === null
        ? null
        : { id: row.key_id, name: row.key_name ?? '', prefix: row.key_prefix ?? '' },
  },
  target: { type: row.target_type, id: row.target_id, label: row.target_label },
  at: isoTimestamp(row.at),
});

/** `?api_key_id=`: what the key did, and what was done to it. */
const WHERE = `e.account_id = $1 and ($2::int is null
  or e.actor_api_key_id = $2 or (e.target_type = 'api_key' and e.target_id = $2::text))`;

/** The account's audit list (`audit_events`, written by audit-log.ts), newest first. */
export function createAuditRepository(db: Queryable) {
  return {
    async page(
      accountId: number,
      filters: { apiKeyId?: number | undefined },
      page: PageRequest,
    ): Promise<{ items: AuditEvent[]; total: number }> {
      const params = [accountId, filters.apiKeyId ?? null];
      const { rows: counted } = await db.query<{ total: number }>(
        `select count(*)::int as total from audit_events e where ${WHERE}`,
        params,
      );
      const { rows } = await db.query<AuditRow>(
        `select e.id, e.action, e.actor_kind, u.id as user_id, u.name as user_name,
                k.id as key_id, k.name as key_name, k.prefix as key_prefix,
                e.target_type, e.target_id, e.target_label, e.at
           from audit_events e
           left join users u on u.id = e.actor_user_id
           left join api_keys k on k.id = e.actor_api_key_id
          where ${WHERE}
          order by e.at desc, e.id desc limit $3 offset $4`,
        [...params, ...limitOffset(page)],
      );
      return { items: rows.map(toEvent), total: counted[0]?.total ?? 0 };
    },
  };
}
