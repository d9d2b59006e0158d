import { createAccountWithSystemRoles, personalAccountName } from '../accounts/account-setup';
import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';
import { DEFAULT_LOCALE, type Locale } from '../i18n/i18n';

export type AuthenticatedUser = components['schemas']['AuthenticatedUser'];

export interface UserCredentials {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  /** The language of the user's account mails. */
  locale: Locale;
}

/** A timestamp column as the document's `date-time` (PGlite and `pg` both give `Date`s). */
export function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The unique index on `lower(users.email)` was violated (PostgreSQL error 23505). */
export function isDuplicateEmail(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'users_email_key';
}

/** Users, their personal accounts and memberships, as the auth operations need them. */
export function createUserRepository(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<UserCredentials | undefined> {
      const { rows } = await db.query<UserCredentials>(
        `select id, name, email, password_hash, email_verified_at, locale from users where lower(email) = lower($1)`,
        [email],
      );
      return rows[0];
    },

    async findById(id: number): Promise<UserCredentials | undefined> {
      const { rows } = await db.query<UserCredentials>(
        `select id, name, email, password_hash, email_verified_at, locale from users where id = $1`,
        [id],
      );
      return rows[0];
    },

    /**
     * A new user with a personal account in which they hold the system role Owner; the account
     * gets every system role and becomes the user's current account. Run it in a transaction: a
     * taken e-mail throws the unique violation (`isDuplicateEmail`).
     */
    async createWithPersonalAccount(input: {
      name: string;
      email: string;
      passwordHash: string;
      /** The account's name; without it the account is named after the person. */
      companyName?: string | null;
      locale?: Locale;
    }): Promise<number> {
      const { accountId, roleIds } = await createAccountWithSystemRoles(
        db,
        input.companyName || personalAccountName(input.name),
      );
      const user = await db.query<{ id: number }>(
        `insert into users (name, email, password_hash, current_account_id, locale)
         values ($1, $2, $3, $4, $5) returning id`,
        [input.name, input.email, input.passwordHash, accountId, input.locale ?? DEFAULT_LOCALE],
      );
      const userId = user.rows[0]!.id;
      const ownerRoleId = roleIds.get('Owner');
      const membership = await db.query<{ id: number }>(
        `insert into account_users (account_id, user_id) values ($1, $2) returning id`,
        [accountId, userId],
      );
      await db.query(`insert into account_user_roles (account_user_id, role_id) values ($1, $2)`, [
        membership.rows[0]!.id,
        ownerRoleId,
      ]);
      return userId;
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.query(`update users set password_hash = $2, updated_at = now() where id = $1`, [
        userId,
        passwordHash,
      ]);
    },

    /** Sets `email_verified_at` unless it is set already. */
    async markEmailVerified(userId: number): Promise<void> {
      await db.query(
        `update users set email_verified_at = now(), updated_at = now()
          where id = $1 and email_verified_at is null`,
        [userId],
      );
    },

    /**
     * A partial profile update. A new e-mail (other than a change of letter case) clears
     * `email_verified_at`; a taken one throws the unique violation (`isDuplicateEmail`). (A new
     * address goes through `setPendingEmail` and `applyPendingEmail` instead; see updateUser.)
     */
    async update(
      userId: number,
      changes: { name?: string; email?: string; currentAccountId?: number; locale?: Locale },
    ): Promise<void> {
      await db.query(
        `update users set
           name = coalesce($2, name),
           email_verified_at = case when $3::text is not null and lower($3::text) <> lower(email)
                                    then null else email_verified_at end,
           email = coalesce($3, email),
           current_account_id = coalesce($4, current_account_id),
           locale = coalesce($5, locale),
           updated_at = now()
         where id = $1`,
        [
          userId,
          changes.name ?? null,
          changes.email ?? null,
          changes.currentAccountId ?? null,
          changes.locale ?? null,
        ],
      );
    },

    /** Whether another user than `exceptUserId` has `email` as their address (any letter case). */
    async emailTaken(email: string, exceptUserId: number): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 from users where lower(email) = lower($1) and id <> $2`,
        [email, exceptUserId],
      );
      return rows.length > 0;
    },

    /** Records `email` as the user's pending new address (login keeps using the current one). */
    async setPendingEmail(userId: number, email: string): Promise<void> {
      await db.query(
        `update users set pending_email = $2, pending_email_requested_at = now(), updated_at = now()
          where id = $1`,
        [userId, email],
      );
    },

    async clearPendingEmail(userId: number): Promise<void> {
      await db.query(
        `update users set pending_email = null, pending_email_requested_at = null
          where id = $1 and pending_email is not null`,
        [userId],
      );
    },

    /**
     * Swaps the pending address in (verified now) when it is still `email`; false when the user's
     * pending change is another one (or none). A taken address throws the unique violation.
     */
    async applyPendingEmail(userId: number, email: string): Promise<boolean> {
      const { rowCount } = await db.query(
        `update users set email = pending_email, email_verified_at = now(), pending_email = null,
                pending_email_requested_at = null, updated_at = now()
          where id = $1 and lower(pending_email) = lower($2)`,
        [userId, email],
      );
      return rowCount > 0;
    },

    /** Puts `email` back as the user's (verified) address: the owner of it just proved control. */
    async restoreEmail(userId: number, email: string): Promise<void> {
      await db.query(
        `update users set email = $2, email_verified_at = now(), updated_at = now() where id = $1`,
        [userId, email],
      );
    },

    async isMember(userId: number, accountId: number): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 from account_users where user_id = $1 and account_id = $2`,
        [userId, accountId],
      );
      return rows.length > 0;
    },

    /**
     * The document's `AuthenticatedUser`. A user whose current account is unset or no longer
     * theirs is moved to their first account (every user belongs to at least one).
     */
    async profile(userId: number): Promise<AuthenticatedUser | undefined> {
      const { rows: users } = await db.query<{
        id: number;
        name: string;
        email: string;
        email_verified_at: Date | null;
        is_platform_admin: boolean;
        current_account_id: number | null;
        created_at: Date;
        pending_email: string | null;
        locale: Locale;
      }>(
        // A pending address is shown while its verification link still works.
        `select id, name, email, email_verified_at, is_platform_admin, current_account_id, created_at,
                locale,
                case when exists (
                  select 1 from one_time_tokens t
                   where t.user_id = users.id and t.purpose = 'email-change' and t.used_at is null
                     and t.expires_at > now() and lower(t.email) = lower(users.pending_email)
                ) then pending_email end as pending_email
           from users where id = $1`,
        [userId],
      );
      const user = users[0];
      if (!user) return undefined;
      const { rows: memberships } = await db.query<{
        account_user_id: number;
        id: number;
        name: string;
        publishing_approved: boolean;
      }>(
        `select au.id as account_user_id, a.id, a.name, a.publishing_approved
           from account_users au join accounts a on a.id = au.account_id
          where au.user_id = $1
          order by lower(a.name), a.id`,
        [userId],
      );
      const current =
        memberships.find((membership) => membership.id === user.current_account_id) ??
        memberships[0];
      if (!current) throw new Error(`User ${userId} belongs to no account.`);
      if (current.id !== user.current_account_id) {
        await db.query(`update users set current_account_id = $2 where id = $1`, [
          userId,
          current.id,
        ]);
      }
      const { rows: roles } = await db.query<{
        id: number;
        name: string;
        permission_names: string[];
      }>(
        `select r.id, r.name, r.permission_names
           from account_user_roles aur join roles r on r.id = aur.role_id
          where aur.account_user_id = $1
          order by lower(r.name), r.id`,
        [current.account_user_id],
      );
      const permissions = [...new Set(roles.flatMap((role) => role.permission_names))].sort();
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        email_verified_at: user.email_verified_at ? isoTimestamp(user.email_verified_at) : null,
        pending_email: user.pending_email,
        locale: user.locale,
        is_platform_admin: user.is_platform_admin,
        current_account: {
          id: current.id,
          name: current.name,
          publishing_approved: current.publishing_approved,
        },
        current_account_user: {
          id: current.account_user_id,
          account_id: current.id,
          user_id: user.id,
          roles: roles.map(({ id, name }) => ({ id, name })),
          all_permission_names: permissions,
        },
        accounts: memberships.map(({ id, name }) => ({ id, name })),
        created_at: isoTimestamp(user.created_at),
      };
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
