import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerAndLogin, uniqueEmail, type TestSession } from '../testing/auth';
import { latestMail, mailedToken } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const getUser = (session: Pick<TestSession, 'authHeader'>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', headers: session.authHeader });

const update = (session: TestSession, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user/', headers: session.authHeader, payload });

const changeEmail = (session: TestSession, email: string, currentPassword = session.password) =>
  update(session, { email, current_password: currentPassword });

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/verify-email', payload: { token } });

const report = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/email-change/cancel', payload: { token } });

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login/refresh', payload: { refreshToken } });

/** A user whose sign-up address is verified. */
async function verifiedUser(): Promise<TestSession> {
  const session = await registerAndLogin(t.app);
  expect((await verify(await mailedToken(t.db, session.email, 'verify-email'))).statusCode).toBe(
    200,
  );
  return session;
}

/** The token of the "this wasn't me" link of the newest notice to `address`. */
async function reportToken(address: string): Promise<string> {
  const mail = await latestMail(t.db, address, 'email-change-notice');
  const url = new URL(mail.links[0]!.url);
  expect(url.pathname).toBe('/report-email-change');
  return url.searchParams.get('token')!;
}

const mailCount = async () =>
  (await t.db.query<{ count: number }>('select count(*)::int as count from email_outbox')).rows[0]!
    .count;

describe('updateUser: e-mail change', () => {
  it('needs the current password: 422 on current_password when missing or wrong, nothing changes', async () => {
    const session = await verifiedUser();
    const before = await mailCount();
    const missing = await update(session, { email: uniqueEmail('new') });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { current_password: [expect.any(String)] },
    });
    const wrong = await changeEmail(session, uniqueEmail('new'), 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['is not your current password'] });
    expect(await mailCount()).toBe(before);
    expect((await getUser(session)).json()).toMatchObject({
      email: session.email,
      pending_email: null,
    });
  });

  it('wrong current passwords count towards the limit changePassword shares (429 after 10)', async () => {
    const session = await verifiedUser();
    for (let i = 0; i < 10; i++) {
      expect((await changeEmail(session, uniqueEmail('guess'), `guess-${i}`)).statusCode).toBe(422);
    }
    const blocked = await changeEmail(session, uniqueEmail('right'));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const changePassword = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/change-password',
      headers: session.authHeader,
      payload: {
        current_password: session.password,
        password: 'Another-Secret-8',
        password_confirmation: 'Another-Secret-8',
      },
    });
    expect(changePassword.statusCode).toBe(429);
  });

  it('keeps the old address for login until the new one is verified; mails both addresses', async () => {
    const session = await verifiedUser();
    const newEmail = uniqueEmail('new');
    const response = await changeEmail(session, newEmail);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: session.email,
      email_verified_at: expect.stringMatching(ISO),
      pending_email: newEmail,
    });
    await expect(loginAs(t.app, newEmail, session.password)).rejects.toThrow(/401/);
    await loginAs(t.app, session.email, session.password);

    const verification = await latestMail(t.db, newEmail, 'verify-email');
    expect(verification.text).toContain(session.email);
    const notice = await latestMail(t.db, session.email, 'email-change-notice');
    expect(notice.text).toContain(newEmail);
    expect(await reportToken(session.email)).toMatch(/^[\w-]{43}$/);

    const token = await mailedToken(t.db, newEmail, 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    expect((await getUser(session)).json()).toMatchObject({
      email: newEmail,
      email_verified_at: expect.stringMatching(ISO),
      pending_email: null,
    });
    await loginAs(t.app, newEmail, session.password);
    await expect(loginAs(t.app, session.email, session.password)).rejects.toThrow(/401/);
    expect((await verify(token)).statusCode).toBe(200); // the link opened twice
  });

  it('a link of an earlier pending change never verifies a newer one', async () => {
    const session = await verifiedUser();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await changeEmail(session, first);
    const firstToken = await mailedToken(t.db, first, 'verify-email');
    const firstReport = await reportToken(session.email);
    await changeEmail(session, second);
    expect((await getUser(session)).json().pending_email).toBe(second);

    expect((await verify(firstToken)).statusCode).toBe(422);
    expect((await report(firstReport)).statusCode).toBe(422); // superseded too
    expect((await getUser(session)).json()).toMatchObject({
      email: session.email,
      pending_email: second,
    });
    expect((await verify(await mailedToken(t.db, second, 'verify-email'))).statusCode).toBe(200);
    expect((await getUser(session)).json().email).toBe(second);
  });

  it('verification answers 409 and changes nothing when the new address was taken meanwhile', async () => {
    const session = await verifiedUser();
    const newEmail = uniqueEmail('contested');
    await changeEmail(session, newEmail);
    const token = await mailedToken(t.db, newEmail, 'verify-email');
    await registerAndLogin(t.app, { email: newEmail.toUpperCase() });

    const response = await verify(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That e-mail address is already registered.',
      slug: 'conflict',
    });
    expect((await getUser(session)).json()).toMatchObject({
      email: session.email,
      email_verified_at: expect.stringMatching(ISO),
      pending_email: newEmail,
    });
    expect((await verify(token)).statusCode).toBe(409); // the token was not spent
  });

  it('answers 409 at request time for an address already registered', async () => {
    const session = await verifiedUser();
    const other = await registerAndLogin(t.app);
    const response = await changeEmail(session, other.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect((await getUser(session)).json().pending_email).toBeNull();
  });

  it('the current address (letter case aside) withdraws a pending change, without password', async () => {
    const session = await verifiedUser();
    const newEmail = uniqueEmail('withdrawn');
    await changeEmail(session, newEmail);
    const token = await mailedToken(t.db, newEmail, 'verify-email');
    const back = await update(session, { email: session.email });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      email: session.email,
      email_verified_at: expect.stringMatching(ISO),
      pending_email: null,
    });
    expect((await verify(token)).statusCode).toBe(422);
  });

  it('a name-only update leaves a pending change alone', async () => {
    const session = await verifiedUser();
    const newEmail = uniqueEmail('kept');
    await changeEmail(session, newEmail);
    const renamed = await update(session, { name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', pending_email: newEmail });
  });
});

