import type { OperationDependencies } from '../api/operation-dependencies';
import { isKeyCaller, type Caller } from '../auth/authenticator';
import { PERMISSIONS } from '../auth/permissions';
import { createUserRepository } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { ApiError, notFound, validationFailed } from '../http/api-error';
import { createAccountAccess } from './account-access';
import { createAccountUserRepository } from './account-user-repository';
import { createAdminAccountRepository } from './admin-account-repository';
import { createAdminUserRepository } from './admin-user-repository';
import { createInviteRepository, type Invite } from './invite-repository';
import {
  ceilingOf,
  grantOfRoles,
  keyCeiling,
  requireOwner,
  requireWithinCeiling,
  type Ceiling,
} from './privilege-ceiling';
import { createRoleRepository } from './role-repository';
import { inviteMessages } from './invite-messages';
import type { Text } from '../i18n/i18n';

export const HOUR = 3600_000;

export const conflict = (message: Text) => new ApiError(409, message, 'conflict');

export const LAST_USER_MANAGER =
  'This change would leave the account without anyone who can manage its users. Give another member a role with the “users.manage” permission first.';
export const INVITE_GRANT_LAPSED = inviteMessages.grantLapsed;
export const ROLE_NAME_TAKEN = 'A role with that name already exists in this account.';
export const NOT_A_ROLE = 'is not a role of this account';

/** The catalogue of permissions, ordered by group then name (as `listAccountPermissions` lists it). */
export const PERMISSION_CATALOGUE = PERMISSIONS.map(({ name, description, group }) => ({
  name,
  description,
  group,
})).sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));

export const PERMISSION_ORDER = new Map<string, number>(
  PERMISSIONS.map((permission, index) => [permission.name, index]),
);

/** Deduplicated, in catalogue order; unknown names are 422s on `permission_names.N`. */
export function checkedPermissionNames(names: string[]): string[] {
  const errors: Record<string, string[]> = {};
  names.forEach((name, index) => {
    if (!PERMISSION_ORDER.has(name)) errors[`permission_names.${index}`] = ['is not a permission'];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return [...new Set(names)].sort((a, b) => PERMISSION_ORDER.get(a)! - PERMISSION_ORDER.get(b)!);
}

export const trimmedName = (name: string): string => {
  const trimmed = name.trim();
  if (!trimmed) throw validationFailed({ name: ['must not be empty'] });
  return trimmed;
};

export const trimmedDescription = (description: string | null): string | null =>
  description?.trim() || null;

export const inviteConflict: Record<Exclude<Invite['status'], 'pending'>, Text> = {
  accepted: inviteMessages.accepted,
  expired: inviteMessages.expired,
  revoked: inviteMessages.revoked,
};

/**
 * What the account operations share: the access check, the repositories, the limits and the
 * checks of every change (a user manager is kept, grants stay within the caller's ceiling).
 */
export function createAccountContext({
  db,
  config,
  auth,
  outbox,
  limits: sharedLimits,
}: OperationDependencies) {
  const requireAccountAccess = createAccountAccess({ db, auth });
  const roles = createRoleRepository(db);
  const members = createAccountUserRepository(db);
  const invites = createInviteRepository(db);
  const adminUsers = createAdminUserRepository(db);
  const adminAccounts = createAdminAccountRepository(db);
  const users = createUserRepository(db);
  // Shared by every instance on PostgreSQL, in memory on PGlite (limits/limits.ts).
  const limits = {
    invitesPerAccount: sharedLimits.limiter('invites-per-account', { limit: 50, windowMs: HOUR }),
    resendsPerInvite: sharedLimits.limiter('resends-per-invite', { limit: 5, windowMs: HOUR }),
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

  /** A caller's ceiling in the transaction: a person's read again (`ceilingIn`), a key's own. */
  function callerCeilingIn(tx: Queryable, caller: Caller, accountId: number): Promise<Ceiling> {
    if (isKeyCaller(caller)) return Promise.resolve(keyCeiling(caller));
    return ceilingIn(tx, caller.userId, accountId);
  }

  /** The caller's ceiling read inside the transaction (after the account lock): no stale grant. */
  async function ceilingIn(tx: Queryable, userId: number, accountId: number): Promise<Ceiling> {
    const membership = await createAccountUserRepository(tx).membership(userId, accountId);
    if (!membership) throw notFound(inviteMessages.accountNotFound);
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
    db,
    config,
    auth,
    outbox,
    requireAccountAccess,
    roles,
    members,
    invites,
    adminUsers,
    adminAccounts,
    users,
    limits,
    keepingAUserManager,
    ceilingIn,
    callerCeilingIn,
    requireMemberAccess: requireAccountAccess.requireMemberAccess,
    requireMayGrantRoles,
    inviterMayStillGrant,
    checkedRoleIds,
  };
}

export type AccountContext = ReturnType<typeof createAccountContext>;
