import type { OperationHandlers } from '../api/operations';
import { forbidden, unauthenticated } from '../auth/authenticator';
import { throwIfLimited } from '../auth/rate-limit';
import { createUserRepository } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import { DEFAULT_LOCALE, withValues, type Locale } from '../i18n/i18n';
import { createAccountUserRepository } from './account-user-repository';
import { inviteMail, inviteUrl } from './invite-mails';
import { inviteMessages } from './invite-messages';
import { createInviteRepository } from './invite-repository';
import { pageOf, pageRequest } from './pagination';
import {
  conflict,
  INVITE_GRANT_LAPSED,
  inviteConflict,
  type AccountContext,
} from './account-context';

/** Invites into an account: send, list, revoke, resend, look up by token, accept. */
/** The language of the user who has an address; English when nobody has it yet. */
async function localeOfAddress(tx: Queryable, email: string): Promise<Locale> {
  return (await createUserRepository(tx).findByEmail(email))?.locale ?? DEFAULT_LOCALE;
}

export function createInviteOperations({
  db,
  config,
  auth,
  outbox,
  requireAccountAccess,
  requireMemberAccess,
  invites,
  users,
  limits,
  ceilingIn,
  requireMayGrantRoles,
  inviterMayStillGrant,
  checkedRoleIds,
}: AccountContext): OperationHandlers {
  return {
    // ------------------------------------------------------------ invites
    async createAccountInvite(request, reply) {
      const { id } = request.params;
      // An invite is sent in a person's name: a key gets 403.
      const { caller, membership } = await requireMemberAccess(request, id, 'invites.manage');
      const body = request.body;
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
        throwIfLimited(reply, await limits.invitesPerAccount.consume(String(id)));
        const created = await txInvites.create({
          accountId: id,
          email,
          roleIds,
          invitedByUserId: caller.userId,
        });
        await outbox.enqueue(
          inviteMail(
            config.publicUrl,
            {
              email,
              accountName: membership.accountName,
              inviterName: membership.userName,
              locale: await localeOfAddress(tx, email),
            },
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
      const { id } = request.params;
      await requireAccountAccess(request, id, 'invites.manage');
      const query = request.query;
      const page = pageRequest(query);
      const { items, total } = await invites.page(id, { status: query.status }, page);
      return pageOf(items, total, page);
    },

    async revokeAccountInvite(request, reply) {
      const { id, inviteId } = request.params;
      await requireAccountAccess(request, id, 'invites.manage');
      const invite = await invites.find(id, inviteId);
      if (!invite) throw notFound('This invite could not be found.');
      if (invite.status !== 'pending' || !(await invites.revoke(inviteId))) {
        throw conflict('Only pending invites can be revoked.');
      }
      return reply.code(204).send();
    },

    async resendAccountInvite(request, reply) {
      const { id, inviteId } = request.params;
      // An invite is sent in a person's name: a key gets 403.
      const { caller, membership } = await requireMemberAccess(request, id, 'invites.manage');
      return db.transaction(async (tx) => {
        const txMembers = createAccountUserRepository(tx);
        const txInvites = createInviteRepository(tx);
        await txMembers.lockAccount(id);
        const invite = await txInvites.find(id, inviteId);
        if (!invite) throw notFound('This invite could not be found.');
        if (invite.status === 'accepted' || invite.status === 'revoked') {
          throw conflict(withValues(inviteMessages.notResendable, { status: invite.status }));
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
        throwIfLimited(reply, await limits.resendsPerInvite.consume(String(inviteId)));
        const token = await txInvites.renew(inviteId, caller.userId);
        await outbox.enqueue(
          inviteMail(
            config.publicUrl,
            {
              email: invite.email,
              accountName: membership.accountName,
              inviterName: membership.userName,
              locale: await localeOfAddress(tx, invite.email),
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
      const { token } = request.query;
      const invite = await invites.findByToken(token);
      if (!invite) throw notFound(inviteMessages.linkInvalid);
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
      const { token } = request.body;
      const account = await db.transaction(async (tx) => {
        const txInvites = createInviteRepository(tx);
        const txMembers = createAccountUserRepository(tx);
        const invite = await txInvites.findByToken(token, { forUpdate: true });
        if (!invite) throw notFound(inviteMessages.linkInvalid);
        if (invite.email.toLowerCase() !== caller.email.toLowerCase()) {
          throw forbidden(withValues(inviteMessages.otherAddress, { email: invite.email }));
        }
        if (invite.status !== 'pending') throw conflict(inviteConflict[invite.status]);
        if (await txMembers.membership(caller.userId, invite.account_id)) {
          throw conflict(inviteMessages.alreadyMember);
        }
        await txMembers.lockAccount(invite.account_id);
        if (!(await inviterMayStillGrant(tx, invite))) throw conflict(INVITE_GRANT_LAPSED);
        if (!(await txInvites.accept(invite.id, caller.userId))) {
          throw conflict(inviteMessages.noLongerPending);
        }
        await txMembers.add(invite.account_id, caller.userId, invite.role_ids);
        await txMembers.makeCurrent(caller.userId, invite.account_id);
        return { id: invite.account_id, name: invite.account_name };
      });
      const user = await users.profile(caller.userId);
      if (!user) throw unauthenticated();
      return { account, user };
    },
  };
}
