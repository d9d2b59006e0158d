import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../auth/permissions';
import {
  addMember,
  apiCaller,
  expectError,
  insertRole,
  registerMember,
  roleIdOf,
} from '../testing/accounts';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ALL = PERMISSIONS.map((permission) => permission.name);

/** A fresh owner and their personal account. */
async function freshAccount(): Promise<{ owner: TestSession; accountId: number }> {
  const owner = await registerAndLogin(t.app, { name: 'Olivia Owner' });
  return { owner, accountId: owner.user.current_account.id };
}

describe('listAccountPermissions', () => {
  it('lists the catalogue ordered by group then name, paginated', async () => {
    const { owner, accountId } = await freshAccount();
    const all = await call('GET', `/account/${accountId}/permissions?per_page=100`, { as: owner });
    expect(all.statusCode).toBe(200);
    const items = all.json().items as { name: string; group: string; description: string }[];
    expect(items.map((item) => item.name)).toEqual([
      'dealers.manage',
      'api_keys.manage',
      'audit.view',
      'webhooks.manage',
      'leads.manage',
      'leads.view',
      'assets.manage',
      'products.manage',
      'products.view',
      'roles.manage',
      'roles.view',
      'invites.manage',
      'users.manage',
      'users.view',
    ]);
    expect(items.map((item) => item.group)).toEqual([
      'Dealers',
      'Integrations',
      'Integrations',
      'Integrations',
      'Leads',
      'Leads',
      'Products',
      'Products',
      'Products',
      'Roles',
      'Roles',
      'Users',
      'Users',
      'Users',
    ]);
    expect(items.every((item) => item.description.length > 0)).toBe(true);
    expect(all.json().meta).toEqual({ page: 1, per_page: 100, total: 14, total_pages: 1 });

    const third = await call('GET', `/account/${accountId}/permissions?per_page=3&page=3`, {
      as: owner,
    });
    expect(third.json()).toEqual({
      items: items.slice(6, 9),
      meta: { page: 3, per_page: 3, total: 14, total_pages: 5 },
    });
    const past = await call('GET', `/account/${accountId}/permissions?page=2`, { as: owner });
    expect(past.json()).toEqual({
      items: [],
      meta: { page: 2, per_page: 20, total: 14, total_pages: 1 },
    });
  });
});

describe('listAccountRoles and listAccountUserRoles', () => {
  it('lists system roles first, then by name, with permissions and member counts', async () => {
    const { owner, accountId } = await freshAccount();
    await insertRole(t.db, accountId, 'zebra handlers', ['products.view']);
    await insertRole(t.db, accountId, 'Auditors', ['users.view']);
    await registerMember(t.app, t.db, accountId, ['Sales']);
    await registerMember(t.app, t.db, accountId, ['Sales', 'Auditors']);

    const response = await call('GET', `/account/${accountId}/roles`, { as: owner });
    expect(response.statusCode).toBe(200);
    const { items, meta } = response.json();
    expect(meta).toEqual({ page: 1, per_page: 20, total: 7, total_pages: 1 });
    expect(items.map((role: { name: string }) => role.name)).toEqual([
      'Admin',
      'Manager',
      'Member',
      'Owner',
      'Sales',
      'Auditors',
      'zebra handlers',
    ]);
    const byName = Object.fromEntries(
      items.map((role: { name: string }) => [role.name, role]),
    ) as Record<string, Record<string, unknown>>;
    expect(byName.Owner).toMatchObject({
      account_id: accountId,
      is_system: true,
      permission_names: ALL,
      member_count: 1,
    });
    expect(byName.Sales).toMatchObject({ is_system: true, member_count: 2 });
    expect(byName.Sales!.permission_names).toContain('products.manage');
    expect(byName.Auditors).toMatchObject({
      is_system: false,
      member_count: 1,
      description: null,
      permission_names: ['users.view'],
    });
    expect(byName.Auditors!.created_at).toMatch(ISO);
    expect(byName.Auditors!.updated_at).toMatch(ISO);

    const page2 = await call('GET', `/account/${accountId}/roles?per_page=5&page=2`, { as: owner });
    expect(page2.json().items.map((role: { name: string }) => role.name)).toEqual([
      'Auditors',
      'zebra handlers',
    ]);
    expect(page2.json().meta).toEqual({ page: 2, per_page: 5, total: 7, total_pages: 2 });

    const assignable = await call('GET', `/account/${accountId}/account-users/roles`, {
      as: owner,
    });
    expect(assignable.statusCode).toBe(200);
    expect(assignable.json().items[0]).toEqual({
      id: byName.Admin!.id,
      name: 'Admin',
      description: byName.Admin!.description,
      is_system: true,
      member_count: 0,
    });
    expect(assignable.json().items.map((role: { name: string }) => role.name)).toEqual(
      items.map((role: { name: string }) => role.name),
    );
  });

  it('lists the roles of account {id}, not of the caller’s current account', async () => {
    const { accountId } = await freshAccount();
    await insertRole(t.db, accountId, 'Only here', []);
    // A member whose current account is their own, with roles.view in `accountId`.
    await insertRole(t.db, accountId, 'Role viewers', ['roles.view']);
    const viewer = await registerMember(t.app, t.db, accountId, ['Role viewers']);
    const response = await call('GET', `/account/${accountId}/roles`, { as: viewer });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((role: { name: string }) => role.name)).toContain('Only here');
    expect(viewer.user.current_account.id).not.toBe(accountId);
  });
});

