import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed-demo-data';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { mailedToken } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const getUser = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/verify-email', payload: { token } });

const resend = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/verify-email', headers });

const update = (session: TestSession, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user/', headers: session.authHeader, payload });

describe('verifyEmail and resendVerificationEmail', () => {
  it('verifies with the mailed token; opening the link again answers 200 without change', async () => {
    const session = await registerAndLogin(t.app);
    const token = await mailedToken(t.db, session.email, 'verify-email');
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your e-mail address has been verified.' });
    const verifiedAt = (await getUser(session.authHeader)).json().email_verified_at;
    expect(verifiedAt).toMatch(ISO);

    expect((await verify(token)).statusCode).toBe(200);
    expect((await getUser(session.authHeader)).json().email_verified_at).toBe(verifiedAt);
  });

  it('answers 422 on token for unknown and expired tokens', async () => {
    const unknown = await verify('no-such-token');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { token: [expect.any(String)] },
    });

    const session = await registerAndLogin(t.app);
    const token = await mailedToken(t.db, session.email, 'verify-email');
    const ttl = await t.db.query<{ ttl: number }>(
      `select extract(epoch from expires_at - created_at)::int as ttl from one_time_tokens
        where user_id = $1 and purpose = 'verify-email'`,
      [session.user.id],
    );
    expect(ttl.rows).toEqual([{ ttl: 24 * 3600 }]);
    await t.db.query(
      `update one_time_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
      [session.user.id],
    );
    expect((await verify(token)).statusCode).toBe(422);
    expect((await getUser(session.authHeader)).json().email_verified_at).toBeNull();
  });

  it('resend mails a new link and the earlier one stops working', async () => {
    const session = await registerAndLogin(t.app);
    const first = await mailedToken(t.db, session.email, 'verify-email');
    const response = await resend(session.authHeader);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: 'A new verification link has been sent to your e-mail address.',
    });
    const second = await mailedToken(t.db, session.email, 'verify-email');
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(422);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('resend answers 409 once verified, and 401 without login', async () => {
    const session = await registerAndLogin(t.app);
    await verify(await mailedToken(t.db, session.email, 'verify-email'));
    const response = await resend(session.authHeader);
    expect(response.statusCode).toBe(409);
    expect(response.json().slug).toBe('conflict');
    expect((await resend()).statusCode).toBe(401);
  });

  it('resend is limited to 5 an hour per user', async () => {
    const session = await registerAndLogin(t.app);
    for (let i = 0; i < 5; i++) expect((await resend(session.authHeader)).statusCode).toBe(202);
    const blocked = await resend(session.authHeader);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('getUser', () => {
  it('answers 401 without credentials', async () => {
    const response = await getUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please log in to continue.',
      slug: 'unauthenticated',
    });
  });

  it('lists every account of the user with the roles and permissions of the current one', async () => {
    const session = await registerAndLogin(t.app, { name: 'Multi Member' });
    const demo = await t.db.query<{ account_id: number; role_id: number }>(
      `select a.id as account_id, r.id as role_id from accounts a join roles r on r.account_id = a.id
        where a.name = $1 and r.name in ('Sales', 'Member') order by r.name`,
      [DEMO_OWNER.accountName],
    );
    const demoAccountId = demo.rows[0]!.account_id;
    const membership = await t.db.query<{ id: number }>(
      'insert into account_users (account_id, user_id) values ($1, $2) returning id',
      [demoAccountId, session.user.id],
    );
    for (const row of demo.rows) {
      await t.db.query(
        'insert into account_user_roles (account_user_id, role_id) values ($1, $2)',
        [membership.rows[0]!.id, row.role_id],
      );
    }

    const switched = await update(session, { current_account_id: demoAccountId });
    expect(switched.statusCode).toBe(200);
    const user = switched.json();
    expect(user.current_account).toEqual({
      id: demoAccountId,
      name: DEMO_OWNER.accountName,
      publishing_approved: true,
    });
    expect(user.current_account_user).toEqual({
      id: membership.rows[0]!.id,
      account_id: demoAccountId,
      user_id: session.user.id,
      roles: [
        { id: demo.rows[0]!.role_id, name: 'Member' },
        { id: demo.rows[1]!.role_id, name: 'Sales' },
      ],
      // The union of both roles, without duplicates, sorted.
      all_permission_names: [
        'assets.manage',
        'leads.manage',
        'leads.view',
        'products.manage',
        'products.view',
        'users.view',
      ],
    });
    expect(user.accounts).toHaveLength(2);
    const { id, name } = session.user.current_account;
    expect(user.accounts).toContainEqual({ id, name });
    expect(await getUser(session.authHeader).then((r) => r.json())).toEqual(user);

    // The permissions of access checks follow the current account.
    const credentials = await t.app.inject({
      method: 'GET',
      url: '/api/v1/credentials',
      headers: session.authHeader,
    });
    expect(credentials.json()).toMatchObject({
      account_id: demoAccountId,
      permissions: user.current_account_user.all_permission_names,
    });
  });

  it('moves a user whose current account is gone to one of their accounts', async () => {
    const session = await registerAndLogin(t.app);
    await t.db.query('update users set current_account_id = null where id = $1', [session.user.id]);
    const response = await getUser(session.authHeader);
    expect(response.statusCode).toBe(200);
    expect(response.json().current_account).toEqual(session.user.current_account);
  });
});

describe('updateUser', () => {
  it('updates the name only; an empty body changes nothing', async () => {
    const session = await registerAndLogin(t.app, { name: 'Old Name' });
    const renamed = await update(session, { name: 'New Name' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...session.user, name: 'New Name' });
    const unchanged = await update(session, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual({ ...session.user, name: 'New Name' });
  });

  it('changing only the letter case of the e-mail needs no password and keeps it verified', async () => {
    const session = await registerAndLogin(t.app);
    await verify(await mailedToken(t.db, session.email, 'verify-email'));
    const response = await update(session, { email: session.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(session.email.toUpperCase());
    expect(response.json().email_verified_at).toMatch(ISO);
  });

  it('answers 409 for an e-mail of another user (any letter case)', async () => {
    const session = await registerAndLogin(t.app);
    const response = await update(session, {
      email: DEMO_OWNER.email.toUpperCase(),
      current_password: session.password,
      name: 'X',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().slug).toBe('conflict');
    expect((await getUser(session.authHeader)).json().name).toBe(session.user.name); // rolled back
  });

  it('answers 422 on current_account_id for an account the user does not belong to', async () => {
    const session = await registerAndLogin(t.app);
    const stranger = await registerAndLogin(t.app);
    const response = await update(session, {
      current_account_id: stranger.user.current_account.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { current_account_id: [expect.any(String)] },
    });
  });

  it('answers 401 without credentials', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/user/', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
