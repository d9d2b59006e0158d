import type { components } from '@liftline/sdk/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationDependencies, OperationHandlers } from '../api/operations';
import type { Queryable } from '../db/database';
import { ApiError, validationFailed } from '../http/api-error';
import {
  PASSWORD_RESET_TTL_SECONDS,
  passwordResetMail,
  VERIFY_EMAIL_TTL_SECONDS,
  verificationMail,
} from './auth-mails';
import { ACCESS_TOKEN_COOKIE, credentialOf, unauthenticated } from './authenticator';
import { createEmailChanges, EMAIL_TAKEN } from './email-change';
import { createOneTimeTokens } from './one-time-tokens';
import { hashPassword, verifyPassword } from './password';
import { throwIfLimited } from './rate-limit';
import { newSecretToken } from './secret-tokens';
import {
  createSessionRepository,
  type IssuedRefreshToken,
  type IssuedTokenPair,
} from './session-repository';
import { createUserRepository, isDuplicateEmail, type UserCredentials } from './user-repository';

type TokenResponse = components['schemas']['TokenResponse'];
type AuthResponse = components['schemas']['AuthResponse'];
type Credentials = components['schemas']['Credentials'];
type Message = components['schemas']['Message'];

const WRONG_CREDENTIALS = 'These credentials do not match our records.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const RESET_LINK_SENT =
  'If that e-mail address is registered, we have sent a password reset link to it.';
const CONFIRMATION_MISMATCH = 'must match the password confirmation';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const conflict = (message: string) => new ApiError(409, message, 'conflict');

