import { createAccountWithSystemRoles, personalAccountName } from './account-setup';
import type { components } from '@liftline/sdk/schema';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { containsPattern, limitOffset, type PageRequest } from './pagination';

type Schemas = components['schemas'];
export type AccountUser = Schemas['AccountUser'];
export type CurrentAccountUser = Schemas['CurrentAccountUser'];

/** A user's membership of one account, with what their roles grant there. */
export interface Membership {
  accountUserId: number;
  accountId: number;
  accountName: string;
  userId: number;
  userName: string;
  roles: { id: number; name: string; permission_names: string[] }[];
  /** The union of the roles' permissions, sorted. */
  permissions: string[];
}

interface AccountUserRow {
  id: number;
  account_id: number;
  user_id: number;
  name: string;
  email: string;
  joined_at: Date | string;
  roles: { id: number; name: string }[];
}

const toAccountUser = (row: AccountUserRow): AccountUser => ({
  id: row.id,
  account_id: row.account_id,
  user: { id: row.user_id, name: row.name, email: row.email },
  roles: row.roles,
  joined_at: isoTimestamp(row.joined_at),
});

const ROLES_OF_MEMBER = `coalesce((
    select json_agg(json_build_object('id', r.id, 'name', r.name) order by lower(r.name), r.id)
      from account_user_roles aur join roles r on r.id = aur.role_id
     where aur.account_user_id = au.id), '[]'::json)`;

const ACCOUNT_USER_COLUMNS = `au.id, au.account_id, u.id as user_id, u.name, u.email, au.joined_at,
  ${ROLES_OF_MEMBER} as roles`;

