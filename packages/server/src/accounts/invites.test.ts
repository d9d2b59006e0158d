import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../auth/secret-tokens';
import { DEMO_OWNER } from '../db/seed-demo-data';
import { apiCaller, expectError, insertRole, registerMember, roleIdOf } from '../testing/accounts';
import { loginAsDemoOwner, registerAndLogin, uniqueEmail, type TestSession } from '../testing/auth';
import { latestMail, mailedToken } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let demoOwner: TestSession;
let demoAccountId: number;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  demoOwner = await loginAsDemoOwner(t.app);
  demoAccountId = demoOwner.user.current_account.id;
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY = 24 * 3600 * 1000;

async function freshAccount() {
  const owner = await registerAndLogin(t.app, { name: 'Olivia Owner' });
  return { owner, accountId: owner.user.current_account.id };
}

const invite = (as: TestSession, accountId: number, email: string, roleIds: number[] = []) =>
  call('POST', `/account/${accountId}/account-users/invite`, {
    as,
    payload: { email, role_ids: roleIds },
  });

const preview = (token: string) =>
  call('GET', `/user/account-invite?token=${encodeURIComponent(token)}`);

const accept = (as: TestSession, token: string) =>
  call('POST', '/user/accept-invite', { as, payload: { token } });

/** Moves an invite's expiry into the past. */
const expire = (inviteId: number) =>
  t.db.query(`update account_invites set expires_at = now() - interval '1 second' where id = $1`, [
    inviteId,
  ]);

describe('the invite story through the API', () => {
  it('owner invites a new address as Sales; they register, accept and can manage products', async () => {
    const email = uniqueEmail('newhire');
    const sales = await roleIdOf(t.db, demoAccountId, 'Sales');
    const created = await invite(demoOwner, demoAccountId, email, [sales]);
    expect(created.statusCode).toBe(201);

    const mail = await latestMail(t.db, email, 'account-invite');
    expect(mail.subject).toContain(DEMO_OWNER.accountName);
    expect(mail.text).toContain(DEMO_OWNER.name);
    expect(mail.links[0]!.url).toMatch(/^http:\/\/localhost:3000\/invite\?token=[\w-]+$/);
    const token = await mailedToken(t.db, email, 'account-invite');

    const before = await preview(token);
    expect(before.json()).toMatchObject({ status: 'pending', user_exists: false });

    const newHire = await registerAndLogin(t.app, { name: 'Nora Newhire', email });
    expect((await preview(token)).json().user_exists).toBe(true);
    const accepted = await accept(newHire, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().account).toEqual({ id: demoAccountId, name: DEMO_OWNER.accountName });

    const user = (await call('GET', '/user', { as: newHire })).json();
    expect(user.current_account).toEqual({
      id: demoAccountId,
      name: DEMO_OWNER.accountName,
      publishing_approved: true,
    });
    expect(user.current_account_user.roles).toEqual([{ id: sales, name: 'Sales' }]);
    expect(user.current_account_user.all_permission_names).toContain('products.manage');
    expect(user.accounts).toHaveLength(2);
    expect(accepted.json().user).toEqual(user);

    const members = await call('GET', `/account/${demoAccountId}/account-users?q=${email}`, {
      as: demoOwner,
    });
    expect(members.json().items).toEqual([
      expect.objectContaining({
        user: { id: newHire.user.id, name: 'Nora Newhire', email },
        roles: [{ id: sales, name: 'Sales' }],
      }),
    ]);
    const listed = await call('GET', `/account/${demoAccountId}/account-users/invite`, {
      as: demoOwner,
    });
    expect(listed.json().items[0]).toMatchObject({
      email,
      status: 'accepted',
      accepted_at: expect.stringMatching(ISO),
    });
    expect((await preview(token)).json().status).toBe('accepted');
  });
});

