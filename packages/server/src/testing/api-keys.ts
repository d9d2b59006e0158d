import { hashSecretToken } from '../auth/secret-tokens';
import { newApiKeySecret } from '../api-keys/api-key-secret';
import type { Queryable } from '../db/database';
import { bearerHeader } from './auth';

/** A secret API key for tests: its id, secret and ready-made `authHeader`. */
export interface TestKey {
  id: number;
  secret: string;
  authHeader: { authorization: string };
}

/**
 * A key of `accountId` with exactly `permissionNames`, written straight to the database (so a
 * test can also make one that is already expired or revoked, which the API refuses to create).
 */
export async function insertApiKey(
  db: Queryable,
  accountId: number,
  permissionNames: string[],
  { expiresAt = null, revoked = false }: { expiresAt?: Date | null; revoked?: boolean } = {},
): Promise<TestKey> {
  const { secret, prefix } = newApiKeySecret();
  const { rows } = await db.query<{ id: number }>(
    `insert into api_keys (account_id, name, prefix, secret_hash, permission_names, expires_at, revoked_at)
     values ($1, $2, $3, $4, $5, $6, case when $7 then now() end) returning id`,
    [
      accountId,
      `Test key ${prefix}`,
      prefix,
      hashSecretToken(secret),
      permissionNames,
      expiresAt,
      revoked,
    ],
  );
  return { id: rows[0]!.id, secret, authHeader: bearerHeader(secret) };
}
