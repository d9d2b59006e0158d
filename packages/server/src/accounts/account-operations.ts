import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { createAccountContext } from './account-context';
import { createAdminOperations } from './admin-operations';
import { createInviteOperations } from './invite-operations';
import { createMemberOperations } from './member-operations';
import { createRoleOperations } from './role-operations';

/** Account users, roles, permissions, invites, and the platform admin's user list. */
export function createAccountOperations(deps: OperationDependencies): OperationHandlers {
  const context = createAccountContext(deps);
  return {
    ...createMemberOperations(context),
    ...createRoleOperations(context),
    ...createInviteOperations(context),
    ...createAdminOperations(context),
  };
}
