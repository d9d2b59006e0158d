import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { openSuccessor, sealSuccessor } from './successor-seal';

/** Values of `auth_sessions.revoked_reason`. */
export type RevokeReason =
  'logout' | 'reuse' | 'password-changed' | 'password-reset' | 'admin' | 'email-change-reported';

export interface IssuedRefreshToken {
  sessionId: string;
  userId: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** A refresh token together with the access token issued beside it. */
export interface IssuedTokenPair extends IssuedRefreshToken {
  accessToken: string;
  accessExpiresAt: Date;
}

/** Signs the access token of a new pair (`AccessTokens.sign`). */
export type SignAccess = (claims: {
  userId: number;
  sessionId: string;
}) => Promise<{ token: string; expiresAt: Date }>;

export type RotationResult =
  /** `replayed`: the token had been rotated moments ago; this is the same successor pair again. */
  | ({ status: 'rotated'; replayed: boolean } & IssuedTokenPair)
  /** The token had already been rotated: its session is now revoked (theft is assumed). */
  | { status: 'reused' }
  /** Unknown, expired, or of a revoked or expired session. */
  | { status: 'invalid' };

/**
 * Login sessions and their rotating refresh tokens (migration 004). A session is one refresh-token
 * family; only SHA-256 hashes of refresh tokens are stored. `rotate` must run inside a transaction.
 */
export function createSessionRepository(db: Queryable) {
  async function issueRefreshToken(
    sessionId: string,
    expiresAt: Date,
  ): Promise<{ refreshToken: string }> {
    const refreshToken = newSecretToken();
    await db.query(
      `insert into refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)`,
      [hashSecretToken(refreshToken), sessionId, expiresAt],
    );
    return { refreshToken };
  }

  return {
    /** Starts a session of `userId` with its first refresh token, valid `ttlSeconds`. */
    async start(
      userId: number,
      ttlSeconds: number,
      client: { userAgent?: string; ip?: string } = {},
    ): Promise<IssuedRefreshToken> {
      const sessionId = randomUUID();
      const { rows } = await db.query<{ expires_at: Date }>(
        `insert into auth_sessions (id, user_id, expires_at, user_agent, ip)
         values ($1, $2, now() + $3 * interval '1 second', $4, $5) returning expires_at`,
        [sessionId, userId, ttlSeconds, client.userAgent?.slice(0, 500) ?? null, client.ip ?? null],
      );
      const refreshExpiresAt = new Date(rows[0]!.expires_at);
      const { refreshToken } = await issueRefreshToken(sessionId, refreshExpiresAt);
      return { sessionId, userId, refreshToken, refreshExpiresAt };
    },

    /**
     * Exchanges a refresh token for a new pair of the same session (refresh token and access
     * token). The session's lifetime slides: it expires `ttlSeconds` after its last refresh.
     *
     * Replay: the token presented again within `reuseGraceSeconds` of its rotation, while its
     * successor has not been used, answers the very same successor pair (sealed on the token's row,
     * see successor-seal.ts): a browser that reloaded (or lost the connection) before it could store
     * the answer, or several tabs refreshing at once, end up on one chain. Presented later, or after
     * the successor was used, it revokes the whole session (theft is assumed).
     *
     * The token row is locked (`for update`), so concurrent calls with one token are serialised:
     * the first rotates, the others replay its answer.
     */
    async rotate(
      refreshToken: string,
      {
        ttlSeconds,
        reuseGraceSeconds = 0,
        signAccess,
      }: { ttlSeconds: number; reuseGraceSeconds?: number; signAccess: SignAccess },
    ): Promise<RotationResult> {
      const tokenHash = hashSecretToken(refreshToken);
      const { rows } = await db.query<{
        session_id: string;
        user_id: number;
        used: boolean;
        usable: boolean;
        in_grace: boolean;
        successor_sealed: string | null;
      }>(
        `select rt.session_id, s.user_id, rt.used_at is not null as used, rt.successor_sealed,
                (rt.expires_at > now() and s.revoked_at is null and s.expires_at > now()) as usable,
                (rt.used_at > now() - $2 * interval '1 second' and not exists (
                   select 1 from refresh_tokens later
                    where later.session_id = rt.session_id and later.used_at > rt.used_at
                )) as in_grace
           from refresh_tokens rt join auth_sessions s on s.id = rt.session_id
          where rt.token_hash = $1
          for update of rt`,
        [tokenHash, reuseGraceSeconds],
      );
      const token = rows[0];
      if (!token) return { status: 'invalid' };
      if (token.used) {
        const successor =
          token.in_grace && token.usable && token.successor_sealed
            ? openSuccessor(refreshToken, token.session_id, token.successor_sealed)
            : null;
        if (successor) {
          return {
            status: 'rotated',
            replayed: true,
            sessionId: token.session_id,
            userId: token.user_id,
            refreshToken: successor.refreshToken,
            refreshExpiresAt: new Date(successor.refreshExpiresAt),
            accessToken: successor.accessToken,
            accessExpiresAt: new Date(successor.accessExpiresAt),
          };
        }
        await this.revoke(token.session_id, 'reuse');
        return { status: 'reused' };
      }
      if (!token.usable) return { status: 'invalid' };

      const session = await db.query<{ expires_at: Date }>(
        `update auth_sessions set last_used_at = now(), expires_at = now() + $2 * interval '1 second'
          where id = $1 returning expires_at`,
        [token.session_id, ttlSeconds],
      );
      const refreshExpiresAt = new Date(session.rows[0]!.expires_at);
      const issued = await issueRefreshToken(token.session_id, refreshExpiresAt);
      const access = await signAccess({ userId: token.user_id, sessionId: token.session_id });
      const sealed = sealSuccessor(refreshToken, token.session_id, {
        accessToken: access.token,
        accessExpiresAt: access.expiresAt.toISOString(),
        refreshToken: issued.refreshToken,
        refreshExpiresAt: refreshExpiresAt.toISOString(),
      });
      await db.query(
        `update refresh_tokens set used_at = now(), successor_sealed = $2 where token_hash = $1`,
        [tokenHash, sealed],
      );
      return {
        status: 'rotated',
        replayed: false,
        sessionId: token.session_id,
        userId: token.user_id,
        refreshToken: issued.refreshToken,
        refreshExpiresAt,
        accessToken: access.token,
        accessExpiresAt: access.expiresAt,
      };
    },

    /** Revokes one session (every refresh token of it, and its access tokens). */
    async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
      await db.query(
        `update auth_sessions set revoked_at = now(), revoked_reason = $2
          where id = $1 and revoked_at is null`,
        [sessionId, reason],
      );
    },

    /** The session a refresh token belongs to (used or not), if the token is known. */
    async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      const { rows } = await db.query<{ session_id: string }>(
        `select session_id from refresh_tokens where token_hash = $1`,
        [hashSecretToken(refreshToken)],
      );
      return rows[0]?.session_id;
    },

    /** Revokes every live session of a user, except `keepSessionId` when given. */
    async revokeAllOfUser(
      userId: number,
      reason: RevokeReason,
      keepSessionId?: string,
    ): Promise<number> {
      const { rowCount } = await db.query(
        `update auth_sessions set revoked_at = now(), revoked_reason = $2
          where user_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)`,
        [userId, reason, keepSessionId ?? null],
      );
      return rowCount;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
