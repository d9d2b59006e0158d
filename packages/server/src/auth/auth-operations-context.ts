import type { OperationDependencies } from '../api/operation-dependencies';
import { ApiError } from '../http/api-error';
import { createEmailChanges } from './email-change';
import { createSessionRepository } from './session-repository';
import { createUserRepository } from './user-repository';
import { authMessages } from './auth-messages';
import type { Text } from '../i18n/i18n';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const SESSION_EXPIRED = authMessages.sessionExpired;
export const CONFIRMATION_MISMATCH = authMessages.confirmationMismatch;

export const conflict = (message: Text) => new ApiError(409, message, 'conflict');

/**
 * What the auth operations share: the dependencies, the user and session repositories, the e-mail
 * change flow and the per-user limit on wrong current passwords (a password change and an e-mail
 * change count towards the same one).
 */
export function createAuthOperationsContext(deps: OperationDependencies) {
  return {
    ...deps,
    users: createUserRepository(deps.db),
    sessions: createSessionRepository(deps.db),
    emailChanges: createEmailChanges({ config: deps.config, outbox: deps.outbox }),
    wrongCurrentPasswordPerUser: deps.limits.limiter('wrong-current-password', {
      limit: 10,
      windowMs: 15 * MINUTE,
    }),
  };
}

export type AuthOperationsContext = ReturnType<typeof createAuthOperationsContext>;
