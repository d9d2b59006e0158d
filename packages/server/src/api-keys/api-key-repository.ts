import type { components } from '@liftline/sdk/schema';
import { limitOffset, type PageRequest } from '../accounts/pagination';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';

export type ApiKey = components['schemas']['ApiKey'];

/** At most this many keys of an account are neither revoked nor expired (the contract). */
export const MAX_ACTIVE_API_KEYS = 100;

interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  permission_names: string[];
  status: ApiKey['status'];
  created_by_id: number | null;
  created_by_name: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const orNull = (value: Date | string | null) => (value === null ? null : isoTimestamp(value));

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  permission_names: row.permission_names,
  status: row.status,
  created_by:
    row.created_by_id === null ? null : { id: row.created_by_id, name: row.created_by_name ?? '' },
  created_at: isoTimestamp(row.created_at),
  expires_at: orNull(row.expires_at),
  last_used_at: orNull(row.last_used_at),
  revoked_at: orNull(row.revoked_at),
});

const ACTIVE = `k.revoked_at is null and (k.expires_at is null or k.expires_at > now())`;

const COLUMNS = `k.id, k.name, k.prefix, k.permission_names,
  case when k.revoked_at is not null then 'revoked'
       when k.expires_at is not null and k.expires_at <= now() then 'expired'
       else 'active' end as status,
  u.id as created_by_id, u.name as created_by_name,
  k.created_at, k.expires_at, k.last_used_at, k.revoked_at`;

/** The secret API keys of accounts (`api_keys`): only hashes of their secrets are kept. */
export function createApiKeyRepository(db: Queryable) {
  async function find(accountId: number, keyId: number): Promise<ApiKey | undefined> {
    const { rows } = await db.query<ApiKeyRow>(
      `select ${COLUMNS} from api_keys k left join users u on u.id = k.created_by_user_id
        where k.account_id = $1 and k.id = $2`,
      [accountId, keyId],
    );
    return rows[0] && toApiKey(rows[0]);
  }

  return {
    find,

    /** Locks the account (keys are counted under it) and answers its active keys. */
    async lockAccount(accountId: number): Promise<number> {
      await db.query('select id from accounts where id = $1 for update', [accountId]);
      const { rows } = await db.query<{ count: number }>(
        `select count(*)::int as count from api_keys k where k.account_id = $1 and ${ACTIVE}`,
        [accountId],
      );
      return rows[0]!.count;
    },

    async insert(key: {
      accountId: number;
      name: string;
      prefix: string;
      secretHash: string;
      permissionNames: string[];
      createdBy: number;
      expiresAt: string | null;
    }): Promise<ApiKey> {
      const { rows } = await db.query<{ id: number }>(
        `insert into api_keys
           (account_id, name, prefix, secret_hash, permission_names, created_by_user_id, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          key.accountId,
          key.name,
          key.prefix,
          key.secretHash,
          key.permissionNames,
          key.createdBy,
          key.expiresAt,
        ],
      );
      return (await find(key.accountId, rows[0]!.id))!;
    },

    /** Newest first, revoked and expired ones included. */
    async page(accountId: number, page: PageRequest): Promise<{ items: ApiKey[]; total: number }> {
      const { rows: counted } = await db.query<{ total: number }>(
        'select count(*)::int as total from api_keys where account_id = $1',
        [accountId],
      );
      const { rows } = await db.query<ApiKeyRow>(
        `select ${COLUMNS} from api_keys k left join users u on u.id = k.created_by_user_id
          where k.account_id = $1 order by k.created_at desc, k.id desc limit $2 offset $3`,
        [accountId, ...limitOffset(page)],
      );
      return { items: rows.map(toApiKey), total: counted[0]?.total ?? 0 };
    },

    /** The key's permissions and revocation, its row locked; undefined when not of the account. */
    async lockKey(
      accountId: number,
      keyId: number,
    ): Promise<{ name: string; permissionNames: string[]; revoked: boolean } | undefined> {
      const { rows } = await db.query<{
        name: string;
        permission_names: string[];
        revoked: boolean;
      }>(
        `select name, permission_names, revoked_at is not null as revoked
           from api_keys where account_id = $1 and id = $2 for update`,
        [accountId, keyId],
      );
      const row = rows[0];
      return row && { name: row.name, permissionNames: row.permission_names, revoked: row.revoked };
    },

    async revoke(keyId: number): Promise<void> {
      await db.query('update api_keys set revoked_at = now() where id = $1', [keyId]);
    },
  };
}
