import type { FieldErrors } from '@liftline/sdk';
import type { Role } from './api/roles-api';

/** The server's limits (`RoleCreateInput`): a trimmed name of 1–100 characters, 500 for the description. */
export const ROLE_NAME_MAX_LENGTH = 100;
export const ROLE_DESCRIPTION_MAX_LENGTH = 500;

export interface RoleFormValues {
  name: string;
  description: string;
  permissionNames: string[];
}

export const emptyRoleForm = (): RoleFormValues => ({
  name: '',
  description: '',
  permissionNames: [],
});

export const roleFormValuesOf = (role: Role): RoleFormValues => ({
  name: role.name,
  description: role.description ?? '',
  permissionNames: [...role.permission_names],
});

/** Whether the form differs from what it started with (the order of the checkboxes does not matter). */
export function roleFormChanged(initial: RoleFormValues, current: RoleFormValues): boolean {
  const same = (a: string[], b: string[]) =>
    a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
  return (
    initial.name.trim() !== current.name.trim() ||
    initial.description.trim() !== current.description.trim() ||
    !same(initial.permissionNames, current.permissionNames)
  );
}

/**
 * The form's own checks, the server's rules (422 and the case-insensitive unique name of its 409),
 * so most mistakes are shown before a request. `takenNames`: the account's other roles.
 */
export function validateRoleForm(
  values: RoleFormValues,
  takenNames: readonly string[],
): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = ['Enter a name for the role.'];
  else if (name.length > ROLE_NAME_MAX_LENGTH)
    errors.name = [`Use at most ${ROLE_NAME_MAX_LENGTH} characters (now ${name.length}).`];
  else if (takenNames.some((taken) => taken.trim().toLowerCase() === name.toLowerCase()))
    errors.name = [`A role named “${name}” already exists. Choose another name.`];
  const description = values.description.trim();
  if (description.length > ROLE_DESCRIPTION_MAX_LENGTH)
    errors.description = [
      `Use at most ${ROLE_DESCRIPTION_MAX_LENGTH} characters (now ${description.length}).`,
    ];
  return errors;
}

/** The server's 422 keys `permission_names.N` belong to the permissions group of the form. */
export function groupServerErrors(errors: FieldErrors): FieldErrors {
  const grouped: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.startsWith('permission_names') ? 'permission_names' : key;
    grouped[field] = [...(grouped[field] ?? []), ...messages];
  }
  return grouped;
}
