import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type PermissionName } from '../auth/permissions';
import type { TestSession } from '../testing/auth';
import { registerAndLogin } from '../testing/auth';
import { apiCaller, expectError, insertRole, registerMember, roleIdOf } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';

/**
 * The privilege ceiling, as a matrix: every call that creates, changes, grants or takes roles ×
 * (the owner, a member holding exactly that call's permission, a member holding every permission
 * but that one) × (a grant within a member's ceiling, a grant above it). Every refused cell is a
 * 403 that changes nothing in the database. The owner's ceiling is every permission: "above" is
 * within it, so the owner's cells succeed (the control that the rule is not a blanket refusal).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let accountId: number;
let owner: TestSession;
const onlyRole = new Map<PermissionName, number>();
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  owner = await registerAndLogin(t.app, { name: 'Ceiling Owner' });
  accountId = owner.user.current_account.id;
  for (const { name } of PERMISSIONS) {
    onlyRole.set(name, await insertRole(t.db, accountId, `Only ${name}`, [name]));
    const others = PERMISSIONS.map((p) => p.name).filter((other) => other !== name);
    await insertRole(t.db, accountId, `All but ${name}`, others);
  }
});
afterAll(() => t.close());

/** Every row the account's roles, members and invites are made of, and the mails queued. */
async function snapshot() {
  const { rows } = await t.db.query(
    `select
       (select json_agg(json_build_object('id', id, 'name', name, 'permission_names', permission_names,
                'updated_at', updated_at) order by id) from roles where account_id = $1) as roles,
       (select json_agg(json_build_object('id', au.id, 'user', au.user_id,
                'roles', (select json_agg(role_id order by role_id) from account_user_roles where account_user_id = au.id))
                order by au.id) from account_users au where au.account_id = $1) as members,
       (select json_agg(json_build_object('id', i.id, 'status', i.status, 'token', i.token_hash,
                'expires_at', i.expires_at, 'by', i.invited_by_user_id,
                'roles', (select json_agg(role_id order by role_id) from account_invite_roles where invite_id = i.id))
                order by i.id) from account_invites i where i.account_id = $1) as invites,
       (select count(*)::int from email_outbox) as mails`,
    [accountId],
  );
  return rows[0];
}

const unique = (prefix: string) => `${prefix} ${++sequence}`;

/** A fresh custom role (unassigned) with the given permissions. */
const freshRole = (permissions: string[]) =>
  insertRole(t.db, accountId, unique('Target role'), permissions);

