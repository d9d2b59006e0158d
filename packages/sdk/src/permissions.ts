import { PERMISSION_NAME_LABELS } from './enum-labels';
/** The parts of the authenticated user that permission checks need. */
export interface PermissionSubject {
  current_account: { id: number } | null;
  current_account_user: { all_permission_names: readonly string[] } | null;
}

/**
 * True when the current user's `current_account_user.all_permission_names` includes
 * `permission`; with no user, always false.
 */
export function can(user: PermissionSubject | null | undefined, permission: string): boolean {
  return Boolean(user?.current_account_user?.all_permission_names.includes(permission));
}

/** The account id comes from the user's current account. */
export function accountIdOf(user: PermissionSubject | null | undefined): number | null {
  return user?.current_account?.id ?? null;
}

/**
 * What people read for a permission ("Manage products" for `products.manage`); an unknown name
 * (a newer server) is shown as it is.
 */
export function permissionLabel(name: string): string {
  return (PERMISSION_NAME_LABELS as Readonly<Record<string, string>>)[name] ?? name;
}