describe('cancelEmailChange ("this wasn\'t me")', () => {
  it('cancels the pending change, revokes every session and mails a reset link to the old address', async () => {
    const session = await verifiedUser();
    const other = await loginAs(t.app, session.email, session.password);
    const newEmail = uniqueEmail('intruder');
    await changeEmail(session, newEmail);
    const verifyToken = await mailedToken(t.db, newEmail, 'verify-email');
    const token = await reportToken(session.email);

    const response = await report(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.stringMatching(/cancelled/) });
    for (const s of [session, other]) {
      expect((await getUser(s)).statusCode).toBe(401);
      expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    }
    const { rows } = await t.db.query<{ revoked_reason: string }>(
      'select distinct revoked_reason from auth_sessions where user_id = $1',
      [session.user.id],
    );
    expect(rows).toEqual([{ revoked_reason: 'email-change-reported' }]);
    expect((await verify(verifyToken)).statusCode).toBe(422);

    const resetMail = await latestMail(t.db, session.email, 'password-reset');
    const resetToken = new URL(resetMail.links[0]!.url).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/reset',
      payload: {
        token: resetToken,
        password: 'Fresh-Secret-99',
        password_confirmation: 'Fresh-Secret-99',
      },
    });
    expect(reset.statusCode).toBe(200);
    const back = await loginAs(t.app, session.email, 'Fresh-Secret-99');
    expect(back.user).toMatchObject({ email: session.email, pending_email: null });

    expect((await report(token)).statusCode).toBe(200); // opened twice: nothing more happens
    expect((await getUser(back)).statusCode).toBe(200);
  });

  it('puts the old address back when the change already went through', async () => {
    const session = await verifiedUser();
    const newEmail = uniqueEmail('taken-over');
    await changeEmail(session, newEmail);
    await verify(await mailedToken(t.db, newEmail, 'verify-email'));
    expect((await report(await reportToken(session.email))).statusCode).toBe(200);
    const { rows } = await t.db.query<{ email: string; verified: boolean }>(
      'select email, email_verified_at is not null as verified from users where id = $1',
      [session.user.id],
    );
    expect(rows).toEqual([{ email: session.email, verified: true }]);
    expect((await latestMail(t.db, session.email, 'password-reset')).to).toBe(session.email);
  });

  it('answers 422 on token for an unknown token', async () => {
    const response = await report('no-such-token');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { token: [expect.any(String)] },
    });
  });
});
