import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/database';

const ISSUER = 'liftline';
const AUDIENCE = 'liftline-api';

export interface AccessClaims {
  userId: number;
  /** The refresh-token family (login session) this access token belongs to. */
  sessionId: string;
}

/** Short-lived JWT access tokens (HS256, via jose). */
export function createAccessTokens({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(
      claims: AccessClaims,
      now = new Date(),
    ): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const token = await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
      return { token, expiresAt: new Date((issuedAt + ttlSeconds) * 1000) };
    },
    /** The claims of a valid, unexpired token; `null` for anything else (expired, tampered, foreign). */
    async verify(token: string): Promise<(AccessClaims & { expiresAt: Date }) | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          userId <= 0 ||
          typeof payload.sid !== 'string' ||
          !payload.exp
        )
          return null;
        return { userId, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/**
 * The signing secret: `JWT_SECRET` when configured (required when several API instances share a
 * database … they must agree), otherwise one generated once and kept in the database's settings.
 */
export async function resolveSigningSecret(
  configured: string | undefined,
  db: Queryable,
): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
    return configured;
  }
  const generated = randomBytes(48).toString('base64url');
  await db.query(
    `insert into settings (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`,
    [generated],
  );
  const { rows } = await db.query<{ value: string }>(
    `select value from settings where key = 'jwt_secret'`,
  );
  return rows[0]!.value;
}
