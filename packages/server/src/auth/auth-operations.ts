import type { OperationDependencies, OperationHandlers } from '../api/operations';

/** Register, login, refresh, logout, password reset, e-mail verification, profile, credentials. */
export function createAuthOperations(_deps: OperationDependencies): OperationHandlers {
  return {};
}
