import { useQueries } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';
import { useRoles } from '../roles/api/roles-api';

/**
 * The ids of the users who hold `users.manage` (through any role), or null when that cannot be
 * known (no roles.view to read the roles' permissions, or the lookup failed). The server keeps
 * at least one of them (409); the page uses this to say so before anyone tries.
 */
export function useUserManagers(accountId: number, canViewRoles: boolean): Set<number> | null {
  const api = useApi();
  const roles = useRoles(accountId, canViewRoles);
  const managing = (roles.data ?? []).filter((role) =>
    role.permission_names.includes('users.manage'),
  );
  const pages = useQueries({
    queries: managing.map((role) =>
      api.queryOptions('get', '/account/{id}/account-users', {
        params: { path: { id: accountId }, query: { role_id: role.id, per_page: 100 } },
      }),
    ),
  });
  if (!canViewRoles || !roles.data) return null;
  const loaded = pages.map((page) => page.data);
  if (loaded.some((page) => page === undefined)) return null;
  // More than a page of managers: certainly not a lone one, but the set is incomplete.
  if (loaded.some((page) => page!.meta.total > page!.items.length)) return null;
  return new Set(loaded.flatMap((page) => page!.items.map((member) => member.user.id)));
}