/** Members of accounts (`account_users`) and their roles. */
export function createAccountUserRepository(db: Queryable) {
  return {
    /** The membership of `userId` in `accountId`; undefined for non-members and unknown accounts. */
    /** Renames the account; answers its summary. */
    async renameAccount(accountId: number, name: string): Promise<{ id: number; name: string }> {
      const { rows } = await db.query<{ id: number; name: string }>(
        'update accounts set name = $2, updated_at = now() where id = $1 returning id, name',
        [accountId, name],
      );
      return rows[0]!;
    },

    async membership(userId: number, accountId: number): Promise<Membership | undefined> {
      const { rows } = await db.query<{
        account_user_id: number;
        account_name: string;
        user_name: string;
        roles: Membership['roles'];
      }>(
        `select au.id as account_user_id, a.name as account_name, u.name as user_name,
                coalesce((
                  select json_agg(json_build_object('id', r.id, 'name', r.name, 'permission_names', r.permission_names)
                                  order by lower(r.name), r.id)
                    from account_user_roles aur join roles r on r.id = aur.role_id
                   where aur.account_user_id = au.id), '[]'::json) as roles
           from account_users au
           join accounts a on a.id = au.account_id
           join users u on u.id = au.user_id
          where au.user_id = $1 and au.account_id = $2`,
        [userId, accountId],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        accountUserId: row.account_user_id,
        accountId,
        accountName: row.account_name,
        userId,
        userName: row.user_name,
        roles: row.roles,
        permissions: [...new Set(row.roles.flatMap((role) => role.permission_names))].sort(),
      };
    },

    async page(
      accountId: number,
      filters: { q?: string; roleId?: number },
      request: PageRequest,
    ): Promise<{ items: AccountUser[]; total: number }> {
      const where = `au.account_id = $1
        and ($2::text is null or u.name ilike $2 or u.email ilike $2)
        and ($3::int is null or exists (
              select 1 from account_user_roles f where f.account_user_id = au.id and f.role_id = $3))`;
      const params = [accountId, containsPattern(filters.q), filters.roleId ?? null];
      const { rows: counted } = await db.query<{ total: number }>(
        `select count(*)::int as total from account_users au join users u on u.id = au.user_id where ${where}`,
        params,
      );
      const { rows } = await db.query<AccountUserRow>(
        `select ${ACCOUNT_USER_COLUMNS}
           from account_users au join users u on u.id = au.user_id
          where ${where}
          order by lower(u.name), u.id
          limit $4 offset $5`,
        [...params, ...limitOffset(request)],
      );
      return { items: rows.map(toAccountUser), total: counted[0]?.total ?? 0 };
    },

    /** The member `userId` (a user id) of `accountId`. */
    async find(accountId: number, userId: number): Promise<AccountUser | undefined> {
      const { rows } = await db.query<AccountUserRow>(
        `select ${ACCOUNT_USER_COLUMNS}
           from account_users au join users u on u.id = au.user_id
          where au.account_id = $1 and au.user_id = $2`,
        [accountId, userId],
      );
      return rows[0] && toAccountUser(rows[0]);
    },

    async isMemberByEmail(accountId: number, email: string): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 from account_users au join users u on u.id = au.user_id
          where au.account_id = $1 and lower(u.email) = lower($2)`,
        [accountId, email],
      );
      return rows.length > 0;
    },

    /** Adds `userId` to the account with `roleIds` (roles of that account); answers the record id. */
    async add(accountId: number, userId: number, roleIds: number[]): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into account_users (account_id, user_id) values ($1, $2) returning id`,
        [accountId, userId],
      );
      const accountUserId = rows[0]!.id;
      await this.setRoles(accountUserId, roleIds);
      return accountUserId;
    },

    /** Replaces the roles of an account-user record. */
    async setRoles(accountUserId: number, roleIds: number[]): Promise<void> {
      await db.query(`delete from account_user_roles where account_user_id = $1`, [accountUserId]);
      await db.query(
        `insert into account_user_roles (account_user_id, role_id)
         select $1, unnest($2::int[]) on conflict do nothing`,
        [accountUserId, roleIds],
      );
    },

    async remove(accountUserId: number): Promise<void> {
      await db.query(`delete from account_users where id = $1`, [accountUserId]);
    },

    /**
     * Serializes changes of the account's memberships and roles (until the transaction ends), so
     * that two concurrent changes cannot each leave the other's last user manager alone.
     */
    async lockAccount(accountId: number): Promise<void> {
      await db.query(`select id from accounts where id = $1 for update`, [accountId]);
    },

    /** Whether any member of the account holds `users.manage` through one of their roles. */
    async hasUserManager(accountId: number): Promise<boolean> {
      const { rows } = await db.query<{ found: boolean }>(
        `select exists (
           select 1 from account_users au
             join account_user_roles aur on aur.account_user_id = au.id
             join roles r on r.id = aur.role_id
            where au.account_id = $1 and 'users.manage' = any (r.permission_names)) as found`,
        [accountId],
      );
      return rows[0]?.found ?? false;
    },

    /**
     * After `userId` left `accountId`: if it was their current account they are switched to their
     * first remaining account (the order `getUser` uses). A user left without any account gets a
     * new personal account, as at registration (every user belongs to at least one account).
     */
    async afterLeaving(userId: number, accountId: number): Promise<void> {
      const { rows } = await db.query<{ account_id: number }>(
        `select au.account_id from account_users au join accounts a on a.id = au.account_id
          where au.user_id = $1 order by lower(a.name), a.id limit 1`,
        [userId],
      );
      const next = rows[0]?.account_id ?? (await this.createPersonalAccount(userId));
      await db.query(
        `update users set current_account_id = $2, updated_at = now()
          where id = $1 and (current_account_id is null or current_account_id = $3)`,
        [userId, next, accountId],
      );
    },

    /** A new account with every system role, in which `userId` holds `Owner`. */
    async createPersonalAccount(userId: number): Promise<number> {
      const { rows } = await db.query<{ name: string }>('select name from users where id = $1', [
        userId,
      ]);
      const { accountId, roleIds } = await createAccountWithSystemRoles(
        db,
        personalAccountName(rows[0]!.name),
      );
      await this.add(accountId, userId, [roleIds.get('Owner')!]);
      return accountId;
    },

    /** Makes `accountId` the user's current account. */
    async makeCurrent(userId: number, accountId: number): Promise<void> {
      await db.query(`update users set current_account_id = $2, updated_at = now() where id = $1`, [
        userId,
        accountId,
      ]);
    },
  };
}

export type AccountUserRepository = ReturnType<typeof createAccountUserRepository>;

/** The document's `CurrentAccountUser` of a membership. */
export function currentAccountUser(membership: Membership): CurrentAccountUser {
  return {
    id: membership.accountUserId,
    account_id: membership.accountId,
    user_id: membership.userId,
    roles: membership.roles.map(({ id, name }) => ({ id, name })),
    all_permission_names: membership.permissions,
  };
}
