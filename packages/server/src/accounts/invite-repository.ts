import type { components } from '@liftline/sdk/schema';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { limitOffset, type PageRequest } from './pagination';

type Schemas = components['schemas'];
export type Invite = Schemas['Invite'];
export type InviteStatus = Schemas['InviteStatus'];

/** How long an invite link stays valid (the document: 7 days). */
export const INVITE_TTL_SECONDS = 7 * 24 * 3600;

/** `expired` is computed: a pending invite past `expires_at`. */
const STATUS = `case when i.status = 'pending' and i.expires_at <= now() then 'expired' else i.status end`;

const INVITE_COLUMNS = `i.id, i.account_id, i.email, ${STATUS} as status, i.expires_at, i.created_at, i.accepted_at,
  coalesce((select array_agg(ir.role_id order by ir.role_id) from account_invite_roles ir where ir.invite_id = i.id),
           '{}') as role_ids,
  case when inviter.id is null then null
       else json_build_object('id', inviter.id, 'name', inviter.name, 'email', inviter.email) end as invited_by`;

const FROM_INVITES = `account_invites i left join users inviter on inviter.id = i.invited_by_user_id`;

interface InviteRow extends Omit<Invite, 'expires_at' | 'created_at' | 'accepted_at'> {
  expires_at: Date | string;
  created_at: Date | string;
  accepted_at: Date | string | null;
}

const toInvite = (row: InviteRow): Invite => ({
  id: row.id,
  account_id: row.account_id,
  email: row.email,
  role_ids: row.role_ids,
  status: row.status,
  invited_by: row.invited_by,
  expires_at: isoTimestamp(row.expires_at),
  created_at: isoTimestamp(row.created_at),
  accepted_at: row.accepted_at === null ? null : isoTimestamp(row.accepted_at),
});

/** An invite found by its token, with what the invite page and the acceptance need. */
export interface InviteByToken extends Invite {
  account_name: string;
}

/** Account invites; tokens are only stored as SHA-256 hashes. */
export function createInviteRepository(db: Queryable) {
  return {
    /** A pending invite valid for 7 days; answers it and its token (to be mailed, never stored). */
    async create(input: {
      accountId: number;
      email: string;
      roleIds: number[];
      invitedByUserId: number;
    }): Promise<{ invite: Invite; token: string }> {
      const token = newSecretToken();
      const { rows } = await db.query<{ id: number }>(
        `insert into account_invites (account_id, email, token_hash, invited_by_user_id, expires_at)
         values ($1, $2, $3, $4, now() + $5 * interval '1 second') returning id`,
        [
          input.accountId,
          input.email,
          hashSecretToken(token),
          input.invitedByUserId,
          INVITE_TTL_SECONDS,
        ],
      );
      const id = rows[0]!.id;
      await db.query(
        `insert into account_invite_roles (invite_id, role_id)
         select $1, unnest($2::int[]) on conflict do nothing`,
        [id, input.roleIds],
      );
      return { invite: (await this.find(input.accountId, id))!, token };
    },

    async page(
      accountId: number,
      filters: { status?: InviteStatus },
      request: PageRequest,
    ): Promise<{ items: Invite[]; total: number }> {
      const where = `i.account_id = $1 and ($2::text is null or ${STATUS} = $2)`;
      const params = [accountId, filters.status ?? null];
      const { rows: counted } = await db.query<{ total: number }>(
        `select count(*)::int as total from account_invites i where ${where}`,
        params,
      );
      const { rows } = await db.query<InviteRow>(
        `select ${INVITE_COLUMNS} from ${FROM_INVITES} where ${where}
          order by i.created_at desc, i.id desc limit $3 offset $4`,
        [...params, ...limitOffset(request)],
      );
      return { items: rows.map(toInvite), total: counted[0]?.total ?? 0 };
    },

    async find(accountId: number, inviteId: number): Promise<Invite | undefined> {
      const { rows } = await db.query<InviteRow>(
        `select ${INVITE_COLUMNS} from ${FROM_INVITES} where i.account_id = $1 and i.id = $2`,
        [accountId, inviteId],
      );
      return rows[0] && toInvite(rows[0]);
    },

    /** The invite of a token (row locked when `forUpdate`, inside a transaction). */
    async findByToken(
      token: string,
      { forUpdate = false } = {},
    ): Promise<InviteByToken | undefined> {
      const { rows } = await db.query<InviteRow & { account_name: string }>(
        `select ${INVITE_COLUMNS}, a.name as account_name
           from ${FROM_INVITES} join accounts a on a.id = i.account_id
          where i.token_hash = $1
          ${forUpdate ? 'for update of i' : ''}`,
        [hashSecretToken(token)],
      );
      const row = rows[0];
      return row && { ...toInvite(row), account_name: row.account_name };
    },

    /** Whether the account has a pending, unexpired invite for `email` (other than `exceptId`). */
    async hasPending(accountId: number, email: string, exceptId?: number): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 from account_invites
          where account_id = $1 and lower(email) = lower($2) and status = 'pending'
            and expires_at > now() and id <> $3`,
        [accountId, email, exceptId ?? 0],
      );
      return rows.length > 0;
    },

    /** A new token, a new 7-day expiry and the resender as its sender; the earlier token stops working. */
    async renew(inviteId: number, resentByUserId: number): Promise<string> {
      const token = newSecretToken();
      await db.query(
        `update account_invites
            set token_hash = $2, expires_at = now() + $3 * interval '1 second', updated_at = now(),
                invited_by_user_id = $4
          where id = $1`,
        [inviteId, hashSecretToken(token), INVITE_TTL_SECONDS, resentByUserId],
      );
      return token;
    },

    /** Revokes a pending invite; answers false when it was no longer pending. */
    async revoke(inviteId: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `update account_invites set status = 'revoked', revoked_at = now(), updated_at = now()
          where id = $1 and status = 'pending' and expires_at > now()`,
        [inviteId],
      );
      return rowCount > 0;
    },

    /** Marks a pending invite accepted by `userId`; answers false when it was no longer pending. */
    async accept(inviteId: number, userId: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `update account_invites
            set status = 'accepted', accepted_at = now(), accepted_by_user_id = $2, updated_at = now()
          where id = $1 and status = 'pending' and expires_at > now()`,
        [inviteId, userId],
      );
      return rowCount > 0;
    },
  };
}

export type InviteRepository = ReturnType<typeof createInviteRepository>;
