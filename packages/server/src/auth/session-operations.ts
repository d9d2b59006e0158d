import type { components } from '@liftline/sdk/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationHandlers } from '../api/operations';
import { validationFailed } from '../http/api-error';
import { DEFAULT_LOCALE } from '../i18n/i18n';
import { VERIFY_EMAIL_TTL_SECONDS, verificationMail } from './auth-mails';
import {
  CONFIRMATION_MISMATCH,
  conflict,
  SESSION_EXPIRED,
  type AuthOperationsContext,
} from './auth-operations-context';
import { ACCESS_TOKEN_COOKIE, credentialOf, isKeyCaller, unauthenticated } from './authenticator';
import { EMAIL_TAKEN } from './email-change';
import { createOneTimeTokens } from './one-time-tokens';
import { hashPassword, verifyPassword } from './password';
import { throwIfLimited } from './rate-limit';
import { newSecretToken } from './secret-tokens';
import {
  createSessionRepository,
  type IssuedRefreshToken,
  type IssuedTokenPair,
} from './session-repository';
import { createUserRepository, isDuplicateEmail } from './user-repository';
import { authMessages } from './auth-messages';
import { fieldMessages } from '../http/error-messages';
import type { FieldErrors } from '../http/api-error';

type TokenResponse = components['schemas']['TokenResponse'];
type AuthResponse = components['schemas']['AuthResponse'];
type Credentials = components['schemas']['Credentials'];

const WRONG_CREDENTIALS = authMessages.wrongCredentials;

