import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSession } from '../testing/auth';
import { registerAndLogin } from '../testing/auth';
import { apiCaller, expectError, insertRole, registerMember, roleIdOf } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';
import { LAST_OWNER, OWN_ROLE, OWNER_ONLY } from './privilege-ceiling';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

async function freshAccount() {
  const owner = await registerAndLogin(t.app, { name: 'Real Owner' });
  return { owner, accountId: owner.user.current_account.id };
}

const ownerIds = async (accountId: number) =>
  (
    await t.db.query<{ user_id: number }>(
      `select au.user_id from account_users au
         join account_user_roles aur on aur.account_user_id = au.id
         join roles r on r.id = aur.role_id
        where au.account_id = $1 and r.name = 'Owner' and r.is_system order by au.user_id`,
      [accountId],
    )
  ).rows.map((row) => row.user_id);

const message = (response: { json: () => unknown }) =>
  (response.json() as { message: string }).message;

describe('the takeover chains of the probe are closed', () => {
  it('an invites-only member cannot invite a second address of their own as Owner', async () => {
    const { owner, accountId } = await freshAccount();
    await insertRole(t.db, accountId, 'Recruiter', ['invites.manage']);
    const recruiter = await registerMember(t.app, t.db, accountId, ['Recruiter']);
    const invite = await call('POST', `/account/${accountId}/account-users/invite`, {
      as: recruiter,
      payload: {
        email: 'second-address@example.com',
        role_ids: [await roleIdOf(t.db, accountId, 'Owner')],
      },
    });
    expectError(invite, 403, 'forbidden');
    expect(message(invite)).toBe(OWNER_ONLY);
    // With the Admin role (every permission) it is the ceiling that refuses.
    const admin = await call('POST', `/account/${accountId}/account-users/invite`, {
      as: recruiter,
      payload: {
        email: 'second-address@example.com',
        role_ids: [await roleIdOf(t.db, accountId, 'Admin')],
      },
    });
    expectError(admin, 403, 'forbidden');
    expect(message(admin)).toMatch(/Missing: .*users\.manage/);
    expect(await ownerIds(accountId)).toEqual([owner.user.id]);
  });

  it('a roles.manage member cannot add permissions to their own role, nor make themselves Owner', async () => {
    const { owner, accountId } = await freshAccount();
    const roleId = await insertRole(t.db, accountId, 'Role keeper', ['roles.manage']);
    const keeper = await registerMember(t.app, t.db, accountId, ['Role keeper']);
    const widen = await call('POST', `/account/${accountId}/roles/${roleId}`, {
      as: keeper,
      payload: { permission_names: ['roles.manage', 'users.manage', 'invites.manage'] },
    });
    expectError(widen, 403, 'forbidden');
    expect(message(widen)).toBe(OWN_ROLE);
    // Another role cannot be widened above the ceiling either.
    const other = await insertRole(t.db, accountId, 'Other', []);
    const widenOther = await call('POST', `/account/${accountId}/roles/${other}`, {
      as: keeper,
      payload: { permission_names: ['users.manage'] },
    });
    expectError(widenOther, 403, 'forbidden');
    const selfOwner = await call(
      'POST',
      `/account/${accountId}/account-users/${keeper.user.id}/roles`,
      { as: keeper, payload: { role_ids: [await roleIdOf(t.db, accountId, 'Owner')] } },
    );
    expectError(selfOwner, 403, 'forbidden');
    const { rows } = await t.db.query<{ permission_names: string[] }>(
      'select permission_names from roles where id = $1',
      [roleId],
    );
    expect(rows[0]!.permission_names).toEqual(['roles.manage']);
    expect(await ownerIds(accountId)).toEqual([owner.user.id]);
  });

  it('an Admin (every permission) cannot remove or demote the owner', async () => {
    const { owner, accountId } = await freshAccount();
    const admin = await registerMember(t.app, t.db, accountId, ['Admin']);
    const remove = await call('DELETE', `/account/${accountId}/account-users/${owner.user.id}`, {
      as: admin,
    });
    expectError(remove, 403, 'forbidden');
    expect(message(remove)).toBe(OWNER_ONLY);
    const demote = await call(
      'POST',
      `/account/${accountId}/account-users/${owner.user.id}/roles`,
      {
        as: admin,
        payload: { role_ids: [await roleIdOf(t.db, accountId, 'Admin')] },
      },
    );
    expectError(demote, 403, 'forbidden');
    const promote = await call(
      'POST',
      `/account/${accountId}/account-users/${admin.user.id}/roles`,
      {
        as: admin,
        payload: { role_ids: [await roleIdOf(t.db, accountId, 'Owner')] },
      },
    );
    expectError(promote, 403, 'forbidden');
    expect(await ownerIds(accountId)).toEqual([owner.user.id]);
  });
});

