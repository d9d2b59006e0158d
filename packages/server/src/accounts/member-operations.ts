import type { OperationHandlers } from '../api/operations';
import { notFound, validationFailed } from '../http/api-error';
import { createAccountUserRepository, currentAccountUser } from './account-user-repository';
import { pageOf, pageRequest } from './pagination';
import {
  ceilingOf,
  grantOfRoles,
  requireAnotherOwner,
  requireMayManageMember,
  requireOwner,
  requireWithinCeiling,
} from './privilege-ceiling';
import { type AccountContext } from './account-context';

/** The members of an account: the caller's own membership, the list, their roles, removal. */
export function createMemberOperations({
  requireAccountAccess,
  requireMemberAccess,
  members,
  keepingAUserManager,
  callerCeilingIn,
  checkedRoleIds,
}: AccountContext): OperationHandlers {
  return {
    // ------------------------------------------------------------ the account itself
    async renameAccount(request) {
      const { id } = request.params;
      const { membership } = await requireMemberAccess(request, id, null);
      requireOwner(ceilingOf(membership));
      const name = request.body.name.trim();
      if (!name)
        throw validationFailed({ name: ['must have at least one character besides spaces'] });
      return members.renameAccount(id, name);
    },

    // ------------------------------------------------------------ the caller's membership
    async getAccountUser(request) {
      const { id } = request.params;
      const { membership } = await requireMemberAccess(request, id, null);
      return currentAccountUser(membership);
    },

    // ------------------------------------------------------------ account users
    async listAccountUsers(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'users.view');
      const query = request.query;
      const page = pageRequest(query);
      const { items, total } = await members.page(id, { q: query.q, roleId: query.role_id }, page);
      return pageOf(items, total, page);
    },

    async setAccountUserRoles(request) {
      const { id, userId } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'users.manage');
      const { role_ids: roleIds } = request.body;
      return keepingAUserManager(id, async (tx) => {
        const txMembers = createAccountUserRepository(tx);
        const member = await txMembers.find(id, userId);
        const target = await txMembers.membership(userId, id);
        if (!member || !target) throw notFound('This user is not a member of the account.');
        const newRoleIds = await checkedRoleIds(tx, id, roleIds);
        const ceiling = await callerCeilingIn(tx, caller, id);
        const grant = await grantOfRoles(tx, id, newRoleIds);
        const wasOwner = ceilingOf(target).isOwner;
        if (wasOwner !== grant.includesOwner) requireOwner(ceiling);
        // Adding or keeping roles on yourself is within your ceiling by definition.
        if (userId !== caller.userId) requireMayManageMember(ceiling, target);
        requireWithinCeiling(ceiling, grant.permissions);
        if (wasOwner && !grant.includesOwner) await requireAnotherOwner(tx, id);
        await txMembers.setRoles(member.id, newRoleIds);
        return (await txMembers.find(id, userId))!;
      });
    },

    async removeAccountUser(request, reply) {
      const { id, userId } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'users.manage');
      await keepingAUserManager(id, async (tx) => {
        const txMembers = createAccountUserRepository(tx);
        const member = await txMembers.find(id, userId);
        const target = await txMembers.membership(userId, id);
        if (!member || !target) throw notFound('This user is not a member of the account.');
        const ceiling = await callerCeilingIn(tx, caller, id);
        requireMayManageMember(ceiling, target);
        if (ceilingOf(target).isOwner) await requireAnotherOwner(tx, id);
        await txMembers.remove(member.id);
        await txMembers.afterLeaving(userId, id);
      });
      return reply.code(204).send();
    },
  };
}
