import type { components } from '@liftline/sdk/schema';
import type { FastifyReply } from 'fastify';
import type { OperationHandlers } from '../api/operations';
import { validationFailed } from '../http/api-error';
import { conflict, type AuthOperationsContext } from './auth-operations-context';
import { unauthenticated } from './authenticator';
import { EMAIL_TAKEN } from './email-change';
import { verifyPassword } from './password';
import { throwIfLimited } from './rate-limit';
import { createUserRepository, isDuplicateEmail, type UserCredentials } from './user-repository';
import { authMessages } from './auth-messages';
import { fieldMessages } from '../http/error-messages';
import { requestLocale } from '../http/request-locale';
import { translate } from '../i18n/i18n';

type Message = components['schemas']['Message'];

/** The signed-in user's profile: reading it, changing name, current account and e-mail address. */
export function createProfileOperations({
  db,
  auth,
  users,
  emailChanges,
  wrongCurrentPasswordPerUser,
}: AuthOperationsContext): OperationHandlers {
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
    throwIfLimited(reply, await wrongCurrentPasswordPerUser.retryAfter(limitKey));
    if (!password) {
      throw validationFailed({ current_password: [authMessages.currentPasswordRequired] });
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      await wrongCurrentPasswordPerUser.record(limitKey);
      throw validationFailed({ current_password: [authMessages.notCurrentPassword] });
    }
    await wrongCurrentPasswordPerUser.reset(limitKey);
  }

  return {
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
      if (name === '') throw validationFailed({ name: [fieldMessages.notEmpty] });
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
            throw validationFailed({ current_account_id: [authMessages.notYourAccount] });
          }
          await txUsers.update(caller.userId, {
            name,
            email: sameAddress ? body.email : undefined,
            currentAccountId: body.current_account_id,
            locale: body.locale,
          });
          if (body.email === undefined) return;
          if (sameAddress) await emailChanges.withdraw(tx, caller.userId);
          else {
            const after = {
              ...before,
              name: name ?? before.name,
              locale: body.locale ?? before.locale,
            };
            await emailChanges.request(tx, after, body.email);
          }
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
        throw validationFailed({ token: [authMessages.linkInvalid] }, authMessages.linkInvalid);
      }
      return { message: translate(requestLocale(request), authMessages.emailChangeCancelled) };
    },
  };
}