describe('createAccountRole', () => {
  it('creates a custom role (deduplicated permissions in catalogue order)', async () => {
    const { owner, accountId } = await freshAccount();
    const response = await call('PUT', `/account/${accountId}/roles`, {
      as: owner,
      payload: {
        name: '  Yard crew ',
        description: 'Moves the units',
        permission_names: ['products.manage', 'products.view', 'products.manage'],
      },
    });
    expect(response.statusCode).toBe(201);
    const role = response.json();
    expect(role).toEqual({
      id: expect.any(Number),
      account_id: accountId,
      name: 'Yard crew',
      description: 'Moves the units',
      permission_names: ['products.view', 'products.manage'],
      is_system: false,
      member_count: 0,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    const list = await call('GET', `/account/${accountId}/roles`, { as: owner });
    expect(list.json().items.map((item: { id: number }) => item.id)).toContain(role.id);
  });

  it('answers 409 for a name used in the account (case-insensitive), not in another account', async () => {
    const { owner, accountId } = await freshAccount();
    const create = (name: string, as = owner, id = accountId) =>
      call('PUT', `/account/${id}/roles`, { as, payload: { name, permission_names: [] } });
    expect((await create('Yard crew')).statusCode).toBe(201);
    expectError(await create('YARD CREW'), 409, 'conflict');
    expectError(await create('owner'), 409, 'conflict');
    const other = await freshAccount();
    expect((await create('Yard crew', other.owner, other.accountId)).statusCode).toBe(201);
  });

  it('answers 422 on permission_names.N for unknown permissions and on a blank name', async () => {
    const { owner, accountId } = await freshAccount();
    const unknown = await call('PUT', `/account/${accountId}/roles`, {
      as: owner,
      payload: {
        name: 'Odd',
        permission_names: ['products.view', 'products.fly', 'platform-admin'],
      },
    });
    expectError(unknown, 422, 'validation_failed');
    expect(Object.keys(unknown.json().errors).sort()).toEqual([
      'permission_names.1',
      'permission_names.2',
    ]);
    const blank = await call('PUT', `/account/${accountId}/roles`, {
      as: owner,
      payload: { name: '   ', permission_names: [] },
    });
    expectError(blank, 422, 'validation_failed');
    expect(blank.json().errors).toEqual({ name: ['must not be empty'] });
    const count = await t.db.query<{ n: number }>(
      'select count(*)::int as n from roles where account_id = $1',
      [accountId],
    );
    expect(count.rows[0]!.n).toBe(5);
  });
});

describe('updateAccountRole', () => {
  it('changes only the given fields; permission_names replaces the list; null clears the description', async () => {
    const { owner, accountId } = await freshAccount();
    const roleId = await insertRole(t.db, accountId, 'Crew', ['products.view']);
    const url = `/account/${accountId}/roles/${roleId}`;
    const described = await call('POST', url, { as: owner, payload: { description: 'Yard' } });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      name: 'Crew',
      description: 'Yard',
      permission_names: ['products.view'],
    });
    const replaced = await call('POST', url, {
      as: owner,
      payload: { permission_names: ['assets.manage', 'users.view'] },
    });
    expect(replaced.json()).toMatchObject({
      name: 'Crew',
      description: 'Yard',
      permission_names: ['assets.manage', 'users.view'],
    });
    const cleared = await call('POST', url, {
      as: owner,
      payload: { name: 'Yard crew', description: null },
    });
    expect(cleared.json()).toMatchObject({
      name: 'Yard crew',
      description: null,
      permission_names: ['assets.manage', 'users.view'],
    });
    // Its own name in another letter case is no conflict.
    expect(
      (await call('POST', url, { as: owner, payload: { name: 'YARD CREW' } })).statusCode,
    ).toBe(200);
  });

  it('answers 409 for system roles (the Owner keeps its name and permissions) and taken names', async () => {
    const { owner, accountId } = await freshAccount();
    const ownerRole = await roleIdOf(t.db, accountId, 'Owner');
    const memberRole = await roleIdOf(t.db, accountId, 'Member');
    expectError(
      await call('POST', `/account/${accountId}/roles/${ownerRole}`, {
        as: owner,
        payload: { permission_names: ['products.view'] },
      }),
      409,
      'conflict',
    );
    expectError(
      await call('POST', `/account/${accountId}/roles/${memberRole}`, {
        as: owner,
        payload: { name: 'Guests' },
      }),
      409,
      'conflict',
    );
    const owners = await t.db.query<{ name: string; permission_names: string[] }>(
      'select name, permission_names from roles where id = $1',
      [ownerRole],
    );
    expect(owners.rows[0]).toEqual({ name: 'Owner', permission_names: ALL });

    const crew = await insertRole(t.db, accountId, 'Crew', []);
    await insertRole(t.db, accountId, 'Drivers', []);
    expectError(
      await call('POST', `/account/${accountId}/roles/${crew}`, {
        as: owner,
        payload: { name: 'drivers' },
      }),
      409,
      'conflict',
    );
  });

  it('a member cannot change the role they hold (the last user-manager role included): 403, unchanged', async () => {
    const { owner, accountId } = await freshAccount();
    const bosses = await insertRole(t.db, accountId, 'Bosses', ['users.manage', 'roles.manage']);
    // The owner is now only a Boss: the one role granting users.manage in the account.
    await t.db.query(
      `update account_user_roles set role_id = $2
        where account_user_id = (select id from account_users where account_id = $1)`,
      [accountId, bosses],
    );
    const url = `/account/${accountId}/roles/${bosses}`;
    expectError(
      await call('POST', url, { as: owner, payload: { permission_names: ['roles.manage'] } }),
      403,
      'forbidden',
    );
    const role = await t.db.query<{ permission_names: string[] }>(
      'select permission_names from roles where id = $1',
      [bosses],
    );
    expect(role.rows[0]!.permission_names).toEqual(['users.manage', 'roles.manage']);
  });

  it('answers 404 for a role of another account', async () => {
    const { owner, accountId } = await freshAccount();
    const other = await freshAccount();
    const foreign = await insertRole(t.db, other.accountId, 'Theirs', []);
    expectError(
      await call('POST', `/account/${accountId}/roles/${foreign}`, {
        as: owner,
        payload: { name: 'Mine now' },
      }),
      404,
      'not_found',
    );
    expectError(
      await call('DELETE', `/account/${accountId}/roles/${foreign}`, { as: owner }),
      404,
      'not_found',
    );
    const still = await t.db.query('select 1 from roles where id = $1 and name = $2', [
      foreign,
      'Theirs',
    ]);
    expect(still.rows).toHaveLength(1);
  });
});

