import type {
  BodyOf,
  OperationDependencies,
  OperationHandlers,
  PathOf,
  QueryOf,
} from '../api/operations';
import { forbidden, unauthenticated } from '../auth/authenticator';
import { PERMISSIONS } from '../auth/permissions';
import { createRateLimiter, throwIfLimited } from '../auth/rate-limit';
import { createUserRepository } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { ApiError, notFound, validationFailed } from '../http/api-error';
import { createAccountAccess } from './account-access';
import { createAccountUserRepository, currentAccountUser } from './account-user-repository';
import { createAdminUserRepository } from './admin-user-repository';
import { inviteMail, inviteUrl } from './invite-mails';
import { createInviteRepository, type Invite } from './invite-repository';
import { pageOf, pageRequest } from './pagination';
import {
  ceilingOf,
  grantOfRoles,
  OWN_ROLE,
  requireAnotherOwner,
  requireMayManageMember,
  requireOwner,
  requireWithinCeiling,
  type Ceiling,
} from './privilege-ceiling';
import { createRoleRepository, isDuplicateRoleName } from './role-repository';

const HOUR = 3600_000;

const conflict = (message: string) => new ApiError(409, message, 'conflict');

const LAST_USER_MANAGER =
  'This change would leave the account without anyone who can manage its users. Give another member a role with the “users.manage” permission first.';
const INVITE_GRANT_LAPSED =
  'This invite is no longer valid: whoever sent it can no longer grant its roles. Please ask for a new invite.';
const ROLE_NAME_TAKEN = 'A role with that name already exists in this account.';
const NOT_A_ROLE = 'is not a role of this account';

/** The catalogue of permissions, ordered by group then name (as `listAccountPermissions` lists it). */
const PERMISSION_CATALOGUE = PERMISSIONS.map(({ name, description, group }) => ({
  name,
  description,
  group,
})).sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));

const PERMISSION_ORDER = new Map<string, number>(
  PERMISSIONS.map((permission, index) => [permission.name, index]),
);

