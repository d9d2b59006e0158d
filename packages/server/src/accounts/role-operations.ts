import type { OperationHandlers } from '../api/operations';
import { forbidden } from '../auth/authenticator';
import { notFound } from '../http/api-error';
import { pageOf, pageRequest } from './pagination';
import { OWN_ROLE, requireWithinCeiling } from './privilege-ceiling';
import { createRoleRepository, isDuplicateRoleName } from './role-repository';
import {
  conflict,
  ROLE_NAME_TAKEN,
  PERMISSION_CATALOGUE,
  checkedPermissionNames,
  trimmedName,
  trimmedDescription,
  type AccountContext,
} from './account-context';

/** The permission catalogue and the account's roles: list, create, change, delete. */
export function createRoleOperations({
  requireAccountAccess,
  roles,
  keepingAUserManager,
  callerCeilingIn,
}: AccountContext): OperationHandlers {
  return {
    // ------------------------------------------------------------ permissions
    async listAccountPermissions(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'roles.view');
      const page = pageRequest(request.query);
      const start = (page.page - 1) * page.perPage;
      return pageOf(
        PERMISSION_CATALOGUE.slice(start, start + page.perPage),
        PERMISSION_CATALOGUE.length,
        page,
      );
    },

    // ------------------------------------------------------------ roles
    async listAccountRoles(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'roles.view');
      const page = pageRequest(request.query);
      const { items, total } = await roles.page(id, page);
      return pageOf(items, total, page);
    },

    async listAccountUserRoles(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'users.view');
      const page = pageRequest(request.query);
      const { items, total } = await roles.assignablePage(id, page);
      return pageOf(items, total, page);
    },

    async createAccountRole(request, reply) {
      const { id } = request.params;
      const { ceiling } = await requireAccountAccess(request, id, 'roles.manage');
      const body = request.body;
      const input = {
        name: trimmedName(body.name),
        description: trimmedDescription(body.description ?? null),
        permissionNames: checkedPermissionNames(body.permission_names),
      };
      requireWithinCeiling(ceiling, input.permissionNames);
      try {
        const role = await roles.create(id, input);
        reply.code(201);
        return role;
      } catch (error) {
        if (isDuplicateRoleName(error)) throw conflict(ROLE_NAME_TAKEN);
        throw error;
      }
    },

    async updateAccountRole(request) {
      const { id, roleId } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'roles.manage');
      const body = request.body;
      const changes = {
        name: body.name === undefined ? undefined : trimmedName(body.name),
        description:
          body.description === undefined ? undefined : trimmedDescription(body.description),
        permissionNames:
          body.permission_names === undefined
            ? undefined
            : checkedPermissionNames(body.permission_names),
      };
      try {
        return await keepingAUserManager(id, async (tx) => {
          const txRoles = createRoleRepository(tx);
          const role = await txRoles.find(id, roleId);
          if (!role) throw notFound('This role could not be found.');
          if (role.is_system) throw conflict('System roles cannot be changed.');
          const ceiling = await callerCeilingIn(tx, caller, id);
          if (ceiling.roleIds.has(roleId) && !ceiling.isOwner) throw forbidden(OWN_ROLE);
          requireWithinCeiling(
            ceiling,
            role.permission_names,
            'You cannot change a role that holds permissions you do not hold.',
          );
          requireWithinCeiling(ceiling, changes.permissionNames ?? []);
          return txRoles.update(id, roleId, changes);
        });
      } catch (error) {
        if (isDuplicateRoleName(error)) throw conflict(ROLE_NAME_TAKEN);
        throw error;
      }
    },

    async deleteAccountRole(request, reply) {
      const { id, roleId } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'roles.manage');
      await keepingAUserManager(id, async (tx) => {
        const txRoles = createRoleRepository(tx);
        const role = await txRoles.find(id, roleId);
        if (!role) throw notFound('This role could not be found.');
        if (role.is_system) throw conflict('System roles cannot be deleted.');
        requireWithinCeiling(
          await callerCeilingIn(tx, caller, id),
          role.permission_names,
          'You cannot delete a role that holds permissions you do not hold.',
        );
        if (role.member_count > 0) {
          throw conflict(
            'This role is still assigned to members of the account. Give them other roles first.',
          );
        }
        await txRoles.delete(id, roleId);
      });
      return reply.code(204).send();
    },
  };
}
