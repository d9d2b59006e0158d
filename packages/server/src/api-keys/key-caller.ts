import type { Queryable } from '../db/database';
import { hashSecretToken } from '../auth/secret-tokens';

/** A secret API key calling (`Authorization: Bearer sk_…`): its account, its permissions only. */
export interface KeyContext {
  userId: null;
  sessionId: null;
  email: null;
  apiKeyId: number;
  apiKeyName: string;
  apiKeyPrefix: string;
  /** The key's account: the only one it acts on. */
  accountId: number;
  /** The key's own permissions (never more than its creator held when it was made). */
  permissions: ReadonlySet<string>;
  isPlatformAdmin: false;
  /** When the key stops working; null - never. */
  expiresAt: Date | null;
}

/** `sk_` and 43 base62 characters: the shape of every secret `createApiKey` makes. */
const SECRET_SHAPE = /^sk_[A-Za-z0-9]{43}$/;

export const isApiKeySecret = (credential: string): boolean => SECRET_SHAPE.test(credential);

/**
 * The key of `secret` if it is active (neither revoked nor expired on the database clock), else
 * null. One statement: the lookup by the secret's SHA-256 (unique index), and `last_used_at`
 * written only when it is more than a minute old, so a busy key writes once a minute.
 */
export async function findApiKeyCaller(db: Queryable, secret: string): Promise<KeyContext | null> {
  const { rows } = await db.query<{
    id: number;
    account_id: number;
    name: string;
    prefix: string;
    permission_names: string[];
    expires_at: Date | string | null;
  }>(
    `with found as (
       select id, account_id, name, prefix, permission_names, expires_at, last_used_at
         from api_keys
        where secret_hash = $1 and revoked_at is null and (expires_at is null or expires_at > now())
     ), touched as (
       update api_keys set last_used_at = now()
        where id = (select id from found)
          and (last_used_at is null or last_used_at < now() - interval '1 minute')
       returning id
     )
     select id, account_id, name, prefix, permission_names, expires_at from found`,
    [hashSecretToken(secret)],
  );
  const key = rows[0];
  if (!key) return null;
  return {
    userId: null,
    sessionId: null,
    email: null,
    apiKeyId: key.id,
    apiKeyName: key.name,
    apiKeyPrefix: key.prefix,
    accountId: key.account_id,
    permissions: new Set(key.permission_names),
    isPlatformAdmin: false,
    expiresAt: key.expires_at === null ? null : new Date(key.expires_at),
  };
}
