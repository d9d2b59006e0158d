import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed-demo-data';
import { loginAs, registerAndLogin, TEST_PASSWORD, uniqueEmail } from '../testing/auth';
import { latestMail } from '../testing/mail';
import { createTestApp } from '../testing/test-app';
import { PERMISSIONS, SYSTEM_ROLES } from './permissions';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALL_PERMISSIONS = PERMISSIONS.map((permission) => permission.name).sort();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function register(payload: Record<string, unknown>, remoteAddress?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/register',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function login(email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password },
    remoteAddress,
  });
}

describe('registerUser', () => {
  it('creates the user, an owned personal account with the system roles, a session and a verification mail', async () => {
    const email = uniqueEmail('reg');
    const response = await register({
      name: '  Robin Register ',
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      refresh_token_expiration: expect.stringMatching(ISO),
      refresh_expires_in: 30 * 86_400,
    });
    const accountId = body.user.current_account.id;
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Robin Register',
      email,
      email_verified_at: null,
      pending_email: null,
      locale: 'en',
      is_platform_admin: false,
      current_account: {
        id: accountId,
        name: 'Robin Register’s account',
        publishing_approved: false,
      },
      current_account_user: {
        id: expect.any(Number),
        account_id: accountId,
        user_id: body.user.id,
        roles: [{ id: expect.any(Number), name: 'Owner' }],
        all_permission_names: ALL_PERMISSIONS,
      },
      accounts: [{ id: accountId, name: 'Robin Register’s account' }],
      created_at: expect.stringMatching(ISO),
    });
    const cookie = response.cookies.find((c) => c.name === 'access_token');
    expect(cookie?.value).toBe(body.token.access_token);

    const roles = await t.db.query<{ name: string; is_system: boolean }>(
      'select name, is_system from roles where account_id = $1 order by id',
      [accountId],
    );
    expect(roles.rows).toEqual(SYSTEM_ROLES.map((role) => ({ name: role.name, is_system: true })));

    const mail = await latestMail(t.db, email, 'verify-email');
    expect(mail.links).toEqual([
      {
        label: expect.any(String),
        url: expect.stringMatching(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}$/),
      },
    ]);
    // Only the hash of the verification token is stored.
    const token = new URL(mail.links[0]!.url).searchParams.get('token')!;
    const stored = await t.db.query(`select 1 from one_time_tokens where token_hash = $1`, [token]);
    expect(stored.rows).toHaveLength(0);

    // The registered user can log in, and GET /user answers the same profile.
    const session = await loginAs(t.app, email, TEST_PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: session.authHeader,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('answers 409 for an e-mail already registered, whatever its letter case', async () => {
    const response = await register({
      name: 'Copycat',
      email: DEMO_OWNER.email.toUpperCase(),
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That e-mail address is already registered.',
      slug: 'conflict',
    });
  });

  it('creates exactly one user when ten sign-ups with one e-mail race', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register({
          name: `Racer ${i}`,
          email: i % 2 ? email.toUpperCase() : email,
          password: TEST_PASSWORD,
          password_confirmation: TEST_PASSWORD,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const users = await t.db.query<{ count: number }>(
      'select count(*)::int as count from users where lower(email) = lower($1)',
      [email],
    );
    expect(users.rows[0]!.count).toBe(1);
    // The losers left no orphan accounts behind.
    const accounts = await t.db.query<{ count: number }>(
      `select count(*)::int as count from accounts where name like 'Racer %'`,
    );
    expect(accounts.rows[0]!.count).toBe(1);
  });

  it('answers 422 on password when the confirmation differs, and on name when it is blank', async () => {
    const response = await register({
      name: '   ',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      password_confirmation: `${TEST_PASSWORD}x`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      slug: 'validation_failed',
      errors: {
        name: ['must not be empty'],
        password: ['must match the password confirmation'],
      },
    });
  });
});

describe('loginUser', () => {
  it('answers the token pair and the profile, and sets the HttpOnly access_token cookie', async () => {
    const response = await login(DEMO_OWNER.email.toUpperCase(), DEMO_OWNER.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: DEMO_OWNER.email, is_platform_admin: true });
    expect(body.user.email_verified_at).toMatch(ISO);
    expect(body.user.current_account.name).toBe(DEMO_OWNER.accountName);
    expect(body.token.token_type).toBe('Bearer');
    expect(response.cookies).toEqual([
      {
        name: 'access_token',
        value: body.token.access_token,
        maxAge: 900,
        path: '/api',
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    const session = await t.db.query<{ expires_in: number; ip: string }>(
      `select extract(epoch from expires_at - created_at)::int as expires_in, ip
         from auth_sessions order by created_at desc limit 1`,
    );
    expect(session.rows[0]).toEqual({ expires_in: 30 * 86_400, ip: '127.0.0.1' });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login(DEMO_OWNER.email, 'not-the-password', '10.0.1.1');
    const unknownEmail = await login('nobody@example.com', DEMO_OWNER.password, '10.0.1.1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'These credentials do not match our records.',
      slug: 'unauthenticated',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('ten wrong passwords from one address do not lock the owner out from another', async () => {
    const { email, password } = await registerAndLogin(t.app);
    for (let i = 0; i < 10; i++) {
      const failure = await login(email.toUpperCase(), 'wrong-password', '10.0.2.1');
      // The first five are plain 401s; then the pair (10.0.2.1, e-mail) is made to wait.
      expect([401, 429]).toContain(failure.statusCode);
    }
    const attacker = await login(email, password, '10.0.2.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/),
      slug: 'rate_limited',
    });
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own address, logs in at once.
    expect((await login(email, password, '10.0.2.2')).statusCode).toBe(200);
  });

  it('an unknown e-mail is throttled exactly like a known one (nothing to enumerate)', async () => {
    const { email } = await registerAndLogin(t.app);
    const answers = async (address: string, ip: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await login(address, 'wrong', ip)).statusCode);
      return statuses;
    };
    const known = await answers(email, '10.0.3.1');
    const unknown = await answers(`nobody-${Date.now()}@example.com`, '10.0.3.2');
    expect(known).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('answers 429 after 30 requests per minute from one IP address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`ip-${i}@example.com`, 'whatever', '10.0.4.1')),
    );
    expect(responses.every((response) => response.statusCode === 401)).toBe(true);
    const blocked = await login(DEMO_OWNER.email, DEMO_OWNER.password, '10.0.4.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().slug).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login(DEMO_OWNER.email, DEMO_OWNER.password, '10.0.4.2')).statusCode).toBe(200);
  });
});
