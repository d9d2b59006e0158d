import type { KeyContext } from '../api-keys/key-caller';
import { forbidden } from '../auth/authenticator';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import type { Membership } from './account-user-repository';

/**
 * The privilege ceiling of account administration: nobody grants what they do not hold. A member
 * may create, edit, delete or assign a role, invite with roles, or change or remove another member
 * only when every permission involved is one they hold themselves in that account. The Owner role
 * is the owner's alone to give or take (that is how ownership is transferred), and the account
 * always keeps at least one owner.
 */

/** The system role that owns an account. */
export const OWNER_ROLE = 'Owner';

export interface Ceiling {
  permissions: ReadonlySet<string>;
  isOwner: boolean;
  roleIds: ReadonlySet<number>;
}

export const ceilingOf = (membership: Membership): Ceiling => ({
  permissions: new Set(membership.permissions),
  isOwner: membership.roles.some((role) => role.name === OWNER_ROLE),
  roleIds: new Set(membership.roles.map((role) => role.id)),
});

/** A secret API key's ceiling: its own permissions; it holds no role and is never an owner. */
export const keyCeiling = (key: KeyContext): Ceiling => ({
  permissions: key.permissions,
  isOwner: false,
  roleIds: new Set(),
});

const conflict = (message: string) => new ApiError(409, message, 'conflict');

export const OWNER_ONLY =
  'Only an owner of the account can give or take the Owner role, or change or remove an owner.';
export const LAST_OWNER =
  'The account must keep at least one owner. Make another member an owner first.';
export const OWN_ROLE =
  'You cannot change a role you hold yourself. Ask an owner of the account to change it.';

/** Throws 403 naming the permissions of `granted` that the caller does not hold. */
export function requireWithinCeiling(
  ceiling: Ceiling,
  granted: Iterable<string>,
  what = 'You can only grant permissions you hold yourself.',
): void {
  const missing = [...new Set(granted)].filter((name) => !ceiling.permissions.has(name)).sort();
  if (missing.length > 0) throw forbidden(`${what} Missing: ${missing.join(', ')}.`);
}

export function requireOwner(ceiling: Ceiling): void {
  if (!ceiling.isOwner) throw forbidden(OWNER_ONLY);
}

/** What a set of the account's roles grants: their permissions, and whether Owner is among them. */
export async function grantOfRoles(
  db: Queryable,
  accountId: number,
  roleIds: number[],
): Promise<{ permissions: string[]; includesOwner: boolean }> {
  const { rows } = await db.query<{ name: string; is_system: boolean; permission_names: string[] }>(
    `select name, is_system, permission_names from roles where account_id = $1 and id = any ($2::int[])`,
    [accountId, roleIds],
  );
  return {
    permissions: [...new Set(rows.flatMap((row) => row.permission_names))],
    includesOwner: rows.some((row) => row.is_system && row.name === OWNER_ROLE),
  };
}

/** How many members of the account hold the Owner role. */
export async function ownerCount(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `select count(distinct au.id)::int as total
       from account_users au
       join account_user_roles aur on aur.account_user_id = au.id
       join roles r on r.id = aur.role_id
      where au.account_id = $1 and r.is_system and r.name = $2`,
    [accountId, OWNER_ROLE],
  );
  return rows[0]?.total ?? 0;
}

/**
 * May `ceiling` change the member whose membership is `target` (re-role or remove them)? Only
 * when the member holds nothing above the caller, and owners only by an owner.
 */
export function requireMayManageMember(ceiling: Ceiling, target: Membership): void {
  if (ceilingOf(target).isOwner) requireOwner(ceiling);
  requireWithinCeiling(
    ceiling,
    target.permissions,
    'You cannot change a member who holds permissions you do not hold.',
  );
}

/** Throws 409 when the change would take the Owner role from the account's last owner. */
export async function requireAnotherOwner(db: Queryable, accountId: number): Promise<void> {
  if ((await ownerCount(db, accountId)) <= 1) throw conflict(LAST_OWNER);
}