describe('createAccountInvite', () => {
  it('creates a pending 7-day invite, stores only the token hash and queues the mail', async () => {
    const { owner, accountId } = await freshAccount();
    const member = await roleIdOf(t.db, accountId, 'Member');
    const email = uniqueEmail('invitee');
    const response = await invite(owner, accountId, email, [member, member]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      account_id: accountId,
      email,
      role_ids: [member],
      status: 'pending',
      invited_by: { id: owner.user.id, name: 'Olivia Owner', email: owner.email },
      expires_at: expect.stringMatching(ISO),
      created_at: expect.stringMatching(ISO),
      accepted_at: null,
      invite_url: expect.stringMatching(/^http:\/\/localhost:3000\/invite\?token=[\w-]+$/),
    });
    expect(Date.parse(body.expires_at) - Date.parse(body.created_at)).toBe(7 * DAY);

    const mail = await latestMail(t.db, email, 'account-invite');
    expect(mail.to).toBe(email);
    const token = await mailedToken(t.db, email, 'account-invite');
    const stored = await t.db.query<Record<string, unknown>>(
      'select * from account_invites where id = $1',
      [body.id],
    );
    expect(stored.rows[0]!.token_hash).toBe(hashSecretToken(token));
    expect(JSON.stringify(stored.rows[0])).not.toContain(token);
  });

  it('answers 409 for a member’s address and for an address with a pending invite', async () => {
    const { owner, accountId } = await freshAccount();
    const member = await registerMember(t.app, t.db, accountId, ['Member']);
    expectError(await invite(owner, accountId, member.email.toUpperCase()), 409, 'conflict');
    expectError(await invite(owner, accountId, owner.email), 409, 'conflict');

    const email = uniqueEmail('twice');
    expect((await invite(owner, accountId, email)).statusCode).toBe(201);
    expectError(await invite(owner, accountId, email.toUpperCase()), 409, 'conflict');
    // The same address may be invited into another account.
    const other = await freshAccount();
    expect((await invite(other.owner, other.accountId, email)).statusCode).toBe(201);
  });

  it('an address whose invite expired or was revoked can be invited again', async () => {
    const { owner, accountId } = await freshAccount();
    const email = uniqueEmail('again');
    const first = (await invite(owner, accountId, email)).json();
    await expire(first.id);
    const second = await invite(owner, accountId, email);
    expect(second.statusCode).toBe(201);
    await call('DELETE', `/account/${accountId}/account-users/invite/${second.json().id}`, {
      as: owner,
    });
    expect((await invite(owner, accountId, email)).statusCode).toBe(201);
  });

  it('answers 422 on role_ids.N for roles that are not the account’s, and sends nothing', async () => {
    const { owner, accountId } = await freshAccount();
    const other = await freshAccount();
    const email = uniqueEmail('bad-roles');
    const response = await invite(owner, accountId, email, [
      await roleIdOf(t.db, accountId, 'Sales'),
      await roleIdOf(t.db, other.accountId, 'Owner'),
    ]);
    expectError(response, 422, 'validation_failed');
    expect(Object.keys(response.json().errors)).toEqual(['role_ids.1']);
    await expect(latestMail(t.db, email, 'account-invite')).rejects.toThrow();
  });

  it('is limited to 50 invites an hour per account', async () => {
    const { owner, accountId } = await freshAccount();
    for (let i = 0; i < 50; i++) {
      expect((await invite(owner, accountId, uniqueEmail('bulk'))).statusCode).toBe(201);
    }
    const blocked = await invite(owner, accountId, uniqueEmail('bulk'));
    expectError(blocked, 429, 'rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('listAccountInvites', () => {
  it('lists newest first with computed statuses, filtered by status', async () => {
    const { owner, accountId } = await freshAccount();
    const ids: Record<string, number> = {};
    for (const name of ['accepted', 'revoked', 'expired', 'pending']) {
      ids[name] = (await invite(owner, accountId, uniqueEmail(name))).json().id;
    }
    await call('DELETE', `/account/${accountId}/account-users/invite/${ids.revoked}`, {
      as: owner,
    });
    await expire(ids.expired!);
    await t.db.query(
      `update account_invites set status = 'accepted', accepted_at = now() where id = $1`,
      [ids.accepted],
    );

    const list = await call('GET', `/account/${accountId}/account-users/invite`, { as: owner });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().items.map((item: { id: number; status: string }) => [item.id, item.status]),
    ).toEqual([
      [ids.pending, 'pending'],
      [ids.expired, 'expired'],
      [ids.revoked, 'revoked'],
      [ids.accepted, 'accepted'],
    ]);
    expect(list.json().meta).toEqual({ page: 1, per_page: 20, total: 4, total_pages: 1 });
    for (const status of ['pending', 'expired', 'revoked', 'accepted']) {
      const filtered = await call(
        'GET',
        `/account/${accountId}/account-users/invite?status=${status}`,
        { as: owner },
      );
      expect(filtered.json().items.map((item: { id: number }) => item.id)).toEqual([ids[status]]);
      expect(filtered.json().meta.total).toBe(1);
    }
    const paged = await call(
      'GET',
      `/account/${accountId}/account-users/invite?per_page=3&page=2`,
      {
        as: owner,
      },
    );
    expect(paged.json().items.map((item: { id: number }) => item.id)).toEqual([ids.accepted]);
  });

  it('shows invited_by null once the inviter is gone', async () => {
    const { owner, accountId } = await freshAccount();
    const admin = await registerMember(t.app, t.db, accountId, ['Admin']);
    await invite(admin, accountId, uniqueEmail('orphan'));
    await t.db.query('delete from users where id = $1', [admin.user.id]);
    const list = await call('GET', `/account/${accountId}/account-users/invite`, { as: owner });
    expect(list.json().items[0].invited_by).toBeNull();
  });
});

describe('revokeAccountInvite', () => {
  it('revokes a pending invite: the link stops working and it stays listed as revoked', async () => {
    const { owner, accountId } = await freshAccount();
    const email = uniqueEmail('revoked');
    const { id } = (await invite(owner, accountId, email)).json();
    const token = await mailedToken(t.db, email, 'account-invite');
    const url = `/account/${accountId}/account-users/invite/${id}`;
    const response = await call('DELETE', url, { as: owner });
    expect(response.statusCode).toBe(204);
    expect((await preview(token)).json().status).toBe('revoked');
    const invitee = await registerAndLogin(t.app, { email });
    expectError(await accept(invitee, token), 409, 'conflict');
    expectError(await call('DELETE', url, { as: owner }), 409, 'conflict');
  });

  it('answers 409 for expired and accepted invites, 404 for another account’s invite', async () => {
    const { owner, accountId } = await freshAccount();
    const expired = (await invite(owner, accountId, uniqueEmail('old'))).json().id;
    await expire(expired);
    expectError(
      await call('DELETE', `/account/${accountId}/account-users/invite/${expired}`, { as: owner }),
      409,
      'conflict',
    );
    const email = uniqueEmail('taken');
    const accepted = (await invite(owner, accountId, email)).json().id;
    const invitee = await registerAndLogin(t.app, { email });
    await accept(invitee, await mailedToken(t.db, email, 'account-invite'));
    expectError(
      await call('DELETE', `/account/${accountId}/account-users/invite/${accepted}`, { as: owner }),
      409,
      'conflict',
    );

    const other = await freshAccount();
    const theirs = (await invite(other.owner, other.accountId, uniqueEmail('theirs'))).json().id;
    expectError(
      await call('DELETE', `/account/${accountId}/account-users/invite/${theirs}`, { as: owner }),
      404,
      'not_found',
    );
    expect(
      (
        await call('GET', `/account/${other.accountId}/account-users/invite`, { as: other.owner })
      ).json().items[0].status,
    ).toBe('pending');
  });
});

describe('resendAccountInvite', () => {
  it('mails a new token with a new expiry; the earlier link stops working', async () => {
    const { owner, accountId } = await freshAccount();
    const email = uniqueEmail('resend');
    const created = (await invite(owner, accountId, email)).json();
    const first = await mailedToken(t.db, email, 'account-invite');
    await t.db.query(
      `update account_invites set expires_at = now() + interval '1 day' where id = $1`,
      [created.id],
    );
    const url = `/account/${accountId}/account-users/invite/${created.id}/resend`;
    const response = await call('POST', url, { as: owner });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, status: 'pending', email });
    expect(Date.parse(response.json().expires_at) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);

    const second = await mailedToken(t.db, email, 'account-invite');
    expect(second).not.toBe(first);
    expectError(await preview(first), 404, 'not_found');
    expect((await preview(second)).json().status).toBe('pending');
    const invitee = await registerAndLogin(t.app, { email });
    expectError(await accept(invitee, first), 404, 'not_found');
    expect((await accept(invitee, second)).statusCode).toBe(200);
  });

  it('makes an expired invite pending again', async () => {
    const { owner, accountId } = await freshAccount();
    const email = uniqueEmail('expired');
    const { id } = (await invite(owner, accountId, email)).json();
    await expire(id);
    const response = await call('POST', `/account/${accountId}/account-users/invite/${id}/resend`, {
      as: owner,
    });
    expect(response.json().status).toBe('pending');
    const invitee = await registerAndLogin(t.app, { email });
    expect(
      (await accept(invitee, await mailedToken(t.db, email, 'account-invite'))).statusCode,
    ).toBe(200);
  });

  it('answers 409 for accepted and revoked invites', async () => {
    const { owner, accountId } = await freshAccount();
    const revoked = (await invite(owner, accountId, uniqueEmail('gone'))).json().id;
    await call('DELETE', `/account/${accountId}/account-users/invite/${revoked}`, { as: owner });
    const email = uniqueEmail('joined');
    const accepted = (await invite(owner, accountId, email)).json().id;
    await accept(
      await registerAndLogin(t.app, { email }),
      await mailedToken(t.db, email, 'account-invite'),
    );
    for (const id of [revoked, accepted]) {
      expectError(
        await call('POST', `/account/${accountId}/account-users/invite/${id}/resend`, {
          as: owner,
        }),
        409,
        'conflict',
      );
    }
  });

  it('is limited to 5 resends an hour per invite', async () => {
    const { owner, accountId } = await freshAccount();
    const { id } = (await invite(owner, accountId, uniqueEmail('spam'))).json();
    const url = `/account/${accountId}/account-users/invite/${id}/resend`;
    for (let i = 0; i < 5; i++)
      expect((await call('POST', url, { as: owner })).statusCode).toBe(200);
    const blocked = await call('POST', url, { as: owner });
    expectError(blocked, 429, 'rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('getAccountInvite', () => {
  it('previews the invite without login; an unknown token answers 404', async () => {
    const { owner, accountId } = await freshAccount();
    const email = uniqueEmail('preview');
    const created = (await invite(owner, accountId, email)).json();
    const token = await mailedToken(t.db, email, 'account-invite');
    const response = await preview(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      account: { id: accountId, name: owner.user.current_account.name },
      email,
      status: 'pending',
      expires_at: created.expires_at,
      user_exists: false,
    });
    await expire(created.id);
    expect((await preview(token)).json().status).toBe('expired');
    expectError(await preview('not-a-token'), 404, 'not_found');
  });
});

describe('acceptInvite', () => {
  it('answers 401 without login, 404 for unknown tokens and 403 for another address', async () => {
    const { owner, accountId } = await freshAccount();
    const email = uniqueEmail('addressee');
    await invite(owner, accountId, email);
    const token = await mailedToken(t.db, email, 'account-invite');
    expectError(
      await call('POST', '/user/accept-invite', { payload: { token } }),
      401,
      'unauthenticated',
    );
    const someoneElse = await registerAndLogin(t.app);
    expectError(await accept(someoneElse, 'not-a-token'), 404, 'not_found');
    expectError(await accept(someoneElse, token), 403, 'forbidden');
    expect((await preview(token)).json().status).toBe('pending');
    expectError(
      await call('GET', `/account/${accountId}/user`, { as: someoneElse }),
      404,
      'not_found',
    );
  });

  it('compares addresses case-insensitively and joins with the invite’s roles', async () => {
    const { owner, accountId } = await freshAccount();
    const crew = await insertRole(t.db, accountId, 'Crew', ['roles.view']);
    const email = uniqueEmail('MixedCase');
    await invite(owner, accountId, email.toUpperCase(), [
      crew,
      await roleIdOf(t.db, accountId, 'Member'),
    ]);
    const invitee = await registerAndLogin(t.app, { email: email.toLowerCase() });
    const response = await accept(invitee, await mailedToken(t.db, email, 'account-invite'));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.current_account.id).toBe(accountId);
    expect(
      response.json().user.current_account_user.roles.map((role: { name: string }) => role.name),
    ).toEqual(['Crew', 'Member']);
    expect(response.json().user.current_account_user.all_permission_names).toEqual([
      'products.view',
      'roles.view',
      'users.view',
    ]);
  });

  it('tokens are single-use; expired, revoked and already-member invites answer 409', async () => {
    const { owner, accountId } = await freshAccount();
    const email = uniqueEmail('once');
    await invite(owner, accountId, email);
    const token = await mailedToken(t.db, email, 'account-invite');
    const invitee = await registerAndLogin(t.app, { email });
    expect((await accept(invitee, token)).statusCode).toBe(200);
    expectError(await accept(invitee, token), 409, 'conflict');
    const memberships = await t.db.query<{ n: number }>(
      'select count(*)::int as n from account_users where account_id = $1 and user_id = $2',
      [accountId, invitee.user.id],
    );
    expect(memberships.rows[0]!.n).toBe(1);

    const lateEmail = uniqueEmail('late');
    const late = (await invite(owner, accountId, lateEmail)).json().id;
    const lateToken = await mailedToken(t.db, lateEmail, 'account-invite');
    await expire(late);
    const lateUser = await registerAndLogin(t.app, { email: lateEmail });
    expectError(await accept(lateUser, lateToken), 409, 'conflict');
    expectError(
      await call('GET', `/account/${accountId}/user`, { as: lateUser }),
      404,
      'not_found',
    );

    // Someone who became a member in the meantime (here: straight in the database).
    const joinedEmail = uniqueEmail('joined');
    await invite(owner, accountId, joinedEmail);
    const joinedToken = await mailedToken(t.db, joinedEmail, 'account-invite');
    const joined = await registerMember(t.app, t.db, accountId, ['Member'], { email: joinedEmail });
    expectError(await accept(joined, joinedToken), 409, 'conflict');
    expect((await preview(joinedToken)).json().status).toBe('pending');
  });
});