describe('deleteAccountRole', () => {
  it('deletes an unused custom role; pending invites naming it lose it', async () => {
    const { owner, accountId } = await freshAccount();
    const crew = await insertRole(t.db, accountId, 'Crew', ['products.view']);
    const sales = await roleIdOf(t.db, accountId, 'Sales');
    const invite = await call('POST', `/account/${accountId}/account-users/invite`, {
      as: owner,
      payload: { email: 'crew.invitee@example.com', role_ids: [crew, sales] },
    });
    expect(invite.statusCode).toBe(201);

    const response = await call('DELETE', `/account/${accountId}/roles/${crew}`, { as: owner });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const roles = await call('GET', `/account/${accountId}/roles`, { as: owner });
    expect(roles.json().items.map((role: { id: number }) => role.id)).not.toContain(crew);
    const invites = await call('GET', `/account/${accountId}/account-users/invite`, { as: owner });
    expect(invites.json().items[0].role_ids).toEqual([sales]);
    expectError(
      await call('DELETE', `/account/${accountId}/roles/${crew}`, { as: owner }),
      404,
      'not_found',
    );
  });

  it('answers 409 for system roles and for roles still assigned to a member', async () => {
    const { owner, accountId } = await freshAccount();
    for (const name of ['Owner', 'Member']) {
      expectError(
        await call(
          'DELETE',
          `/account/${accountId}/roles/${await roleIdOf(t.db, accountId, name)}`,
          {
            as: owner,
          },
        ),
        409,
        'conflict',
      );
    }
    const crew = await insertRole(t.db, accountId, 'Crew', []);
    const member = await registerAndLogin(t.app);
    await addMember(t.db, accountId, member.user.id, ['Crew']);
    expectError(
      await call('DELETE', `/account/${accountId}/roles/${crew}`, { as: owner }),
      409,
      'conflict',
    );
    const count = await t.db.query<{ n: number }>(
      'select count(*)::int as n from roles where account_id = $1',
      [accountId],
    );
    expect(count.rows[0]!.n).toBe(6);
  });
});
