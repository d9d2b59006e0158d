import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function freshAccount(name = 'Olivia Owner') {
  const owner = await registerAndLogin(t.app, { name });
  return { owner, accountId: owner.user.current_account.id };
}

const getUser = (as: TestSession) => call('GET', '/user', { as });

describe('getAccountUser', () => {
  it('answers the caller’s record in the current account and in another account of theirs', async () => {
    const { owner, accountId } = await freshAccount();
    const own = await call('GET', `/account/${accountId}/user`, { as: owner });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(owner.user.current_account_user);

    const member = await registerMember(t.app, t.db, accountId, ['Sales', 'Member']);
    const there = await call('GET', `/account/${accountId}/user`, { as: member });
    expect(there.statusCode).toBe(200);
    expect(there.json()).toEqual({
      id: expect.any(Number),
      account_id: accountId,
      user_id: member.user.id,
      roles: [
        { id: await roleIdOf(t.db, accountId, 'Member'), name: 'Member' },
        { id: await roleIdOf(t.db, accountId, 'Sales'), name: 'Sales' },
      ],
      all_permission_names: [
        'assets.manage',
        'leads.manage',
        'leads.view',
        'products.manage',
        'products.view',
        'users.view',
      ],
    });
    // Membership alone is enough: a member without roles still sees their record.
    const bare = await registerMember(t.app, t.db, accountId, []);
    const bareRecord = await call('GET', `/account/${accountId}/user`, { as: bare });
    expect(bareRecord.json()).toMatchObject({ roles: [], all_permission_names: [] });
  });

  it('answers 404 for non-members and unknown accounts', async () => {
    const { accountId } = await freshAccount();
    const stranger = await registerAndLogin(t.app);
    expectError(
      await call('GET', `/account/${accountId}/user`, { as: stranger }),
      404,
      'not_found',
    );
    expectError(await call('GET', `/account/999999/user`, { as: stranger }), 404, 'not_found');
  });
});

describe('listAccountUsers', () => {
  it('lists members by name with their roles; q matches name and e-mail; role_id filters', async () => {
    const { owner, accountId } = await freshAccount('Mia Manager');
    const carl = await registerMember(t.app, t.db, accountId, ['Sales'], {
      name: 'carl Carter',
      email: `carl.${Date.now()}@example.com`,
    });
    const bea = await registerMember(t.app, t.db, accountId, ['Member', 'Sales'], {
      name: 'Bea 100% Baker',
      email: `bea.${Date.now()}@liftline.test`,
    });
    await registerAndLogin(t.app, { name: 'Aaron Outsider' });

    const all = await call('GET', `/account/${accountId}/account-users`, { as: owner });
    expect(all.statusCode).toBe(200);
    const { items, meta } = all.json();
    expect(meta).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
    expect(items.map((item: { user: { name: string } }) => item.user.name)).toEqual([
      'Bea 100% Baker',
      'carl Carter',
      'Mia Manager',
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      account_id: accountId,
      user: { id: bea.user.id, name: 'Bea 100% Baker', email: bea.email },
      roles: [
        { id: await roleIdOf(t.db, accountId, 'Member'), name: 'Member' },
        { id: await roleIdOf(t.db, accountId, 'Sales'), name: 'Sales' },
      ],
      joined_at: expect.stringMatching(/Z$/),
    });

    const names = async (query: string) =>
      (await call('GET', `/account/${accountId}/account-users?${query}`, { as: owner }))
        .json()
        .items.map((item: { user: { id: number } }) => item.user.id);
    expect(await names('q=CARTER')).toEqual([carl.user.id]);
    expect(await names('q=liftline.test')).toEqual([bea.user.id]);
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual([bea.user.id]);
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual([bea.user.id]);
    expect(await names('q=outsider')).toEqual([]);
    expect(await names(`role_id=${await roleIdOf(t.db, accountId, 'Sales')}`)).toEqual([
      bea.user.id,
      carl.user.id,
    ]);
    expect(await names(`role_id=${await roleIdOf(t.db, accountId, 'Owner')}`)).toEqual([
      owner.user.id,
    ]);

    const page = await call('GET', `/account/${accountId}/account-users?per_page=2&page=2`, {
      as: owner,
    });
    expect(page.json().meta).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect(page.json().items).toHaveLength(1);
  });
});

