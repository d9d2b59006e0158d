import type { FastifyRequest } from 'fastify';
import { forbidden, type Authenticator, type AuthContext } from '../auth/authenticator';
import type { PermissionName } from '../auth/permissions';
import type { Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import { createAccountUserRepository, type Membership } from './account-user-repository';
import { inviteMessages } from './invite-messages';

/**
 * The access rule of every `/account/{id}/…` operation: the caller must be a member of account
 * `{id}` (404 otherwise, the same as for an unknown account, so other accounts stay invisible) and
 * hold the operation's permission in THAT account (403). The caller's current account does not
 * matter: permissions are read from the caller's roles in account `{id}`.
 */
export function createAccountAccess({ db, auth }: { db: Queryable; auth: Authenticator }) {
  const members = createAccountUserRepository(db);
  return async function requireAccountAccess(
    request: FastifyRequest,
    accountId: number,
    permission: PermissionName | null,
  ): Promise<{ caller: AuthContext; membership: Membership }> {
    const caller = await auth.require(request);
    const membership = await members.membership(caller.userId, accountId);
    if (!membership) throw notFound(inviteMessages.accountNotFound);
    if (permission && !membership.permissions.includes(permission)) throw forbidden();
    return { caller, membership };
  };
}
