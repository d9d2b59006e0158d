import * as v from 'valibot';
import type { Permission, Role } from './api/roles-api';

/** The contract's limits (`RoleCreateInput`): a trimmed name of 1–100 characters, 500 for the description. */
export const ROLE_NAME_MAX_LENGTH = 100;
export const ROLE_DESCRIPTION_MAX_LENGTH = 500;

const tooLong = (max: number) => (issue: v.MaxLengthIssue<string, number>) =>
  `Use at most ${max} characters (now ${issue.received.replace(/\D/g, '')}).`;

/**
 * The role form's rules: the server's (422) and the case-insensitive unique name of its 409, so
 * most mistakes are shown before a request. `takenNames`: the account's other roles.
 */
export const roleSchema = (takenNames: readonly string[]) =>
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Enter a name for the role.'),
      v.maxLength(ROLE_NAME_MAX_LENGTH, tooLong(ROLE_NAME_MAX_LENGTH)),
      v.check(
        (name) => !takenNames.some((taken) => taken.trim().toLowerCase() === name.toLowerCase()),
        (issue) => `A role named “${String(issue.input)}” already exists. Choose another name.`,
      ),
    ),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(ROLE_DESCRIPTION_MAX_LENGTH, tooLong(ROLE_DESCRIPTION_MAX_LENGTH)),
      v.transform((text) => text || null),
    ),
    permission_names: v.array(v.string()),
  });

/** The form's starting values: the role's, in the catalogue's order, or an empty role. */
export function roleDefaults(role: Role | null, permissions: readonly Permission[]) {
  const granted = new Set(role?.permission_names ?? []);
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    permission_names: permissions.map((p) => p.name).filter((name) => granted.has(name)),
  };
}