/** Deduplicated, in catalogue order; unknown names are 422s on `permission_names.N`. */
function checkedPermissionNames(names: string[]): string[] {
  const errors: Record<string, string[]> = {};
  names.forEach((name, index) => {
    if (!PERMISSION_ORDER.has(name)) errors[`permission_names.${index}`] = ['is not a permission'];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return [...new Set(names)].sort((a, b) => PERMISSION_ORDER.get(a)! - PERMISSION_ORDER.get(b)!);
}

const trimmedName = (name: string): string => {
  const trimmed = name.trim();
  if (!trimmed) throw validationFailed({ name: ['must not be empty'] });
  return trimmed;
};

const trimmedDescription = (description: string | null): string | null =>
  description?.trim() || null;

const inviteConflict: Record<Exclude<Invite['status'], 'pending'>, string> = {
  accepted: 'This invite has already been accepted.',
  expired: 'This invite has expired. Please ask for a new one.',
  revoked: 'This invite has been revoked.',
};

/** Account users, roles, permissions, invites, and the platform admin's user list. */
export function createAccountOperations({
  db,
  config,
  auth,
  outbox,
}: OperationDependencies): OperationHandlers {
  const requireAccountAccess = createAccountAccess({ db, auth });
  const roles = createRoleRepository(db);
  const members = createAccountUserRepository(db);
  const invites = createInviteRepository(db);
  const adminUsers = createAdminUserRepository(db);
  const users = createUserRepository(db);
  // In this process's memory (see auth/rate-limit.ts), like the other e-mail sending calls.
  const limits = {
    invitesPerAccount: createRateLimiter({ limit: 50, windowMs: HOUR }),
    resendsPerInvite: createRateLimiter({ limit: 5, windowMs: HOUR }),
  };

  /**
   * Runs `change` in a transaction that answers 409 (and rolls back) when the change leaves the
   * account without any member holding `users.manage` while it had one before.
   */
  function keepingAUserManager<T>(
    accountId: number,
    change: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const txMembers = createAccountUserRepository(tx);
      await txMembers.lockAccount(accountId);
      const before = await txMembers.hasUserManager(accountId);
      const result = await change(tx);
      if (before && !(await txMembers.hasUserManager(accountId))) {
        throw conflict(LAST_USER_MANAGER);
      }
      return result;
    });
  }

  /** The caller's ceiling read inside the transaction (after the account lock): no stale grant. */
  async function ceilingIn(tx: Queryable, userId: number, accountId: number): Promise<Ceiling> {
    const membership = await createAccountUserRepository(tx).membership(userId, accountId);
    if (!membership) throw notFound('This account could not be found.');
    return ceilingOf(membership);
  }

  /** The checks of granting `roleIds` (an invite or a resend): within the ceiling, Owner by an owner. */
  async function requireMayGrantRoles(
    tx: Queryable,
    ceiling: Ceiling,
    accountId: number,
    roleIds: number[],
  ): Promise<void> {
    const grant = await grantOfRoles(tx, accountId, roleIds);
    if (grant.includesOwner) requireOwner(ceiling);
    requireWithinCeiling(ceiling, grant.permissions);
  }

  /**
   * Whether the invite's roles are still within what its sender holds now (the roles or the
   * sender's own may have changed since it was sent): an invite never grants more than its sender.
   */
  async function inviterMayStillGrant(tx: Queryable, invite: Invite): Promise<boolean> {
    if (!invite.invited_by) return false;
    try {
      const ceiling = await ceilingIn(tx, invite.invited_by.id, invite.account_id);
      if (!ceiling.permissions.has('invites.manage')) return false;
      await requireMayGrantRoles(tx, ceiling, invite.account_id, invite.role_ids);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 403 || error.statusCode === 404)) {
        return false;
      }
      throw error;
    }
  }

  /** 422 on `role_ids.N` for ids that are not roles of the account; answers the ids deduplicated. */
  async function checkedRoleIds(tx: Queryable, accountId: number, ids: number[]) {
    const existing = await createRoleRepository(tx).existingIds(accountId, ids);
    const errors: Record<string, string[]> = {};
    ids.forEach((id, index) => {
      if (!existing.has(id)) errors[`role_ids.${index}`] = [NOT_A_ROLE];
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return [...new Set(ids)];
  }

  return {
    // ------------------------------------------------------------ membership and permissions
    async getAccountUser(request) {
      const { id } = request.params as PathOf<'getAccountUser'>;
      const { membership } = await requireAccountAccess(request, id, null);
      return currentAccountUser(membership);
    },

    async listAccountPermissions(request) {
      const { id } = request.params as PathOf<'listAccountPermissions'>;
      await requireAccountAccess(request, id, 'roles.view');
      const page = pageRequest(request.query as QueryOf<'listAccountPermissions'>);
      const start = (page.page - 1) * page.perPage;
      return pageOf(
        PERMISSION_CATALOGUE.slice(start, start + page.perPage),
        PERMISSION_CATALOGUE.length,
        page,
      );
    },

    // ------------------------------------------------------------ roles
    async listAccountRoles(request) {
      const { id } = request.params as PathOf<'listAccountRoles'>;
      await requireAccountAccess(request, id, 'roles.view');
      const page = pageRequest(request.query as QueryOf<'listAccountRoles'>);
      const { items, total } = await roles.page(id, page);
      return pageOf(items, total, page);
    },

    async listAccountUserRoles(request) {
      const { id } = request.params as PathOf<'listAccountUserRoles'>;
      await requireAccountAccess(request, id, 'users.view');
      const page = pageRequest(request.query as QueryOf<'listAccountUserRoles'>);
      const { items, total } = await roles.assignablePage(id, page);
      return pageOf(items, total, page);
    },

    async createAccountRole(request, reply) {
      const { id } = request.params as PathOf<'createAccountRole'>;
      const { membership } = await requireAccountAccess(request, id, 'roles.manage');
      const body = request.body as BodyOf<'createAccountRole'>;
      const input = {
        name: trimmedName(body.name),
        description: trimmedDescription(body.description ?? null),
        permissionNames: checkedPermissionNames(body.permission_names),
      };
      requireWithinCeiling(ceilingOf(membership), input.permissionNames);
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
      const { id, roleId } = request.params as PathOf<'updateAccountRole'>;
      const { caller } = await requireAccountAccess(request, id, 'roles.manage');
      const body = request.body as BodyOf<'updateAccountRole'>;
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
          const ceiling = await ceilingIn(tx, caller.userId, id);
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
      const { id, roleId } = request.params as PathOf<'deleteAccountRole'>;
      const { caller } = await requireAccountAccess(request, id, 'roles.manage');
      await keepingAUserManager(id, async (tx) => {
        const txRoles = createRoleRepository(tx);
        const role = await txRoles.find(id, roleId);
        if (!role) throw notFound('This role could not be found.');
        if (role.is_system) throw conflict('System roles cannot be deleted.');
        requireWithinCeiling(
          await ceilingIn(tx, caller.userId, id),
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

    // ------------------------------------------------------------ account users
    async listAccountUsers(request) {
      const { id } = request.params as PathOf<'listAccountUsers'>;
      await requireAccountAccess(request, id, 'users.view');
      const query = request.query as QueryOf<'listAccountUsers'>;
      const page = pageRequest(query);
      const { items, total } = await members.page(id, { q: query.q, roleId: query.role_id }, page);
      return pageOf(items, total, page);
    },

    async setAccountUserRoles(request) {
      const { id, userId } = request.params as PathOf<'setAccountUserRoles'>;
      const { caller } = await requireAccountAccess(request, id, 'users.manage');
      const { role_ids: roleIds } = request.body as BodyOf<'setAccountUserRoles'>;
      return keepingAUserManager(id, async (tx) => {
        const txMembers = createAccountUserRepository(tx);
        const member = await txMembers.find(id, userId);
        const target = await txMembers.membership(userId, id);
        if (!member || !target) throw notFound('This user is not a member of the account.');
        const newRoleIds = await checkedRoleIds(tx, id, roleIds);
        const ceiling = await ceilingIn(tx, caller.userId, id);
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
      const { id, userId } = request.params as PathOf<'removeAccountUser'>;
      const { caller } = await requireAccountAccess(request, id, 'users.manage');
      await keepingAUserManager(id, async (tx) => {
        const txMembers = createAccountUserRepository(tx);
        const member = await txMembers.find(id, userId);
        const target = await txMembers.membership(userId, id);
        if (!member || !target) throw notFound('This user is not a member of the account.');
        const ceiling = await ceilingIn(tx, caller.userId, id);
        requireMayManageMember(ceiling, target);
        if (ceilingOf(target).isOwner) await requireAnotherOwner(tx, id);
        await txMembers.remove(member.id);
        await txMembers.afterLeaving(userId, id);
      });
      return reply.code(204).send();
    },

    // ------------------------------------------------------------ invites
    async createAccountInvite(request, reply) {
      const { id } = request.params as PathOf<'createAccountInvite'>;
      const { caller, membership } = await requireAccountAccess(request, id, 'invites.manage');
      const body = request.body as BodyOf<'createAccountInvite'>;
      const email = body.email.trim();
      const invite = await db.transaction(async (tx) => {
        const txMembers = createAccountUserRepository(tx);
        const txInvites = createInviteRepository(tx);
        await txMembers.lockAccount(id);
        const roleIds = await checkedRoleIds(tx, id, body.role_ids);
        await requireMayGrantRoles(tx, await ceilingIn(tx, caller.userId, id), id, roleIds);
        if (await txMembers.isMemberByEmail(id, email)) {
          throw conflict('A user with that e-mail address is already a member of this account.');
        }
        if (await txInvites.hasPending(id, email)) {
          throw conflict(
            'That e-mail address already has a pending invite. Resend it instead of inviting again.',
          );
        }
        throwIfLimited(reply, limits.invitesPerAccount.consume(String(id)));
        const created = await txInvites.create({
          accountId: id,
          email,
          roleIds,
          invitedByUserId: caller.userId,
        });
        await outbox.enqueue(
          inviteMail(
            config.publicUrl,
            { email, accountName: membership.accountName, inviterName: membership.userName },
            created.token,
          ),
          tx,
        );
        // The only moment (with a resend) the token exists in plain text: the inviter gets the link.
        return { ...created.invite, invite_url: inviteUrl(config.publicUrl, created.token) };
      });
      reply.code(201);
      return invite;
    },

    async listAccountInvites(request) {
      const { id } = request.params as PathOf<'listAccountInvites'>;
      await requireAccountAccess(request, id, 'invites.manage');
      const query = request.query as QueryOf<'listAccountInvites'>;
      const page = pageRequest(query);
      const { items, total } = await invites.page(id, { status: query.status }, page);
      return pageOf(items, total, page);
    },

    async revokeAccountInvite(request, reply) {
      const { id, inviteId } = request.params as PathOf<'revokeAccountInvite'>;
      await requireAccountAccess(request, id, 'invites.manage');
      const invite = await invites.find(id, inviteId);
      if (!invite) throw notFound('This invite could not be found.');
      if (invite.status !== 'pending' || !(await invites.revoke(inviteId))) {
        throw conflict('Only pending invites can be revoked.');
      }
      return reply.code(204).send();
    },

    async resendAccountInvite(request, reply) {
      const { id, inviteId } = request.params as PathOf<'resendAccountInvite'>;
      const { caller, membership } = await requireAccountAccess(request, id, 'invites.manage');
      return db.transaction(async (tx) => {
        const txMembers = createAccountUserRepository(tx);
        const txInvites = createInviteRepository(tx);
        await txMembers.lockAccount(id);
        const invite = await txInvites.find(id, inviteId);
        if (!invite) throw notFound('This invite could not be found.');
        if (invite.status === 'accepted' || invite.status === 'revoked') {
          throw conflict(
            `${inviteConflict[invite.status]} Only pending and expired invites can be resent.`,
          );
        }
        // A resend grants the invite's roles again, now in the resender's name.
        await requireMayGrantRoles(tx, await ceilingIn(tx, caller.userId, id), id, invite.role_ids);
        if (await txMembers.isMemberByEmail(id, invite.email)) {
          throw conflict('A user with that e-mail address is already a member of this account.');
        }
        if (await txInvites.hasPending(id, invite.email, inviteId)) {
          throw conflict(
            'That e-mail address has a newer pending invite. Resend that one instead.',
          );
        }
        throwIfLimited(reply, limits.resendsPerInvite.consume(String(inviteId)));
        const token = await txInvites.renew(inviteId, caller.userId);
        await outbox.enqueue(
          inviteMail(
            config.publicUrl,
            {
              email: invite.email,
              accountName: membership.accountName,
              inviterName: membership.userName,
            },
            token,
          ),
          tx,
        );
        const resent = (await txInvites.find(id, inviteId))!;
        return { ...resent, invite_url: inviteUrl(config.publicUrl, token) };
      });
    },

    async getAccountInvite(request) {
      const { token } = request.query as QueryOf<'getAccountInvite'>;
      const invite = await invites.findByToken(token);
      if (!invite) throw notFound('This invite link is invalid. Please ask for a new invite.');
      return {
        account: { id: invite.account_id, name: invite.account_name },
        email: invite.email,
        status: invite.status,
        expires_at: invite.expires_at,
        user_exists: Boolean(await users.findByEmail(invite.email)),
      };
    },

    async acceptInvite(request) {
      const caller = await auth.require(request);
      const { token } = request.body as BodyOf<'acceptInvite'>;
      const account = await db.transaction(async (tx) => {
        const txInvites = createInviteRepository(tx);
        const txMembers = createAccountUserRepository(tx);
        const invite = await txInvites.findByToken(token, { forUpdate: true });
        if (!invite) throw notFound('This invite link is invalid. Please ask for a new invite.');
        if (invite.email.toLowerCase() !== caller.email.toLowerCase()) {
          throw forbidden(
            `This invite was sent to another e-mail address. Please log in as ${invite.email} to accept it.`,
          );
        }
        if (invite.status !== 'pending') throw conflict(inviteConflict[invite.status]);
        if (await txMembers.membership(caller.userId, invite.account_id)) {
          throw conflict('You are already a member of this account.');
        }
        await txMembers.lockAccount(invite.account_id);
        if (!(await inviterMayStillGrant(tx, invite))) throw conflict(INVITE_GRANT_LAPSED);
        if (!(await txInvites.accept(invite.id, caller.userId))) {
          throw conflict('This invite is no longer pending.');
        }
        await txMembers.add(invite.account_id, caller.userId, invite.role_ids);
        await txMembers.makeCurrent(caller.userId, invite.account_id);
        return { id: invite.account_id, name: invite.account_name };
      });
      const user = await users.profile(caller.userId);
      if (!user) throw unauthenticated();
      return { account, user };
    },

    // ------------------------------------------------------------ platform admin
    async listAdminUsers(request) {
      const caller = await auth.require(request);
      if (!caller.isPlatformAdmin) throw forbidden('Only platform administrators can do that.');
      const query = request.query as QueryOf<'listAdminUsers'>;
      const page = pageRequest(query);
      const { items, total } = await adminUsers.page({ q: query.q }, page);
      return pageOf(items, total, page);
    },
  };
}
