import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerHeader, TEST_PASSWORD } from '../testing/auth';
import { mailedToken } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

/** The documented defaults: 20 an hour per IP address, 5 an hour per address or user. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ config: { authLimitPerIpPerHour: 20, authLimitPerAddressPerHour: 5 } });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let sequence = 0;
const address = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}@example.com`;
let ipSequence = 0;
const freshIp = () => `10.9.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

const register = (email: string, remoteAddress: string, confirmation = TEST_PASSWORD) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/register',
    remoteAddress,
    payload: {
      name: 'Limit Test',
      email,
      password: TEST_PASSWORD,
      password_confirmation: confirmation,
    },
  });
/** A new user, registered from an address of its own (the default test address has its quota). */
async function user() {
  const email = address('user');
  const response = await register(email, freshIp());
  expect(response.statusCode, response.body).toBe(201);
  const token = response.json<{ token: { access_token: string } }>().token.access_token;
  return { email, password: TEST_PASSWORD, authHeader: bearerHeader(token) };
}
type TestUser = Awaited<ReturnType<typeof user>>;

const forgot = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/forgot-password',
    remoteAddress,
    payload: { email },
  });
const changeEmail = (
  session: { authHeader: Record<string, string> },
  email: string,
  remoteAddress: string,
) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/',
    remoteAddress,
    headers: session.authHeader,
    payload: { email, current_password: TEST_PASSWORD },
  });

const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(sql, params)).rows[0]!.n;
const mailsTo = (email: string) =>
  count('select count(*)::int as n from email_outbox where lower(to_address) = lower($1)', [email]);
const usersWith = (email: string) =>
  count('select count(*)::int as n from users where lower(email) = lower($1)', [email]);

function expectLimited(response: {
  statusCode: number;
  json: () => unknown;
  headers: Record<string, unknown>;
}) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/),
    slug: 'rate_limited',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe('registerUser', () => {
  it('limits one IP address to 20 an hour; a refused one creates nothing; another IP is unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await register(address('reg-ip'), ip)).statusCode).toBe(201);
    const refused = address('reg-ip-refused');
    expectLimited(await register(refused, ip));
    expect(await usersWith(refused)).toBe(0);
    expect(await mailsTo(refused)).toBe(0);
    expect((await register(refused, freshIp())).statusCode).toBe(201);
  });

  it('keeps no count per address: refused registrations naming an address never lock its owner out', async () => {
    const email = address('reg-named');
    for (let i = 0; i < 6; i++) {
      expect((await register(email, freshIp(), 'Not-The-Same-9')).statusCode).toBe(422);
    }
    expect((await register(email, freshIp())).statusCode).toBe(201);
    expect((await register(email.toUpperCase(), freshIp())).statusCode).toBe(409);
  });

  it('counts again after the hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await register(address('reg-window'), ip);
    expectLimited(await register(address('reg-window'), ip));
    vi.setSystemTime(Date.now() + 3600_000 + 1000);
    // On PostgreSQL the counters are shared by every instance and timed by the database's clock,
    // which no fake timer moves: their hour is made to pass there too.
    if (t.db.kind === 'postgres')
      await t.db.query(
        `update rate_limit_counters set expires_at = expires_at - interval '3601 seconds'`,
      );
    expect((await register(address('reg-window'), ip)).statusCode).toBe(201);
  });
});