/** A pending invite sent by the owner with the given roles. */
async function freshInvite(roleIds: number[]): Promise<number> {
  const response = await call('POST', `/account/${accountId}/account-users/invite`, {
    as: owner,
    payload: { email: `${unique('invitee').replace(' ', '-')}@example.com`, role_ids: roleIds },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

interface Cell {
  method: 'PUT' | 'POST' | 'DELETE';
  path: string;
  payload?: object;
}

/** Each call: its permission, and how to build a "within" and an "above" request (fresh targets). */
const CALLS: {
  operationId: string;
  permission: PermissionName;
  within: () => Promise<Cell>;
  above: () => Promise<Cell>;
}[] = [
  {
    operationId: 'createAccountRole',
    permission: 'roles.manage',
    within: async () => ({
      method: 'PUT',
      path: `/account/${accountId}/roles`,
      payload: { name: unique('New role'), permission_names: ['roles.manage'] },
    }),
    above: async () => ({
      method: 'PUT',
      path: `/account/${accountId}/roles`,
      payload: { name: unique('New role'), permission_names: ['roles.manage', 'users.manage'] },
    }),
  },
  {
    operationId: 'updateAccountRole',
    permission: 'roles.manage',
    within: async () => ({
      method: 'POST',
      path: `/account/${accountId}/roles/${await freshRole([])}`,
      payload: { permission_names: ['roles.manage'] },
    }),
    above: async () => ({
      method: 'POST',
      path: `/account/${accountId}/roles/${await freshRole([])}`,
      payload: { permission_names: ['roles.manage', 'invites.manage', 'users.manage'] },
    }),
  },
  {
    operationId: 'deleteAccountRole',
    permission: 'roles.manage',
    within: async () => ({
      method: 'DELETE',
      path: `/account/${accountId}/roles/${await freshRole(['roles.manage'])}`,
    }),
    above: async () => ({
      method: 'DELETE',
      path: `/account/${accountId}/roles/${await freshRole(['users.manage'])}`,
    }),
  },
  {
    operationId: 'setAccountUserRoles',
    permission: 'users.manage',
    within: async () => {
      const target = await registerMember(t.app, t.db, accountId, []);
      return {
        method: 'POST',
        path: `/account/${accountId}/account-users/${target.user.id}/roles`,
        payload: { role_ids: [onlyRole.get('users.manage')!] },
      };
    },
    above: async () => {
      const target = await registerMember(t.app, t.db, accountId, []);
      return {
        method: 'POST',
        path: `/account/${accountId}/account-users/${target.user.id}/roles`,
        payload: { role_ids: [await roleIdOf(t.db, accountId, 'Admin')] },
      };
    },
  },
  {
    operationId: 'removeAccountUser',
    permission: 'users.manage',
    within: async () => {
      const target = await registerMember(t.app, t.db, accountId, []);
      return { method: 'DELETE', path: `/account/${accountId}/account-users/${target.user.id}` };
    },
    // Removing a member who holds more than the caller takes away a grant above the ceiling.
    above: async () => {
      const target = await registerMember(t.app, t.db, accountId, ['Admin']);
      return { method: 'DELETE', path: `/account/${accountId}/account-users/${target.user.id}` };
    },
  },
  {
    operationId: 'createAccountInvite',
    permission: 'invites.manage',
    within: async () => ({
      method: 'POST',
      path: `/account/${accountId}/account-users/invite`,
      payload: {
        email: `${unique('within').replace(' ', '-')}@example.com`,
        role_ids: [onlyRole.get('invites.manage')!],
      },
    }),
    above: async () => ({
      method: 'POST',
      path: `/account/${accountId}/account-users/invite`,
      payload: {
        email: `${unique('above').replace(' ', '-')}@example.com`,
        role_ids: [await roleIdOf(t.db, accountId, 'Owner')],
      },
    }),
  },
  {
    operationId: 'resendAccountInvite',
    permission: 'invites.manage',
    within: async () => ({
      method: 'POST',
      path: `/account/${accountId}/account-users/invite/${await freshInvite([onlyRole.get('invites.manage')!])}/resend`,
    }),
    above: async () => ({
      method: 'POST',
      path: `/account/${accountId}/account-users/invite/${await freshInvite([await roleIdOf(t.db, accountId, 'Admin')])}/resend`,
    }),
  },
];

type Actor = 'owner' | 'only' | 'without';
const ACTORS: Actor[] = ['owner', 'only', 'without'];

async function actor(kind: Actor, permission: PermissionName): Promise<TestSession> {
  if (kind === 'owner') return owner;
  const role = kind === 'only' ? `Only ${permission}` : `All but ${permission}`;
  return registerMember(t.app, t.db, accountId, [role]);
}

const expected = (kind: Actor, grant: 'within' | 'above') =>
  kind === 'owner' || (kind === 'only' && grant === 'within') ? 'allowed' : 'refused';

describe('privilege ceiling matrix', () => {
  const cells = CALLS.flatMap((c) =>
    ACTORS.flatMap((kind) =>
      (['within', 'above'] as const).map((grant) => [c.operationId, kind, grant, c] as const),
    ),
  );

  it.each(cells)('%s by %s, grant %s', async (_id, kind, grant, c) => {
    const as = await actor(kind, c.permission);
    const cell = await c[grant]();
    const before = await snapshot();
    const response = await call(cell.method, cell.path, { as, payload: cell.payload });
    if (expected(kind, grant) === 'allowed') {
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(await snapshot()).not.toEqual(before);
    } else {
      expectError(response, 403, 'forbidden');
      expect(await snapshot()).toEqual(before);
    }
  });

  it('covers every call that creates, changes, grants or takes roles: 7 calls × 3 actors × 2 grants', () => {
    expect(cells).toHaveLength(42);
  });
});
