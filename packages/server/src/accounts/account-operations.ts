import type { OperationDependencies, OperationHandlers } from '../api/operations';

/** Account users, roles, permissions, invites, and the platform admin's user list. */
export function createAccountOperations(_deps: OperationDependencies): OperationHandlers {
  return {};
}
