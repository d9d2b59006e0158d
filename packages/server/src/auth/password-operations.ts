import type { OperationHandlers } from '../api/operations';
import { validationFailed } from '../http/api-error';
import type { components } from '@liftline/sdk/schema';
import { PASSWORD_RESET_TTL_SECONDS, passwordResetMail } from './auth-mails';
import { CONFIRMATION_MISMATCH, type AuthOperationsContext } from './auth-operations-context';
import { unauthenticated } from './authenticator';
import { createOneTimeTokens } from './one-time-tokens';
import { hashPassword, verifyPassword } from './password';
import { throwIfLimited } from './rate-limit';
import { createSessionRepository } from './session-repository';
import { createUserRepository } from './user-repository';
import { authMessages } from './auth-messages';
import { requestLocale } from '../http/request-locale';
import { translate } from '../i18n/i18n';
import type { FieldErrors } from '../http/api-error';

type Message = components['schemas']['Message'];

const RESET_LINK_SENT = authMessages.resetLinkSent;

/** Forgot password (the mailed link), reset password (opening it), and a signed-in password change. */
export function createPasswordOperations({
  db,
  config,
  auth,
  outbox,
  limits,
  users,
  wrongCurrentPasswordPerUser,
}: AuthOperationsContext): OperationHandlers {
  // Reset mails per user (= per address): over the cap the call answers the same 202 and sends
  // nothing. Anyone can name an address, so a 429 here would let a stranger keep its owner from
  // resetting; instead the owner already holds a working link: each mail's link lives as long as
  // this window, so the newest one sent is still valid while the cap holds. The per-IP limit
  // (http/rate-limits.ts) is a 429.
  const resetMailsPerUser = limits.limiter('reset-mails-per-user', {
    limit: config.authLimitPerAddressPerHour,
    windowMs: PASSWORD_RESET_TTL_SECONDS * 1000,
  });

  return {
    async forgotPassword(request, reply): Promise<Message> {
      const { email } = request.body;
      const user = await users.findByEmail(email);
      if (user && (await resetMailsPerUser.consume(String(user.id))) === 0) {
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
      return { message: translate(requestLocale(request), RESET_LINK_SENT) };
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
          { token: [authMessages.resetLinkInvalidAskAgain] },
          authMessages.resetLinkInvalid,
        );
      }
      return { message: translate(requestLocale(request), authMessages.passwordReset) };
    },

    async changePassword(request, reply): Promise<Message> {
      const caller = await auth.require(request);
      const body = request.body;
      const limitKey = String(caller.userId);
      throwIfLimited(reply, await wrongCurrentPasswordPerUser.retryAfter(limitKey));
      const user = await users.findById(caller.userId);
      if (!user) throw unauthenticated();
      const errors: FieldErrors = {};
      if (!(await verifyPassword(body.current_password, user.password_hash))) {
        await wrongCurrentPasswordPerUser.record(limitKey);
        errors.current_password = [authMessages.notCurrentPassword];
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
      await wrongCurrentPasswordPerUser.reset(limitKey);
      return { message: translate(requestLocale(request), authMessages.passwordChanged) };
    },
  };
}
