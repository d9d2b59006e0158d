import type { Schemas } from '@liftline/sdk';
import { useApi } from '@/lib/api/api-provider';

export type Role = Schemas['Role'];
export type Permission = Schemas['Permission'];

/** Accounts have a handful of roles and eight permissions: one page of the largest size holds them. */
export const ALL = 100;

/**
 * What a change of roles makes stale: the roles, the roles offered to users and invitees, and the
 * users (whose role names show in the users table).
 */
export const ROLE_QUERIES = [
  ['get', '/account/{id}/roles'],
  ['get', '/account/{id}/account-users/roles'],
  ['get', '/account/{id}/account-users'],
] as const;

/** The account's roles with their permissions (`listAccountRoles`, needs roles.view). */
export function useRoles(accountId: number, enabled = true) {
  return useApi().useQuery(
    'get',
    '/account/{id}/roles',
    { params: { path: { id: accountId }, query: { per_page: ALL } } },
    { enabled, select: (page) => page.items },
  );
}

/** The permissions a role can grant, ordered by group (`listAccountPermissions`). */
export function usePermissions(accountId: number) {
  return useApi().useQuery(
    'get',
    '/account/{id}/permissions',
    { params: { path: { id: accountId }, query: { per_page: ALL } } },
    { select: (page) => page.items, staleTime: Infinity },
  );
}