/** Register, login, refresh, logout and the credentials of a request: where sessions start and end. */
export function createSessionOperations({
  db,
  config,
  tokens,
  auth,
  outbox,
  limits,
  users,
  sessions,
}: AuthOperationsContext): OperationHandlers {
  // Per-IP limits of register and login are @fastify/rate-limit rules (http/rate-limits.ts); the
  // backoff of wrong passwords per login pair is counted here, where the outcome is known.
  const loginThrottle = limits.loginThrottle();

  // Unknown e-mails are checked against this hash so that they take as long as wrong passwords.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(newSecretToken()));

  const clientOf = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });

  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/api',
    // Behind a TLS-terminating proxy the request itself is http: PUBLIC_URL says what users see.
    secure: request.protocol === 'https' || config.publicUrl.startsWith('https:'),
  });

  /** A new access token for the session, its cookie, and the documented token pair. */
  async function tokenPair(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: IssuedRefreshToken,
  ): Promise<TokenResponse> {
    const access = await tokens.sign({ userId: issued.userId, sessionId: issued.sessionId });
    return pairResponse(request, reply, {
      ...issued,
      accessToken: access.token,
      accessExpiresAt: access.expiresAt,
    });
  }

  /** The access token's cookie and the documented token pair. */
  function pairResponse(
    request: FastifyRequest,
    reply: FastifyReply,
    pair: IssuedTokenPair,
    expiresIn = tokens.ttlSeconds,
  ): TokenResponse {
    reply.setCookie(ACCESS_TOKEN_COOKIE, pair.accessToken, {
      ...cookieOptions(request),
      maxAge: expiresIn,
    });
    return {
      access_token: pair.accessToken,
      token_type: 'Bearer',
      expires_in: expiresIn,
      refresh_token: pair.refreshToken,
      refresh_token_expiration: pair.refreshExpiresAt.toISOString(),
      refresh_expires_in: Math.max(1, config.refreshTokenTtlSeconds),
    };
  }

  async function authResponse(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: IssuedRefreshToken,
  ): Promise<AuthResponse> {
    const token = await tokenPair(request, reply, issued);
    const user = await users.profile(issued.userId);
    if (!user) throw unauthenticated(SESSION_EXPIRED);
    return { token, user };
  }

  return {
    async registerUser(request, reply) {
      const body = request.body;
      const name = body.name.trim();
      const locale = body.locale ?? DEFAULT_LOCALE;
      const errors: FieldErrors = {};
      if (!name) errors.name = [fieldMessages.notEmpty];
      if (body.password !== body.password_confirmation) errors.password = [CONFIRMATION_MISMATCH];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const passwordHash = await hashPassword(body.password);
      let issued: IssuedRefreshToken;
      try {
        issued = await db.transaction(async (tx) => {
          const userId = await createUserRepository(tx).createWithPersonalAccount({
            name,
            email: body.email,
            passwordHash,
            // Spaces alone are no company: the account is then named after the person.
            companyName: body.company_name?.trim() || null,
            locale,
          });
          const token = await createOneTimeTokens(tx).issue(
            'verify-email',
            userId,
            VERIFY_EMAIL_TTL_SECONDS,
          );
          await outbox.enqueue(
            verificationMail(config.publicUrl, { name, email: body.email, locale }, token),
            tx,
          );
          return createSessionRepository(tx).start(
            userId,
            config.refreshTokenTtlSeconds,
            clientOf(request),
          );
        });
      } catch (error) {
        if (isDuplicateEmail(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      const response = await authResponse(request, reply, issued);
      reply.code(201);
      return response;
    },

    async loginUser(request, reply) {
      const { email, password } = request.body;
      throwIfLimited(reply, await loginThrottle.retryAfter(request.ip, email));
      const user = await users.findByEmail(email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoy()));
      if (!user || !valid) {
        await loginThrottle.failed(request.ip, email);
        throw unauthenticated(WRONG_CREDENTIALS);
      }
      await loginThrottle.succeeded(request.ip, email);
      const issued = await sessions.start(
        user.id,
        config.refreshTokenTtlSeconds,
        clientOf(request),
      );
      return authResponse(request, reply, issued);
    },

    async refreshToken(request, reply) {
      const { refreshToken } = request.body;
      // The reuse revocation must be committed, so the 401 is thrown after the transaction.
      const result = await db.transaction((tx) =>
        createSessionRepository(tx).rotate(refreshToken, {
          ttlSeconds: config.refreshTokenTtlSeconds,
          reuseGraceSeconds: config.refreshReuseGraceSeconds,
          signAccess: (claims) => tokens.sign(claims),
        }),
      );
      if (result.status !== 'rotated') throw unauthenticated(SESSION_EXPIRED);
      // A replayed pair was issued moments ago: its access token has a little less time left.
      const expiresIn = result.replayed
        ? Math.max(1, Math.floor((result.accessExpiresAt.getTime() - Date.now()) / 1000))
        : undefined;
      return { token: pairResponse(request, reply, result, expiresIn) };
    },

    async logoutUser(request, reply) {
      // The body is optional here (a cookie session logs out without one).
      const body = request.body as typeof request.body | undefined;
      const credential = credentialOf(request);
      const claims = credential ? await tokens.verify(credential) : null;
      if (claims) await sessions.revoke(claims.sessionId, 'logout');
      if (body?.refreshToken) {
        const sessionId = await sessions.sessionOfRefreshToken(body.refreshToken);
        if (sessionId) await sessions.revoke(sessionId, 'logout');
      }
      reply.clearCookie(ACCESS_TOKEN_COOKIE, cookieOptions(request));
      return reply.code(204).send();
    },

    async getCredentials(request): Promise<Credentials> {
      const caller = await auth.optional(request);
      if (!caller) {
        return {
          authenticated: false,
          user_id: null,
          account_id: null,
          permissions: [],
          access_token_expires_at: null,
          api_key: null,
        };
      }
      const permissions = [...caller.permissions].sort();
      if (isKeyCaller(caller)) {
        return {
          authenticated: true,
          user_id: null,
          account_id: caller.accountId,
          permissions,
          access_token_expires_at: caller.expiresAt?.toISOString() ?? null,
          api_key: { id: caller.apiKeyId, name: caller.apiKeyName, prefix: caller.apiKeyPrefix },
        };
      }
      return {
        authenticated: true,
        user_id: caller.userId,
        account_id: caller.accountId,
        permissions,
        access_token_expires_at: caller.accessTokenExpiresAt.toISOString(),
        api_key: null,
      };
    },
  };
}
