import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import type { Outbox } from '../mail/outbox';
import {
  EMAIL_CHANGE_REPORT_TTL_SECONDS,
  emailChangeNoticeMail,
  emailChangeVerificationMail,
  PASSWORD_RESET_TTL_SECONDS,
  passwordResetMail,
  VERIFY_EMAIL_TTL_SECONDS,
} from './auth-mails';
import { createOneTimeTokens } from './one-time-tokens';
import { createSessionRepository } from './session-repository';
import { createUserRepository, type UserCredentials } from './user-repository';
import { authMessages } from './auth-messages';

export const EMAIL_TAKEN = authMessages.emailTaken;

/**
 * The e-mail change: a new address waits as `users.pending_email` until the
 * link mailed to it is opened; the old address gets a notice with a "this wasn't me" link. Both
 * links are one-time tokens bound to an address, so a link of an earlier change can never verify
 * a later one. Every function runs inside the caller's transaction (`tx`).
 */
export function createEmailChanges({
  config,
  outbox,
}: {
  config: Pick<ServerConfig, 'publicUrl'>;
  outbox: Pick<Outbox, 'enqueue'>;
}) {
  return {
    /**
     * Records `newEmail` as pending and mails both links; earlier links of a change stop working.
     * 409 when another user has the address.
     */
    async request(tx: Queryable, user: UserCredentials, newEmail: string): Promise<void> {
      const users = createUserRepository(tx);
      if (await users.emailTaken(newEmail, user.id))
        throw new ApiError(409, EMAIL_TAKEN, 'conflict');
      const tokens = createOneTimeTokens(tx);
      await users.setPendingEmail(user.id, newEmail);
      const verifyToken = await tokens.issue(
        'email-change',
        user.id,
        VERIFY_EMAIL_TTL_SECONDS,
        newEmail,
      );
      const reportToken = await tokens.issue(
        'email-change-report',
        user.id,
        EMAIL_CHANGE_REPORT_TTL_SECONDS,
        user.email,
      );
      await outbox.enqueue(
        emailChangeVerificationMail(
          config.publicUrl,
          { name: user.name, email: newEmail, locale: user.locale },
          user.email,
          verifyToken,
        ),
        tx,
      );
      await outbox.enqueue(
        emailChangeNoticeMail(config.publicUrl, user, newEmail, reportToken),
        tx,
      );
    },

    /** Drops the pending change, if any; its verification link stops working. */
    async withdraw(tx: Queryable, userId: number): Promise<void> {
      await createUserRepository(tx).clearPendingEmail(userId);
      await createOneTimeTokens(tx).invalidate('email-change', userId);
    },

    /**
     * Opens an e-mail change verification link: `consumed` swapped the address in, `used` the
     * link was opened before and its address is the user's verified one, `invalid` otherwise
     * (unknown, expired, of an older or cancelled change). A taken address throws the unique
     * violation (the caller answers 409; its transaction rolls back, nothing changes).
     */
    async verify(tx: Queryable, token: string): Promise<'verified' | 'invalid' | 'not-this-kind'> {
      const result = await createOneTimeTokens(tx).consume('email-change', token);
      if (result.status === 'invalid') return 'not-this-kind';
      const email = result.email ?? '';
      const users = createUserRepository(tx);
      if (result.status === 'consumed') {
        return (await users.applyPendingEmail(result.userId, email)) ? 'verified' : 'invalid';
      }
      const user = await users.findById(result.userId);
      const current = user?.email_verified_at && user.email.toLowerCase() === email.toLowerCase();
      return current ? 'verified' : 'invalid';
    },

    /**
     * "This wasn't me": cancels the pending change (or puts the reported address back if the
     * change went through and the address is still free), revokes every session of the user and
     * mails a password reset link. `used`: opened before, nothing is done again.
     */
    async report(tx: Queryable, token: string): Promise<'reported' | 'used' | 'invalid'> {
      const tokens = createOneTimeTokens(tx);
      const result = await tokens.consume('email-change-report', token);
      if (result.status !== 'consumed') return result.status;
      const users = createUserRepository(tx);
      const user = await users.findById(result.userId);
      if (!user) return 'invalid';
      const reported = result.email;
      if (
        reported &&
        reported.toLowerCase() !== user.email.toLowerCase() &&
        !(await users.emailTaken(reported, user.id))
      ) {
        await users.restoreEmail(user.id, reported);
        user.email = reported;
      }
      await this.withdraw(tx, user.id);
      await tokens.invalidate('email-change-report', user.id);
      await createSessionRepository(tx).revokeAllOfUser(user.id, 'email-change-reported');
      const resetToken = await tokens.issue('password-reset', user.id, PASSWORD_RESET_TTL_SECONDS);
      await outbox.enqueue(passwordResetMail(config.publicUrl, user, resetToken), tx);
      return 'reported';
    },
  };
}