describe('forgotPassword', () => {
  it('mails one address at most 5 times an hour; over that the same 202, no mail, and the newest link still works', async () => {
    const { email } = await user();
    const before = await mailsTo(email);
    for (let i = 0; i < 5; i++) expect((await forgot(email, freshIp())).statusCode).toBe(202);
    expect(await mailsTo(email)).toBe(before + 5);
    const over = await forgot(email.toUpperCase(), freshIp());
    expect(over.statusCode).toBe(202);
    expect(over.json()).toEqual({
      message: 'If that e-mail address is registered, we have sent a password reset link to it.',
    });
    expect(await mailsTo(email)).toBe(before + 5);
    // Whoever sent the five, the owner is not locked out: the newest link resets the password.
    const token = await mailedToken(t.db, email, 'password-reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/reset',
      remoteAddress: freshIp(),
      payload: {
        token,
        password: 'A-new-Passw0rd',
        password_confirmation: 'A-new-Passw0rd',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('limits one IP address to 20 an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await forgot(address('forgot-ip'), ip)).statusCode).toBe(202);
    expectLimited(await forgot(address('forgot-ip'), ip));
    expect((await forgot(address('forgot-ip'), freshIp())).statusCode).toBe(202);
  });
});

describe('e-mail change (updateUser with an e-mail)', () => {
  it('counts nothing for a call that does not authenticate: strangers naming the address never spend its limits', async () => {
    const session = await user();
    const target = address('change-named');
    const ip = freshIp();
    const strangers = [{ authHeader: {} }, { authHeader: bearerHeader('not-a-token') }];
    for (const stranger of strangers) {
      for (let i = 0; i < 25; i++) {
        expect((await changeEmail(stranger, target, ip)).statusCode).toBe(401);
      }
    }
    expect((await changeEmail(session, target, ip)).statusCode).toBe(200);
  });

  it('another user naming an address does not spend it: the owner of the change is counted, per user', async () => {
    const target = address('change-target');
    for (let i = 0; i < 6; i++) {
      expect((await changeEmail(await user(), target, freshIp())).statusCode).toBe(200);
    }
  });

  it('limits one user to 5 an hour, whatever the addresses and IPs; a refused one sends nothing', async () => {
    const session = await user();
    for (let i = 0; i < 5; i++) {
      expect((await changeEmail(session, address('change-user'), freshIp())).statusCode).toBe(200);
    }
    const refused = address('change-user-refused');
    expectLimited(await changeEmail(session, refused, freshIp()));
    expect(await mailsTo(refused)).toBe(0);
  });

  it('limits one IP address to 5 an hour to one target, across users', async () => {
    const target = address('change-ip-target');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await changeEmail(await user(), target, ip)).statusCode).toBe(200);
    }
    const before = await mailsTo(target);
    expectLimited(await changeEmail(await user(), target, ip));
    expect(await mailsTo(target)).toBe(before);
    expect((await changeEmail(await user(), target, freshIp())).statusCode).toBe(200);
  });

  it('limits one IP address to 20 an hour; updates without an e-mail are never counted', async () => {
    const ip = freshIp();
    const session = await user();
    for (let i = 0; i < 25; i++) {
      const rename = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/',
        remoteAddress: ip,
        headers: session.authHeader,
        payload: { name: `Name ${i}` },
      });
      expect(rename.statusCode).toBe(200);
    }
    let changer = session;
    for (let i = 0; i < 20; i++) {
      // Four changes per user stay under the per-user limit.
      if (i % 4 === 0) changer = await user();
      expect((await changeEmail(changer, address('change-ip'), ip)).statusCode).toBe(200);
    }
    expectLimited(await changeEmail(await user(), address('change-ip'), ip));
  });
});

describe('resendVerificationEmail', () => {
  it('limits one IP address to 20 an hour (and each user to 5 mails an hour)', async () => {
    const ip = freshIp();
    const resend = (session: TestUser) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/user/verify-email',
        remoteAddress: ip,
        headers: session.authHeader,
      });
    const first = await user();
    const perUser = [];
    for (let i = 0; i < 6; i++) perUser.push((await resend(first)).statusCode);
    expect(perUser).toEqual([202, 202, 202, 202, 202, 429]);
    // 6 calls so far from this IP; 14 more (from other users) reach the IP's 20.
    for (let i = 0; i < 14; i++) {
      expect((await resend(await user())).statusCode).toBe(202);
    }
    expectLimited(await resend(await user()));
  });
});