describe('setAccountUserRoles', () => {
  it('replaces the roles (duplicates ignored, [] keeps the membership) and answers the member', async () => {
    const { owner, accountId } = await freshAccount();
    const member = await registerMember(t.app, t.db, accountId, ['Member']);
    const sales = await roleIdOf(t.db, accountId, 'Sales');
    const crew = await insertRole(t.db, accountId, 'Crew', ['roles.view']);
    const url = `/account/${accountId}/account-users/${member.user.id}/roles`;

    const response = await call('POST', url, {
      as: owner,
      payload: { role_ids: [crew, sales, sales] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      account_id: accountId,
      user: { id: member.user.id },
      roles: [
        { id: crew, name: 'Crew' },
        { id: sales, name: 'Sales' },
      ],
    });
    // Takes effect at once for the member, in that account.
    const record = await call('GET', `/account/${accountId}/user`, { as: member });
    expect(record.json().all_permission_names).toEqual([
      'assets.manage',
      'leads.manage',
      'leads.view',
      'products.manage',
      'products.view',
      'roles.view',
      'users.view',
    ]);

    const emptied = await call('POST', url, { as: owner, payload: { role_ids: [] } });
    expect(emptied.json().roles).toEqual([]);
    expect((await call('GET', `/account/${accountId}/user`, { as: member })).statusCode).toBe(200);
  });

  it('answers 422 on role_ids.N for roles of other accounts and unknown ids', async () => {
    const { owner, accountId } = await freshAccount();
    const member = await registerMember(t.app, t.db, accountId, ['Member']);
    const other = await freshAccount();
    const foreign = await roleIdOf(t.db, other.accountId, 'Owner');
    const response = await call(
      'POST',
      `/account/${accountId}/account-users/${member.user.id}/roles`,
      {
        as: owner,
        payload: { role_ids: [await roleIdOf(t.db, accountId, 'Sales'), foreign, 999999] },
      },
    );
    expectError(response, 422, 'validation_failed');
    expect(Object.keys(response.json().errors).sort()).toEqual(['role_ids.1', 'role_ids.2']);
    const record = await call('GET', `/account/${accountId}/user`, { as: member });
    expect(record.json().roles.map((role: { name: string }) => role.name)).toEqual(['Member']);
  });

  it('answers 404 for a user who is not a member of the account', async () => {
    const { owner, accountId } = await freshAccount();
    const stranger = await registerAndLogin(t.app);
    expectError(
      await call('POST', `/account/${accountId}/account-users/${stranger.user.id}/roles`, {
        as: owner,
        payload: { role_ids: [] },
      }),
      404,
      'not_found',
    );
  });

  it('answers 409 when no member would hold users.manage any more', async () => {
    const { owner, accountId } = await freshAccount();
    const url = `/account/${accountId}/account-users/${owner.user.id}/roles`;
    const sales = await roleIdOf(t.db, accountId, 'Sales');
    expectError(
      await call('POST', url, { as: owner, payload: { role_ids: [sales] } }),
      409,
      'conflict',
    );
    expectError(await call('POST', url, { as: owner, payload: { role_ids: [] } }), 409, 'conflict');
    expect((await getUser(owner)).json().current_account_user.roles).toEqual([
      { id: await roleIdOf(t.db, accountId, 'Owner'), name: 'Owner' },
    ]);

    // Another manager is not enough: the account must keep an owner (privilege ceiling).
    await insertRole(t.db, accountId, 'People managers', ['users.manage']);
    await registerMember(t.app, t.db, accountId, ['People managers']);
    expectError(
      await call('POST', url, { as: owner, payload: { role_ids: [sales] } }),
      409,
      'conflict',
    );
    // Once another member is an owner, the owner may step down (ownership transferred).
    await registerMember(t.app, t.db, accountId, ['Owner']);
    expect(
      (await call('POST', url, { as: owner, payload: { role_ids: [sales] } })).statusCode,
    ).toBe(200);
  });
});

describe('removeAccountUser', () => {
  it('removes the member; their current account switches to another of theirs', async () => {
    const { owner, accountId } = await freshAccount();
    const member = await registerMember(t.app, t.db, accountId, ['Member']);
    await call('PUT', '/user/', { as: member, payload: { current_account_id: accountId } });
    expect((await getUser(member)).json().current_account.id).toBe(accountId);

    const response = await call('DELETE', `/account/${accountId}/account-users/${member.user.id}`, {
      as: owner,
    });
    expect(response.statusCode).toBe(204);
    const current = await t.db.query<{ current_account_id: number }>(
      'select current_account_id from users where id = $1',
      [member.user.id],
    );
    expect(current.rows[0]!.current_account_id).toBe(member.user.current_account.id);
    const user = (await getUser(member)).json();
    expect(user.accounts.map((account: { id: number }) => account.id)).toEqual([
      member.user.current_account.id,
    ]);
    expectError(await call('GET', `/account/${accountId}/user`, { as: member }), 404, 'not_found');
    expectError(
      await call('DELETE', `/account/${accountId}/account-users/${member.user.id}`, { as: owner }),
      404,
      'not_found',
    );
  });

  it('answers 409 for the last user manager, also removing themselves', async () => {
    const { owner, accountId } = await freshAccount();
    await registerMember(t.app, t.db, accountId, ['Sales']);
    const self = `/account/${accountId}/account-users/${owner.user.id}`;
    expectError(await call('DELETE', self, { as: owner }), 409, 'conflict');
    expect((await call('GET', `/account/${accountId}/user`, { as: owner })).statusCode).toBe(200);

    // Another manager is not enough while the owner is the last one.
    await registerMember(t.app, t.db, accountId, ['Admin']);
    expectError(await call('DELETE', self, { as: owner }), 409, 'conflict');
    // With another owner, leaving is allowed.
    await registerMember(t.app, t.db, accountId, ['Owner']);
    expect((await call('DELETE', self, { as: owner })).statusCode).toBe(204);
    expectError(await call('GET', `/account/${accountId}/user`, { as: owner }), 404, 'not_found');
  });

  it('a manager cannot remove the other last manager', async () => {
    const { owner, accountId } = await freshAccount();
    const admin = await registerMember(t.app, t.db, accountId, ['Admin']);
    // The owner gives up users.manage: the admin is now the only manager.
    await t.db.query(
      `update account_user_roles set role_id = $2
        where account_user_id = (select id from account_users where account_id = $1 and user_id = $3)`,
      [accountId, await roleIdOf(t.db, accountId, 'Member'), owner.user.id],
    );
    expectError(
      await call('DELETE', `/account/${accountId}/account-users/${admin.user.id}`, { as: admin }),
      409,
      'conflict',
    );
    expect(
      (await call('DELETE', `/account/${accountId}/account-users/${owner.user.id}`, { as: admin }))
        .statusCode,
    ).toBe(204);
  });

  it('a user removed from their only account gets a new personal account', async () => {
    const { owner, accountId } = await freshAccount();
    const lonely = await registerAndLogin(t.app, { name: 'Lonely Lou' });
    const personal = lonely.user.current_account.id;
    await addMember(t.db, accountId, lonely.user.id, ['Member']);
    await t.db.query('delete from account_users where account_id = $1', [personal]);
    await t.db.query('update users set current_account_id = $2 where id = $1', [
      lonely.user.id,
      accountId,
    ]);

    const response = await call('DELETE', `/account/${accountId}/account-users/${lonely.user.id}`, {
      as: owner,
    });
    expect(response.statusCode).toBe(204);
    const user = await getUser(lonely);
    expect(user.statusCode).toBe(200);
    expect(user.json().current_account.id).not.toBe(accountId);
    expect(user.json().current_account.name).toBe('Lonely Lou’s account');
    expect(
      user.json().current_account_user.roles.map((role: { name: string }) => role.name),
    ).toEqual(['Owner']);
  });
});
