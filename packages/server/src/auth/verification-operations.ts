import type { components } from '@liftline/sdk/schema';
import type { OperationHandlers } from '../api/operations';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/api-error';
import type { Locale } from '../i18n/i18n';
import { VERIFY_EMAIL_TTL_SECONDS, verificationMail } from './auth-mails';
import { conflict, HOUR, type AuthOperationsContext } from './auth-operations-context';
import { unauthenticated } from './authenticator';
import { EMAIL_TAKEN } from './email-change';
import { createOneTimeTokens } from './one-time-tokens';
import { throwIfLimited } from './rate-limit';
import { createUserRepository, isDuplicateEmail } from './user-repository';
import { authMessages } from './auth-messages';
import { requestLocale } from '../http/request-locale';
import { translate } from '../i18n/i18n';

type Message = components['schemas']['Message'];

/** Opening a verification link (a sign-up's or an e-mail change's) and asking for a new one. */
export function createVerificationOperations({
  db,
  config,
  auth,
  outbox,
  limits,
  users,
  emailChanges,
}: AuthOperationsContext): OperationHandlers {
  // The per-IP limit of resend is an http/rate-limits.ts rule; per user it counts mails sent.
  const resendPerUser = limits.limiter('resend-per-user', { limit: 5, windowMs: HOUR });

  async function sendVerificationMail(
    userId: number,
    to: { name: string; email: string; locale: Locale },
  ) {
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

  return {
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
          { token: [authMessages.verifyLinkInvalidAskAgain] },
          authMessages.verifyLinkInvalid,
        );
      }
      return { message: translate(requestLocale(request), authMessages.emailVerified) };
    },

    async resendVerificationEmail(request, reply): Promise<Message> {
      const caller = await auth.require(request);
      const user = await users.findById(caller.userId);
      if (!user) throw unauthenticated();
      if (user.email_verified_at) throw conflict(authMessages.alreadyVerified);
      throwIfLimited(reply, await resendPerUser.consume(String(user.id)));
      await sendVerificationMail(user.id, user);
      reply.code(202);
      return { message: translate(requestLocale(request), authMessages.verificationSent) };
    },
  };
}
