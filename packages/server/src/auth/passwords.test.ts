import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerAndLogin, type TestSession } from '../testing/auth';
import { latestMail, mailedToken } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEUTRAL = 'If that e-mail address is registered, we have sent a password reset link to it.';
const NEW_PASSWORD = 'Brand-New-Secret-7';

const forgot = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/forgot-password',
    payload: { email },
    remoteAddress,
  });

const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/reset',
    payload: { token, password, password_confirmation: confirmation },
  });

const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

const getUserByCookie = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', cookies: { access_token: accessToken } });

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login/refresh', payload: { refreshToken } });

/** Whether every credential of a session is refused: refresh token, Bearer and cookie. */
async function sessionIsDead(session: TestSession): Promise<boolean> {
  const answers = [
    (await refresh(session.refreshToken)).statusCode,
    (await getUser(session.authHeader)).statusCode,
    (await getUserByCookie(session.accessToken)).statusCode,
  ];
  return answers.every((status) => status === 401);
}

const mailCount = async () =>
  (await t.db.query<{ count: number }>('select count(*)::int as count from email_outbox')).rows[0]!
    .count;

describe('forgotPassword', () => {
  it('answers the same neutral 202 for an unknown address and sends nothing', async () => {
    const before = await mailCount();
    const response = await forgot('nobody-here@example.com', '10.1.0.1');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: NEUTRAL });
    expect(await mailCount()).toBe(before);
  });

  it('mails a reset link to a registered address (same neutral answer)', async () => {
    const { email } = await registerAndLogin(t.app);
    const response = await forgot(email.toUpperCase(), '10.1.0.2');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: NEUTRAL });
    const mail = await latestMail(t.db, email, 'password-reset');
    expect(mail.to).toBe(email);
    const url = new URL(mail.links[0]!.url);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/guest/user/reset-password');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('email')).toBe(email);
    const stored = await t.db.query<{ ttl: number }>(
      `select extract(epoch from expires_at - created_at)::int as ttl from one_time_tokens
        where purpose = 'password-reset' order by created_at desc limit 1`,
    );
    expect(stored.rows[0]!.ttl).toBe(3600);
  });

  // Its per-IP and per-address limits: http/rate-limits.test.ts.
});

describe('resetPassword', () => {
  it('sets the new password, is single use and revokes every session', async () => {
    const session = await registerAndLogin(t.app);
    const other = await loginAs(t.app, session.email, session.password);
    await forgot(session.email, '10.1.3.1');
    const token = await mailedToken(t.db, session.email, 'password-reset');

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });

    for (const s of [session, other]) expect((await getUser(s.authHeader)).statusCode).toBe(401);
    const reasons = await t.db.query<{ revoked_reason: string }>(
      'select distinct revoked_reason from auth_sessions where user_id = $1',
      [session.user.id],
    );
    expect(reasons.rows).toEqual([{ revoked_reason: 'password-reset' }]);
    await expect(loginAs(t.app, session.email, session.password)).rejects.toThrow(/401/);
    await loginAs(t.app, session.email, NEW_PASSWORD);

    const again = await reset(token, 'Another-Password-9');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { token: [expect.stringMatching(/invalid or has expired/)] },
    });
    await loginAs(t.app, session.email, NEW_PASSWORD);
  });

  it('rejects an expired token, an unknown one and a superseded one', async () => {
    const { email } = await registerAndLogin(t.app);
    await forgot(email, '10.1.4.1');
    const first = await mailedToken(t.db, email, 'password-reset');
    await forgot(email, '10.1.4.1');
    const second = await mailedToken(t.db, email, 'password-reset');
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(422); // superseded by the newer link

    await t.db.query(
      `update one_time_tokens set expires_at = now() - interval '1 second'
        where user_id = (select id from users where email = $1) and purpose = 'password-reset'`,
      [email],
    );
    const expired = await reset(second);
    expect(expired.statusCode).toBe(422);
    expect(Object.keys(expired.json().errors)).toEqual(['token']);
    expect((await reset('unknown-token')).statusCode).toBe(422);
  });

  it('answers 422 on password when the confirmation differs (the token stays usable)', async () => {
    const { email } = await registerAndLogin(t.app);
    await forgot(email, '10.1.5.1');
    const token = await mailedToken(t.db, email, 'password-reset');
    const mismatch = await reset(token, NEW_PASSWORD, 'something-else');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password: ['must match the password confirmation'] });
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('resetPassword revokes every session (refresh family) of the user', () => {
  it('refuses the refresh token and the access token (Bearer and cookie) of every session', async () => {
    const session = await registerAndLogin(t.app);
    const other = await loginAs(t.app, session.email, session.password);
    const stranger = await registerAndLogin(t.app);
    expect(await sessionIsDead(other)).toBe(false);
    await forgot(session.email, '10.1.6.1');
    expect((await reset(await mailedToken(t.db, session.email, 'password-reset'))).statusCode).toBe(
      200,
    );
    expect(await sessionIsDead(session)).toBe(true);
    expect(await sessionIsDead(other)).toBe(true);
    expect((await getUser(stranger.authHeader)).statusCode).toBe(200); // another user's session
  });
});

describe('changePassword', () => {
  const change = (headers: Record<string, string>, current: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/change-password',
      headers,
      payload: { current_password: current, password, password_confirmation: password },
    });

  it('answers 422 on current_password (not 401) when it is wrong', async () => {
    const session = await registerAndLogin(t.app);
    const response = await change(session.authHeader, 'wrong-password');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { current_password: [expect.any(String)] },
    });
    await loginAs(t.app, session.email, session.password); // unchanged
  });

  it('changes the password, keeps the caller’s session and revokes the others', async () => {
    const session = await registerAndLogin(t.app);
    const other = await loginAs(t.app, session.email, session.password);
    const response = await change(session.authHeader, session.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed.' });

    expect((await getUser(session.authHeader)).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await getUser(other.authHeader)).statusCode).toBe(401);
    const revoked = await t.db.query<{ revoked_reason: string | null }>(
      'select revoked_reason from auth_sessions where user_id = $1 order by created_at',
      [session.user.id],
    );
    expect(revoked.rows).toEqual([
      { revoked_reason: null },
      { revoked_reason: 'password-changed' },
    ]);
    await loginAs(t.app, session.email, NEW_PASSWORD);
    await expect(loginAs(t.app, session.email, session.password)).rejects.toThrow(/401/);
  });

  it('refuses every other session (refresh, Bearer, cookie); the caller’s own session lives on', async () => {
    const session = await registerAndLogin(t.app);
    const others = [
      await loginAs(t.app, session.email, session.password),
      await loginAs(t.app, session.email, session.password),
    ];
    expect((await change(session.authHeader, session.password)).statusCode).toBe(200);
    for (const other of others) expect(await sessionIsDead(other)).toBe(true);
    // The caller: access token by Bearer and cookie, and the refresh chain.
    expect((await getUser(session.authHeader)).statusCode).toBe(200);
    expect((await getUserByCookie(session.accessToken)).statusCode).toBe(200);
    const next = await refresh(session.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await refresh(next.json().token.refresh_token)).statusCode).toBe(200);
  });

  it('requires authentication', async () => {
    const response = await change({}, 'whatever');
    expect(response.statusCode).toBe(401);
  });
});
