import { unwrap, type Schemas } from '@liftline/sdk';
import { apiClient } from '@/lib/api-client';

export type Role = Schemas['Role'];
export type Permission = Schemas['Permission'];
export type RoleCreateInput = Schemas['RoleCreateInput'];
export type RoleUpdateInput = Schemas['RoleUpdateInput'];

/** Accounts have a handful of roles and eight permissions: one page of the largest size holds them. */
const ALL = 100;

/** The account's roles with their permissions (`listAccountRoles`, needs roles.view). */
export async function fetchRoles(accountId: number, signal?: AbortSignal): Promise<Role[]> {
  const page = await unwrap(
    apiClient.GET('/account/{id}/roles', {
      params: { path: { id: accountId }, query: { per_page: ALL } },
      signal,
    }),
  );
  return page.items;
}

/** The permissions a role can grant, ordered by group (`listAccountPermissions`). */
export async function fetchPermissions(
  accountId: number,
  signal?: AbortSignal,
): Promise<Permission[]> {
  const page = await unwrap(
    apiClient.GET('/account/{id}/permissions', {
      params: { path: { id: accountId }, query: { per_page: ALL } },
      signal,
    }),
  );
  return page.items;
}

export function createRole(accountId: number, body: RoleCreateInput): Promise<Role> {
  return unwrap(
    apiClient.PUT('/account/{id}/roles', { params: { path: { id: accountId } }, body }),
  );
}

export function updateRole(
  accountId: number,
  roleId: number,
  body: RoleUpdateInput,
): Promise<Role> {
  return unwrap(
    apiClient.POST('/account/{id}/roles/{roleId}', {
      params: { path: { id: accountId, roleId } },
      body,
    }),
  );
}

export async function deleteRole(accountId: number, roleId: number): Promise<void> {
  await unwrap(
    apiClient.DELETE('/account/{id}/roles/{roleId}', {
      params: { path: { id: accountId, roleId } },
    }),
  );
}
