import type { FastifyRequest } from 'fastify';
import {
  forbidden,
  isKeyCaller,
  type Authenticator,
  type AuthContext,
  type Caller,
} from '../auth/authenticator';
import type { PermissionName } from '../auth/permissions';
import type { Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import { createAccountUserRepository, type Membership } from './account-user-repository';
import { inviteMessages } from './invite-messages';
import { ceilingOf, keyCeiling, type Ceiling } from './privilege-ceiling';

/** Who passed the access check of account `{id}`, and what they hold there. */
export interface AccountAccess {
  caller: Caller;
  /** The caller's permissions in account `{id}` (a key's own), Owner or not, roles held. */
  ceiling: Ceiling;
  /** The same permissions, sorted (for a key: its own; a key has no membership otherwise). */
  membership: Pick<Membership, 'permissions'>;
}

/**
 * The access rule of every `/account/{id}/…` operation: the caller must be a member of account
 * `{id}` (404 otherwise, the same as for an unknown account, so other accounts stay invisible) and
 * hold the operation's permission in THAT account (403). The caller's current account does not
 * matter: permissions are read from the caller's roles in account `{id}`. A secret API key is a
 * "member" of its own account only, with its own permissions.
 */
export function createAccountAccess({ db, auth }: { db: Queryable; auth: Authenticator }) {
  const members = createAccountUserRepository(db);

  async function requireAccountAccess(
    request: FastifyRequest,
    accountId: number,
    permission: PermissionName | null,
  ): Promise<AccountAccess> {
    const caller = await auth.requireCaller(request);
    let ceiling: Ceiling;
    if (isKeyCaller(caller)) {
      if (caller.accountId !== accountId) throw notFound(inviteMessages.accountNotFound);
      ceiling = keyCeiling(caller);
    } else {
      const membership = await members.membership(caller.userId, accountId);
      if (!membership) throw notFound(inviteMessages.accountNotFound);
      ceiling = ceilingOf(membership);
    }
    if (permission && !ceiling.permissions.has(permission)) throw forbidden();
    return { caller, ceiling, membership: { permissions: [...ceiling.permissions].sort() } };
  }

  /** The same rule for calls that need a person's membership (a key gets 403). */
  async function requireMemberAccess(
    request: FastifyRequest,
    accountId: number,
    permission: PermissionName | null,
  ): Promise<{ caller: AuthContext; membership: Membership }> {
    const caller = await auth.require(request);
    const membership = await members.membership(caller.userId, accountId);
    if (!membership) throw notFound(inviteMessages.accountNotFound);
    if (permission && !membership.permissions.includes(permission)) throw forbidden();
    return { caller, membership };
  }

  return Object.assign(requireAccountAccess, { requireMemberAccess });
}
