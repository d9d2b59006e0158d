import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import type { AccessTokens } from './access-tokens';
import type { PermissionName } from './permissions';
import { authMessages } from './auth-messages';
import type { Text } from '../i18n/i18n';

/** Who is calling: resolved from the Bearer token or the `access_token` cookie on every request. */
export interface AuthContext {
  userId: number;
  sessionId: string;
  email: string;
  isPlatformAdmin: boolean;
  /** The user's current account (the account id comes from the current account). */
  accountId: number | null;
  /** Permission names of the user's roles in the current account. */
  permissions: ReadonlySet<string>;
  accessTokenExpiresAt: Date;
}

export const ACCESS_TOKEN_COOKIE = 'access_token';

/** The raw credential a request carries, if any. */
export function credentialOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1]! : header; // a malformed header is a (bad) credential, not "none"
  }
  const cookie = (request as FastifyRequest & { cookies?: Record<string, string | undefined> })
    .cookies?.[ACCESS_TOKEN_COOKIE];
  return cookie || null;
}

export const unauthenticated = (message: Text = authMessages.pleaseLogIn) =>
  new ApiError(401, message, 'unauthenticated');

export const forbidden = (message: Text = authMessages.noPermission) =>
  new ApiError(403, message, 'forbidden');

export function createAuthenticator({ db, tokens }: { db: Queryable; tokens: AccessTokens }) {
  async function load(claims: {
    userId: number;
    sessionId: string;
    expiresAt: Date;
  }): Promise<AuthContext | null> {
    const { rows } = await db.query<{
      id: number;
      email: string;
      is_platform_admin: boolean;
      current_account_id: number | null;
      permissions: string[] | null;
      session_active: boolean;
    }>(
      `select u.id, u.email, u.is_platform_admin, u.current_account_id,
              (select coalesce(array_agg(distinct p), '{}')
                 from account_users au
                 join account_user_roles aur on aur.account_user_id = au.id
                 join roles r on r.id = aur.role_id
                 cross join lateral unnest(r.permission_names) as p
                where au.user_id = u.id and au.account_id = u.current_account_id) as permissions,
              exists (select 1 from auth_sessions s
                       where s.id = $2::uuid and s.user_id = u.id and s.revoked_at is null and s.expires_at > now())
                as session_active
         from users u where u.id = $1`,
      [claims.userId, claims.sessionId],
    );
    const user = rows[0];
    if (!user || !user.session_active) return null;
    return {
      userId: user.id,
      sessionId: claims.sessionId,
      email: user.email,
      isPlatformAdmin: user.is_platform_admin,
      accountId: user.current_account_id,
      permissions: new Set(user.permissions ?? []),
      accessTokenExpiresAt: claims.expiresAt,
    };
  }

  return {
    /** `null` when the request carries no credential; throws 401 when it carries a bad one. */
    async optional(request: FastifyRequest): Promise<AuthContext | null> {
      const credential = credentialOf(request);
      if (!credential) return null;
      const claims = await tokens.verify(credential);
      const context = claims ? await load(claims) : null;
      if (!context) throw unauthenticated(authMessages.sessionExpired);
      return context;
    },
    /** The caller, or 401. */
    async require(request: FastifyRequest): Promise<AuthContext> {
      const context = await this.optional(request);
      if (!context) throw unauthenticated();
      return context;
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/** 403 unless the caller holds `permission` in their current account. */
export function requirePermission(auth: AuthContext, permission: PermissionName): void {
  if (!auth.permissions.has(permission)) throw forbidden();
}
