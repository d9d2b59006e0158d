import { SYSTEM_ROLES } from '../auth/permissions';
import type { Queryable } from '../db/database';

/**
 * A new account with every system role (Owner, Admin, Manager, Sales, Member). Returns the account id and the
 * role ids by name. Used by registration, the demo seed and members left without an account.
 */
export async function createAccountWithSystemRoles(
  db: Queryable,
  name: string,
): Promise<{ accountId: number; roleIds: Map<string, number> }> {
  const account = await db.query<{ id: number }>(
    'insert into accounts (name) values ($1) returning id',
    [name],
  );
  const accountId = account.rows[0]!.id;
  const roleIds = new Map<string, number>();
  for (const role of SYSTEM_ROLES) {
    const inserted = await db.query<{ id: number }>(
      `insert into roles (account_id, name, description, is_system, permission_names)
       values ($1, $2, $3, true, $4) returning id`,
      [accountId, role.name, role.description, role.permission_names],
    );
    roleIds.set(role.name, inserted.rows[0]!.id);
  }
  return { accountId, roleIds };
}

/** The name of a user's personal account. */
export const personalAccountName = (userName: string) => `${userName}’s account`;
