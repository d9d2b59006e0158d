import { fetchRoles } from '../roles/api/roles-api';
import { useLoad } from '@/lib/use-load';
import { fetchAccountUsers } from './api/users-api';

/**
 * The ids of the users who hold `users.manage` (through any role), or null when that cannot be
 * known (no roles.view to read the roles' permissions, or the lookup failed). The server keeps
 * at least one of them (409); the page uses this to say so before anyone tries.
 */
export function useUserManagers(
  accountId: number,
  canViewRoles: boolean,
  version: number,
): Set<number> | null {
  const result = useLoad(
    `user-managers:${accountId}:${canViewRoles}:${version}`,
    async (signal) => {
      if (!canViewRoles) return null;
      const roles = await fetchRoles(accountId, signal);
      const managing = roles.filter((role) => role.permission_names.includes('users.manage'));
      const pages = await Promise.all(
        managing.map((role) =>
          fetchAccountUsers(accountId, { roleId: role.id, perPage: 100 }, signal),
        ),
      );
      // More than a page of managers: certainly not a lone one, but the set is incomplete.
      if (pages.some((page) => page.meta.total > page.items.length)) return null;
      return new Set(pages.flatMap((page) => page.items.map((member) => member.user.id)));
    },
  );
  return result.status === 'done' ? result.data : null;
}