/** Register, login, refresh, logout, password reset, e-mail verification, profile, credentials. */
export function createAuthOperations({
  db,
  config,
  tokens,
  auth,
  outbox,
  limits: sharedLimits,
}: OperationDependencies): OperationHandlers {
  const users = createUserRepository(db);
  const sessions = createSessionRepository(db);
  const emailChanges = createEmailChanges({ config, outbox });
  // Per-IP and per-address limits of register, forgot-password, e-mail change, resend and login
  // are @fastify/rate-limit rules (http/rate-limits.ts). These count what only the handler knows:
  // verification mails actually sent, and wrong passwords (per login pair and per user).
  const limits = {
    resendPerUser: sharedLimits.limiter('resend-per-user', { limit: 5, windowMs: HOUR }),
    wrongCurrentPasswordPerUser: sharedLimits.limiter('wrong-current-password', {
      limit: 10,
      windowMs: 15 * MINUTE,
    }),
  };
  const loginThrottle = sharedLimits.loginThrottle();

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

  async function sendVerificationMail(userId: number, to: { name: string; email: string }) {
    await db.transaction(async (tx) => {
      const token = await createOneTimeTokens(tx).issue(
        'verify-email',
        userId,
        VERIFY_EMAIL_TTL_SECONDS,
      );
      await outbox.enqueue(verificationMail(config.publicUrl, to, token), tx);
    });
  }

  /** Opens a sign-up (or resend) verification link of the current address. */
  async function verifyAddress(tx: Queryable, token: string): Promise<boolean> {
    const result = await createOneTimeTokens(tx).consume('verify-email', token);
    if (result.status === 'invalid') return false;
    const txUsers = createUserRepository(tx);
    if (result.status === 'consumed') {
      await txUsers.markEmailVerified(result.userId);
      return true;
    }
    // A link opened twice answers 200 again, but only while the address is still verified
    // (a used token never verifies a later, changed address).
    const user = await txUsers.findById(result.userId);
    return Boolean(user?.email_verified_at);
  }

  /**
   * 422 on `current_password` when it is missing or wrong (not 401: no token refresh); wrong
   * attempts count towards the per-user limit changePassword uses.
   */
  async function requireCurrentPassword(
    reply: FastifyReply,
    user: UserCredentials,
    password: string | undefined,
  ): Promise<void> {
    const limitKey = String(user.id);
    throwIfLimited(reply, await limits.wrongCurrentPasswordPerUser.retryAfter(limitKey));
    if (!password) {
      throw validationFailed({ current_password: ['is required to change your e-mail address'] });
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      await limits.wrongCurrentPasswordPerUser.record(limitKey);
      throw validationFailed({ current_password: ['is not your current password'] });
    }
    await limits.wrongCurrentPasswordPerUser.reset(limitKey);
  }

  return {
    async registerUser(request, reply) {
      const body = request.body;
      const name = body.name.trim();
      const errors: Record<string, string[]> = {};
      if (!name) errors.name = ['must not be empty'];
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
          });
          const token = await createOneTimeTokens(tx).issue(
            'verify-email',
            userId,
            VERIFY_EMAIL_TTL_SECONDS,
          );
          await outbox.enqueue(
            verificationMail(config.publicUrl, { name, email: body.email }, token),
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

    async forgotPassword(request, reply): Promise<Message> {
      const { email } = request.body;
      const user = await users.findByEmail(email);
      if (user) {
        await db.transaction(async (tx) => {
          const token = await createOneTimeTokens(tx).issue(
            'password-reset',
            user.id,
            PASSWORD_RESET_TTL_SECONDS,
          );
          await outbox.enqueue(passwordResetMail(config.publicUrl, user, token), tx);
        });
      }
      reply.code(202);
      return { message: RESET_LINK_SENT };
    },

    async resetPassword(request): Promise<Message> {
      const body = request.body;
      if (body.password !== body.password_confirmation) {
        throw validationFailed({ password: [CONFIRMATION_MISMATCH] });
      }
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        const oneTimeTokens = createOneTimeTokens(tx);
        const result = await oneTimeTokens.consume('password-reset', body.token);
        if (result.status !== 'consumed') return null;
        await createUserRepository(tx).setPassword(result.userId, passwordHash);
        await oneTimeTokens.invalidate('password-reset', result.userId);
        await createSessionRepository(tx).revokeAllOfUser(result.userId, 'password-reset');
        return result.userId;
      });
      if (userId === null) {
        throw validationFailed(
          {
            token: [
              'This password reset link is invalid or has expired. Please ask for a new one.',
            ],
          },
          'This password reset link is invalid or has expired.',
        );
      }
      return { message: 'Your password has been reset. Please log in with your new password.' };
    },

    async verifyEmail(request): Promise<Message> {
      const { token } = request.body;
      let verified: boolean;
      try {
        verified = await db.transaction(async (tx) => {
          const change = await emailChanges.verify(tx, token);
          if (change !== 'not-this-kind') return change === 'verified';
          return verifyAddress(tx, token);
        });
      } catch (error) {
        // The new address of an e-mail change was registered by someone else meanwhile.
        if (isDuplicateEmail(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      if (!verified) {
        throw validationFailed(
          {
            token: ['This verification link is invalid or has expired. Please ask for a new one.'],
          },
          'This verification link is invalid or has expired.',
        );
      }
      return { message: 'Your e-mail address has been verified.' };
    },

    async resendVerificationEmail(request, reply): Promise<Message> {
      const caller = await auth.require(request);
      const user = await users.findById(caller.userId);
      if (!user) throw unauthenticated();
      if (user.email_verified_at) throw conflict('Your e-mail address is already verified.');
      throwIfLimited(reply, await limits.resendPerUser.consume(String(user.id)));
      await sendVerificationMail(user.id, user);
      reply.code(202);
      return { message: 'A new verification link has been sent to your e-mail address.' };
    },

    async getUser(request) {
      const caller = await auth.require(request);
      const user = await users.profile(caller.userId);
      if (!user) throw unauthenticated();
      return user;
    },

    async updateUser(request, reply) {
      const caller = await auth.require(request);
      const body = request.body;
      const name = body.name?.trim();
      if (name === '') throw validationFailed({ name: ['must not be empty'] });
      const before = await users.findById(caller.userId);
      if (!before) throw unauthenticated();
      // Another address (not just another letter case) is an e-mail change: password first.
      const sameAddress =
        body.email === undefined || body.email.toLowerCase() === before.email.toLowerCase();
      if (!sameAddress) await requireCurrentPassword(reply, before, body.current_password);
      try {
        await db.transaction(async (tx) => {
          const txUsers = createUserRepository(tx);
          if (
            body.current_account_id !== undefined &&
            !(await txUsers.isMember(caller.userId, body.current_account_id))
          ) {
            throw validationFailed({ current_account_id: ['must be one of your accounts'] });
          }
          await txUsers.update(caller.userId, {
            name,
            email: sameAddress ? body.email : undefined,
            currentAccountId: body.current_account_id,
          });
          if (body.email === undefined) return;
          if (sameAddress) await emailChanges.withdraw(tx, caller.userId);
          else await emailChanges.request(tx, { ...before, name: name ?? before.name }, body.email);
        });
      } catch (error) {
        if (isDuplicateEmail(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      const user = await users.profile(caller.userId);
      if (!user) throw unauthenticated();
      return user;
    },

    async cancelEmailChange(request): Promise<Message> {
      const { token } = request.body;
      const outcome = await db.transaction((tx) => emailChanges.report(tx, token));
      if (outcome === 'invalid') {
        throw validationFailed(
          { token: ['This link is invalid or has expired.'] },
          'This link is invalid or has expired.',
        );
      }
      return {
        message:
          'The e-mail change was cancelled and every session of your account was signed out. We have sent you a link to choose a new password.',
      };
    },

    async changePassword(request, reply): Promise<Message> {
      const caller = await auth.require(request);
      const body = request.body;
      const limitKey = String(caller.userId);
      throwIfLimited(reply, await limits.wrongCurrentPasswordPerUser.retryAfter(limitKey));
      const user = await users.findById(caller.userId);
      if (!user) throw unauthenticated();
      const errors: Record<string, string[]> = {};
      if (!(await verifyPassword(body.current_password, user.password_hash))) {
        await limits.wrongCurrentPasswordPerUser.record(limitKey);
        errors.current_password = ['is not your current password'];
      }
      if (body.password !== body.password_confirmation) errors.password = [CONFIRMATION_MISMATCH];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await createUserRepository(tx).setPassword(user.id, passwordHash);
        await createOneTimeTokens(tx).invalidate('password-reset', user.id);
        await createSessionRepository(tx).revokeAllOfUser(
          user.id,
          'password-changed',
          caller.sessionId,
        );
      });
      await limits.wrongCurrentPasswordPerUser.reset(limitKey);
      return { message: 'Your password has been changed.' };
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
        };
      }
      return {
        authenticated: true,
        user_id: caller.userId,
        account_id: caller.accountId,
        permissions: [...caller.permissions].sort(),
        access_token_expires_at: caller.accessTokenExpiresAt.toISOString(),
      };
    },
  };
}
