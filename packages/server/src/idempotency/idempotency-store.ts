import type { Queryable } from '../db/database';

/** How long a first request holds its key before another instance may take it over. */
export const LEASE_SECONDS = 60;

/** A key row as a repeat reads it. */
export interface KeyRow {
  state: 'in_progress' | 'completed';
  body_hash: string;
  response_body: string | null;
}

export interface KeyClaim {
  scope: string;
  /** SHA-256 (hex) of the client's key: the database never holds the key itself. */
  keyHash: string;
  method: string;
  path: string;
  bodyHash: string;
}

/** The claim's `created_at` (exact text): fences the completion against a later takeover. */
export type ClaimToken = string;

/**
 * The table `idempotency_keys` (migration 029). Every statement is one autocommit statement on
 * the database clock, so instances sharing a PostgreSQL database agree on who owns a key.
 */
export function createIdempotencyStore(db: Queryable) {
  return {
    /**
     * Takes the key: a new row, a row past its 24 hours, or an in-progress row of the same request
     * whose lease ran out (its instance stopped). Null when another request holds it.
     */
    async claim(claim: KeyClaim): Promise<ClaimToken | null> {
      const { rows } = await db.query<{ token: string }>(
        `insert into idempotency_keys (scope, key, method, path, body_hash, state, locked_until)
         values ($1, $2, $3, $4, $5, 'in_progress', now() + make_interval(secs => $6))
         on conflict (scope, key) do update
            set method = excluded.method, path = excluded.path, body_hash = excluded.body_hash,
                state = 'in_progress', locked_until = excluded.locked_until,
                response_status = null, response_headers = null, response_body = null,
                created_at = now(), expires_at = now() + interval '24 hours'
          where idempotency_keys.expires_at <= now()
             or (idempotency_keys.state = 'in_progress'
                 and idempotency_keys.locked_until < now()
                 and idempotency_keys.body_hash = excluded.body_hash)
         returning created_at::text as token`,
        [claim.scope, claim.keyHash, claim.method, claim.path, claim.bodyHash, LEASE_SECONDS],
      );
      return rows[0]?.token ?? null;
    },

    /** The live row of a key (an expired one counts as none). */
    async find(scope: string, keyHash: string): Promise<KeyRow | undefined> {
      const { rows } = await db.query<KeyRow>(
        `select state, body_hash, response_body from idempotency_keys
          where scope = $1 and key = $2 and expires_at > now()`,
        [scope, keyHash],
      );
      return rows[0];
    },

    /** Keeps the answer of the claim `token`; false when the claim was lost meanwhile. */
    async complete(
      scope: string,
      keyHash: string,
      token: ClaimToken,
      status: number,
      sealedAnswer: string,
    ): Promise<boolean> {
      const { rowCount } = await db.query(
        `update idempotency_keys
            set state = 'completed', response_status = $4, response_body = $5, locked_until = null
          where scope = $1 and key = $2 and state = 'in_progress' and created_at = $3::timestamptz`,
        [scope, keyHash, token, status, sealedAnswer],
      );
      return rowCount === 1;
    },

    /** Gives the key back (a 5xx, or an answer that is not kept): a retry runs again. */
    async release(scope: string, keyHash: string, token: ClaimToken): Promise<void> {
      await db.query(
        `delete from idempotency_keys
          where scope = $1 and key = $2 and state = 'in_progress' and created_at = $3::timestamptz`,
        [scope, keyHash, token],
      );
    },

    /** Deletes the rows past their 24 hours; answers how many. */
    async purgeExpired(): Promise<number> {
      const { rowCount } = await db.query(`delete from idempotency_keys where expires_at <= now()`);
      return rowCount;
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
