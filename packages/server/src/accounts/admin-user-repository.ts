import type { components } from '@liftline/sdk/schema';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { containsPattern, limitOffset, type PageRequest } from './pagination';

export type AdminUser = components['schemas']['AdminUser'];

interface AdminUserRow extends Omit<AdminUser, 'email_verified_at' | 'created_at'> {
  email_verified_at: Date | string | null;
  created_at: Date | string;
}

/** Every user of the platform, as platform administrators see them. */
export function createAdminUserRepository(db: Queryable) {
  return {
    async page(
      filters: { q?: string },
      request: PageRequest,
    ): Promise<{ items: AdminUser[]; total: number }> {
      const where = `($1::text is null or u.name ilike $1 or u.email ilike $1)`;
      const params = [containsPattern(filters.q)];
      const { rows: counted } = await db.query<{ total: number }>(
        `select count(*)::int as total from users u where ${where}`,
        params,
      );
      const { rows } = await db.query<AdminUserRow>(
        `select u.id, u.name, u.email, u.email_verified_at, u.is_platform_admin, u.created_at,
                coalesce((
                  select json_agg(json_build_object('id', a.id, 'name', a.name) order by lower(a.name), a.id)
                    from account_users au join accounts a on a.id = au.account_id
                   where au.user_id = u.id), '[]'::json) as accounts
           from users u
          where ${where}
          order by lower(u.name), u.id
          limit $2 offset $3`,
        [...params, ...limitOffset(request)],
      );
      const items = rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        email_verified_at:
          row.email_verified_at === null ? null : isoTimestamp(row.email_verified_at),
        is_platform_admin: row.is_platform_admin,
        accounts: row.accounts,
        created_at: isoTimestamp(row.created_at),
      }));
      return { items, total: counted[0]?.total ?? 0 };
    },
  };
}
