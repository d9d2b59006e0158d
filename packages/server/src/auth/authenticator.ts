import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import type { AccessTokens } from './access-tokens';
import type { PermissionName } from './permissions';
import { authMessages } from './auth-messages';
import type { Text } from '../i18n/i18n';
import { findApiKeyCaller, isApiKeySecret, type KeyContext } from '../api-keys/key-caller';

/** A person calling: resolved from the Bearer token or the `access_token` cookie on every request. */
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
  /** Never set for a person (see `KeyContext`). */
  apiKeyId: null;
}

export type { KeyContext };

/** Whoever calls: a person (token or cookie) or a secret API key (`Authorization: Bearer sk_…`). */
export type Caller = AuthContext | KeyContext;

export const isKeyCaller = (caller: Caller): caller is KeyContext => caller.apiKeyId !== null;

/** The 403 of a call that needs a person's sign-in (`/user…`, invites, admin, the key calls). */
export const PERSON_ONLY = "This call needs a person's sign-in; API keys cannot use it.";

export const ACCESS_TOKEN_COOKIE = 'access_token';

/**
 * `Authorization: Bearer <token>` exactly (RFC 6750 §2.1: the scheme, case-insensitive, one or
 * more spaces, a b64token, nothing after it). No scheme (`sk_…` alone), another scheme, or
 * anything after the token is not a credential that any caller can have.
 */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** What a malformed `Authorization` header stands for: a bad credential (401), never "none". */
const MALFORMED = 'malformed authorization header';

/** The raw credential a request carries, if any. */
export function credentialOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) return BEARER.exec(header)?.[1] ?? MALFORMED;
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
      apiKeyId: null,
    };
  }

  /**
   * The caller of a credential. A key is looked up on every request (no cache: a revoked or
   * expired key is refused at once on every instance); the lookup is kept for the rest of the
   * same request (the key rate limit, the handler and the audit hook share it).
   */
  async function resolve(credential: string): Promise<Caller | null> {
    if (isApiKeySecret(credential)) return findApiKeyCaller(db, credential);
    if (credential.startsWith('sk_')) return null;
    const claims = await tokens.verify(credential);
    return claims ? load(claims) : null;
  }
  const keyCallers = new WeakMap<FastifyRequest, Promise<Caller | null>>();
  function callerOf(request: FastifyRequest, credential: string): Promise<Caller | null> {
    if (!credential.startsWith('sk_')) return resolve(credential);
    // A key is sent as `Authorization: Bearer`, never in the cookie (which browsers send).
    if (!request.headers.authorization) return Promise.resolve(null);
    let found = keyCallers.get(request);
    if (!found) {
      found = resolve(credential);
      keyCallers.set(request, found);
    }
    return found;
  }

  return {
    /**
     * The caller (a person or a key); `null` when the request carries no credential; throws 401
     * when it carries a bad one (unknown, revoked or expired key included).
     */
    async optional(request: FastifyRequest): Promise<Caller | null> {
      const credential = credentialOf(request);
      if (!credential) return null;
      const context = await callerOf(request, credential);
      if (!context) throw unauthenticated(authMessages.sessionExpired);
      return context;
    },
    /** The caller, a person or a key, or 401. */
    async requireCaller(request: FastifyRequest): Promise<Caller> {
      const context = await this.optional(request);
      if (!context) throw unauthenticated();
      return context;
    },
    /** A person, or 401 (no or bad credential) or 403 (a secret API key). */
    async require(request: FastifyRequest): Promise<AuthContext> {
      const context = await this.requireCaller(request);
      if (isKeyCaller(context)) throw forbidden(PERSON_ONLY);
      return context;
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/** 403 unless the caller holds `permission` in their current account (a key: its account). */
export function requirePermission(auth: Caller, permission: PermissionName): void {
  if (!auth.permissions.has(permission)) throw forbidden();
}