describe('ownership', () => {
  it('the last owner can be neither removed nor demoted (409), not even by themselves', async () => {
    const { owner, accountId } = await freshAccount();
    const self = `/account/${accountId}/account-users/${owner.user.id}`;
    const leave = await call('DELETE', self, { as: owner });
    expectError(leave, 409, 'conflict');
    const demote = await call('POST', `${self}/roles`, {
      as: owner,
      payload: { role_ids: [await roleIdOf(t.db, accountId, 'Admin')] },
    });
    expectError(demote, 409, 'conflict');
    expect(message(demote)).toBe(LAST_OWNER);
    expect(await ownerIds(accountId)).toEqual([owner.user.id]);
  });

  it('an owner transfers ownership: makes another member Owner, then steps down', async () => {
    const { owner, accountId } = await freshAccount();
    const successor = await registerMember(t.app, t.db, accountId, ['Member']);
    const ownerRole = await roleIdOf(t.db, accountId, 'Owner');
    const promote = await call(
      'POST',
      `/account/${accountId}/account-users/${successor.user.id}/roles`,
      { as: owner, payload: { role_ids: [ownerRole] } },
    );
    expect(promote.statusCode, promote.body).toBe(200);
    const stepDown = await call(
      'POST',
      `/account/${accountId}/account-users/${owner.user.id}/roles`,
      {
        as: owner,
        payload: { role_ids: [await roleIdOf(t.db, accountId, 'Admin')] },
      },
    );
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect(await ownerIds(accountId)).toEqual([successor.user.id]);
    // The former owner (now Admin) cannot take it back or remove the new owner.
    expectError(
      await call('DELETE', `/account/${accountId}/account-users/${successor.user.id}`, {
        as: owner,
      }),
      403,
      'forbidden',
    );
  });

  it('an owner may edit the role they hold; others may not', async () => {
    const { owner, accountId } = await freshAccount();
    const shared = await insertRole(t.db, accountId, 'Shared', ['products.view']);
    await t.db.query(
      `insert into account_user_roles (account_user_id, role_id)
       select id, $2 from account_users where account_id = $1 and user_id = $3`,
      [accountId, shared, owner.user.id],
    );
    const response = await call('POST', `/account/${accountId}/roles/${shared}`, {
      as: owner,
      payload: { permission_names: ['products.view', 'products.manage'] },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('invites keep to the ceiling of whoever sent them', () => {
  async function inviteAs(sender: TestSession, accountId: number, roleIds: number[]) {
    const email = `invitee-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await call('POST', `/account/${accountId}/account-users/invite`, {
      as: sender,
      payload: { email, role_ids: roleIds },
    });
    expect(response.statusCode, response.body).toBe(201);
    const url = new URL(response.json<{ invite_url: string }>().invite_url);
    return { email, token: url.searchParams.get('token')! };
  }

  it('an invite whose sender lost the roles’ permissions meanwhile cannot be accepted (409)', async () => {
    const { accountId } = await freshAccount();
    const salesRole = await roleIdOf(t.db, accountId, 'Sales');
    await insertRole(t.db, accountId, 'Sales recruiter', [
      'invites.manage',
      'products.view',
      'products.manage',
      'assets.manage',
      'users.view',
      'leads.view',
      'leads.manage',
    ]);
    const recruiter = await registerMember(t.app, t.db, accountId, ['Sales recruiter']);
    const { email, token } = await inviteAs(recruiter, accountId, [salesRole]);
    // The recruiter's role loses products.manage: the invite now grants more than its sender holds.
    await t.db.query(
      `update roles set permission_names = array_remove(permission_names, 'products.manage')
        where account_id = $1 and name = 'Sales recruiter'`,
      [accountId],
    );
    const invitee = await registerAndLogin(t.app, { email });
    const accept = await call('POST', '/user/accept-invite', { as: invitee, payload: { token } });
    expectError(accept, 409, 'conflict');
    const { rows } = await t.db.query(
      'select 1 from account_users where account_id = $1 and user_id = $2',
      [accountId, invitee.user.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('an invite within its sender’s ceiling is accepted with its roles', async () => {
    const { accountId } = await freshAccount();
    const memberRole = await roleIdOf(t.db, accountId, 'Member');
    await insertRole(t.db, accountId, 'Greeter', ['invites.manage', 'products.view', 'users.view']);
    const greeter = await registerMember(t.app, t.db, accountId, ['Greeter']);
    const { email, token } = await inviteAs(greeter, accountId, [memberRole]);
    const invitee = await registerAndLogin(t.app, { email });
    const accept = await call('POST', '/user/accept-invite', { as: invitee, payload: { token } });
    expect(accept.statusCode, accept.body).toBe(200);
  });
});
