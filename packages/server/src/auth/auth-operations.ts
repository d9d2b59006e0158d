import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { createAuthOperationsContext } from './auth-operations-context';
import { createPasswordOperations } from './password-operations';
import { createProfileOperations } from './profile-operations';
import { createSessionOperations } from './session-operations';
import { createVerificationOperations } from './verification-operations';

/** Register, login, refresh, logout, password reset, e-mail verification, profile, credentials. */
export function createAuthOperations(deps: OperationDependencies): OperationHandlers {
  const context = createAuthOperationsContext(deps);
  return {
    ...createSessionOperations(context),
    ...createPasswordOperations(context),
    ...createVerificationOperations(context),
    ...createProfileOperations(context),
  };
}
