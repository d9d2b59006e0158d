import type { Queryable } from '../db/database';
import { hashSecretToken, newSecretToken } from './secret-tokens';

/** Values of `one_time_tokens.purpose`. */
export type OneTimeTokenPurpose =
  | 'password-reset'
  | 'verify-email'
  /** Verifies a pending new address (the token's `email`) and swaps it in. */
  | 'email-change'
  /** "This wasn't me": the link mailed to the address being replaced (the token's `email`). */
  | 'email-change-report';

export type ConsumeResult =
  | { status: 'consumed'; userId: number; email: string | null }
  /** Valid and unexpired, but already used once. */
  | { status: 'used'; userId: number; email: string | null }
  /** Unknown, of another purpose, expired or superseded by a newer token. */
  | { status: 'invalid' };

/**
 * Single-use, expiring tokens sent by e-mail (password reset, e-mail verification and change); only their
 * SHA-256 hashes are stored. `consume` must run inside a transaction.
 */
export function createOneTimeTokens(db: Queryable) {
  return {
    /**
     * A new token for `userId`; earlier unused tokens of the same purpose stop working. `email`
     * binds the token to an address (the e-mail change tokens).
     */
    async issue(
      purpose: OneTimeTokenPurpose,
      userId: number,
      ttlSeconds: number,
      email: string | null = null,
    ): Promise<string> {
      await this.invalidate(purpose, userId);
      const token = newSecretToken();
      await db.query(
        `insert into one_time_tokens (token_hash, purpose, user_id, expires_at, email)
         values ($1, $2, $3, now() + $4 * interval '1 second', $5)`,
        [hashSecretToken(token), purpose, userId, ttlSeconds, email],
      );
      return token;
    },

    /** Makes every unused token of `purpose` for `userId` expire now. */
    async invalidate(purpose: OneTimeTokenPurpose, userId: number): Promise<void> {
      await db.query(
        `update one_time_tokens set expires_at = least(expires_at, now())
          where user_id = $1 and purpose = $2 and used_at is null`,
        [userId, purpose],
      );
    },

    /** Marks the token used (row locked, so it is used once even under concurrency). */
    async consume(purpose: OneTimeTokenPurpose, token: string): Promise<ConsumeResult> {
      const tokenHash = hashSecretToken(token);
      const { rows } = await db.query<{
        user_id: number;
        email: string | null;
        used: boolean;
        expired: boolean;
      }>(
        `select user_id, email, used_at is not null as used, expires_at <= now() as expired
           from one_time_tokens where token_hash = $1 and purpose = $2
           for update`,
        [tokenHash, purpose],
      );
      const row = rows[0];
      if (!row || row.expired) return { status: 'invalid' };
      if (row.used) return { status: 'used', userId: row.user_id, email: row.email };
      await db.query(`update one_time_tokens set used_at = now() where token_hash = $1`, [
        tokenHash,
      ]);
      return { status: 'consumed', userId: row.user_id, email: row.email };
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
