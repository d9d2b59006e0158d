import type { components } from '@liftline/sdk/schema';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { limitOffset, type PageRequest } from './pagination';

type Schemas = components['schemas'];
export type Role = Schemas['Role'];
export type AssignableRole = Schemas['AssignableRole'];

interface RoleRow extends Omit<Role, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
}

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  account_id: row.account_id,
  name: row.name,
  description: row.description,
  permission_names: row.permission_names,
  is_system: row.is_system,
  member_count: row.member_count,
  created_at: isoTimestamp(row.created_at),
  updated_at: isoTimestamp(row.updated_at),
});

const ROLE_COLUMNS = `r.id, r.account_id, r.name, r.description, r.permission_names, r.is_system,
  (select count(*)::int from account_user_roles aur where aur.role_id = r.id) as member_count,
  r.created_at, r.updated_at`;

/** The documented order of role lists: system roles first, then by name. */
const ROLE_ORDER = `r.is_system desc, lower(r.name), r.id`;

/** The unique index on `(account_id, lower(roles.name))` was violated (PostgreSQL error 23505). */
export function isDuplicateRoleName(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'roles_account_name_key';
}

/** An account's roles and the permissions they grant. */
export function createRoleRepository(db: Queryable) {
  async function count(accountId: number): Promise<number> {
    const { rows } = await db.query<{ total: number }>(
      `select count(*)::int as total from roles where account_id = $1`,
      [accountId],
    );
    return rows[0]?.total ?? 0;
  }

  return {
    async page(accountId: number, request: PageRequest): Promise<{ items: Role[]; total: number }> {
      const { rows } = await db.query<RoleRow>(
        `select ${ROLE_COLUMNS} from roles r where r.account_id = $1
          order by ${ROLE_ORDER} limit $2 offset $3`,
        [accountId, ...limitOffset(request)],
      );
      return { items: rows.map(toRole), total: await count(accountId) };
    },

    /** The roles as the user-management role pickers show them (no permissions). */
    async assignablePage(
      accountId: number,
      request: PageRequest,
    ): Promise<{ items: AssignableRole[]; total: number }> {
      const { items, total } = await this.page(accountId, request);
      return {
        items: items.map(({ id, name, description, is_system, member_count }) => ({
          id,
          name,
          description,
          is_system,
          member_count,
        })),
        total,
      };
    },

    async find(accountId: number, roleId: number): Promise<Role | undefined> {
      const { rows } = await db.query<RoleRow>(
        `select ${ROLE_COLUMNS} from roles r where r.account_id = $1 and r.id = $2`,
        [accountId, roleId],
      );
      return rows[0] && toRole(rows[0]);
    },

    /** Which of `roleIds` are roles of the account. */
    async existingIds(accountId: number, roleIds: number[]): Promise<Set<number>> {
      const { rows } = await db.query<{ id: number }>(
        `select id from roles where account_id = $1 and id = any ($2::int[])`,
        [accountId, roleIds],
      );
      return new Set(rows.map((row) => row.id));
    },

    /** A custom role; a name taken in the account throws the unique violation (`isDuplicateRoleName`). */
    async create(
      accountId: number,
      input: { name: string; description: string | null; permissionNames: string[] },
    ): Promise<Role> {
      const { rows } = await db.query<{ id: number }>(
        `insert into roles (account_id, name, description, is_system, permission_names)
         values ($1, $2, $3, false, $4) returning id`,
        [accountId, input.name, input.description, input.permissionNames],
      );
      return (await this.find(accountId, rows[0]!.id))!;
    },

    /** A partial update: `undefined` leaves a field unchanged; a null description clears it. */
    async update(
      accountId: number,
      roleId: number,
      changes: { name?: string; description?: string | null; permissionNames?: string[] },
    ): Promise<Role> {
      await db.query(
        `update roles set
           name = coalesce($3, name),
           description = case when $4::boolean then $5 else description end,
           permission_names = coalesce($6, permission_names),
           updated_at = now()
         where account_id = $1 and id = $2`,
        [
          accountId,
          roleId,
          changes.name ?? null,
          changes.description !== undefined,
          changes.description ?? null,
          changes.permissionNames ?? null,
        ],
      );
      return (await this.find(accountId, roleId))!;
    },

    /** Deletes the role; memberships and invites lose it (foreign keys cascade). */
    async delete(accountId: number, roleId: number): Promise<void> {
      await db.query(`delete from roles where account_id = $1 and id = $2`, [accountId, roleId]);
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
