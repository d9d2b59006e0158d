import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { createAccessTokens, resolveSigningSecret } from './access-tokens';
import { PERMISSIONS } from './permissions';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user', headers, ...(cookies ? { cookies } : {}) });

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login/refresh', payload: { refreshToken } });

const logout = (options: { headers?: Record<string, string>; payload?: object } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/logout', ...options });

async function sessionRow(accessToken: string) {
  const { sid } = decodeJwt(accessToken);
  const { rows } = await t.db.query<{ revoked_reason: string | null; revoked: boolean }>(
    `select revoked_reason, revoked_at is not null as revoked from auth_sessions where id = $1`,
    [sid],
  );
  return rows[0];
}

describe('refreshToken (rotation with reuse detection)', () => {
  it('rotates the pair; the new tokens work and the old refresh token is spent', async () => {
    const session = await registerAndLogin(t.app);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(token.refresh_token).not.toBe(session.refreshToken);
    expect(response.cookies.find((c) => c.name === 'access_token')?.value).toBe(token.access_token);
    // Same session (token family).
    expect(decodeJwt(token.access_token).sid).toBe(decodeJwt(session.accessToken).sid);
    expect((await getUser({ authorization: `Bearer ${token.access_token}` })).statusCode).toBe(200);

    const next = await refresh(token.refresh_token);
    expect(next.statusCode).toBe(200);
  });

  it('reuse of a rotated token after its successor was used answers 401 and revokes the whole session', async () => {
    const session = await registerAndLogin(t.app);
    const rotated = (await refresh(session.refreshToken)).json().token;
    const current = (await refresh(rotated.refresh_token)).json().token;

    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      message: 'Your session has expired. Please log in again.',
      slug: 'unauthenticated',
    });
    expect(await sessionRow(session.accessToken)).toEqual({
      revoked: true,
      revoked_reason: 'reuse',
    });
    // The thief's (or victim's) newer token is dead too, and so are the access tokens.
    expect((await refresh(current.refresh_token)).statusCode).toBe(401);
    expect((await getUser({ authorization: `Bearer ${current.access_token}` })).statusCode).toBe(
      401,
    );
    expect((await getUser(session.authHeader)).statusCode).toBe(401);
  });

  it('reuse of a rotated token after the 30 s grace answers 401 and revokes the session', async () => {
    const session = await registerAndLogin(t.app);
    const rotated = (await refresh(session.refreshToken)).json().token;
    await t.db.query(
      `update refresh_tokens set used_at = now() - interval '31 seconds' where used_at is not null
          and session_id = $1`,
      [decodeJwt(session.accessToken).sid],
    );
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await sessionRow(session.accessToken)).toEqual({
      revoked: true,
      revoked_reason: 'reuse',
    });
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('a token presented again within the grace, its successor unused (a reload lost the answer), answers the same pair', async () => {
    const session = await registerAndLogin(t.app);
    const first = await refresh(session.refreshToken); // the answer the reloading browser never stored
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(200);
    const { token } = again.json();
    expect(token.refresh_token).toBe(first.json().token.refresh_token);
    expect(token.access_token).toBe(first.json().token.access_token);
    expect(again.cookies.find((c) => c.name === 'access_token')?.value).toBe(token.access_token);
    expect(token.expires_in).toBeGreaterThan(0);
    expect(token.expires_in).toBeLessThanOrEqual(900);
    expect(await sessionRow(session.accessToken)).toEqual({ revoked: false, revoked_reason: null });
    expect((await getUser({ authorization: `Bearer ${token.access_token}` })).statusCode).toBe(200);

    // Once the successor has been used, the old token is reuse again: the family is revoked.
    const next = await refresh(token.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await sessionRow(session.accessToken)).toEqual({
      revoked: true,
      revoked_reason: 'reuse',
    });
    expect((await refresh(next.json().token.refresh_token)).statusCode).toBe(401);
  });

  it('5 concurrent refreshes with one token answer one identical pair: one live chain', async () => {
    const session = await registerAndLogin(t.app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => refresh(session.refreshToken)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pairs = responses.map((response) => response.json().token);
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.access_token)).size).toBe(1);
    expect(decodeJwt(pairs[0].access_token).sid).toBe(decodeJwt(session.accessToken).sid);
    const { rows } = await t.db.query<{ count: number }>(
      'select count(*)::int as count from refresh_tokens where session_id = $1',
      [decodeJwt(session.accessToken).sid],
    );
    expect(rows[0]!.count).toBe(2); // the presented token and its single successor
    expect((await refresh(pairs[0].refresh_token)).statusCode).toBe(200);
  });

  it('keeps the successor pair only encrypted: the database holds no usable token', async () => {
    const session = await registerAndLogin(t.app);
    const { token } = (await refresh(session.refreshToken)).json();
    const { rows } = await t.db.query<{ token_hash: string; successor_sealed: string | null }>(
      'select token_hash, successor_sealed from refresh_tokens where session_id = $1',
      [decodeJwt(session.accessToken).sid],
    );
    const stored = JSON.stringify(rows);
    for (const secret of [session.refreshToken, token.refresh_token, token.access_token]) {
      expect(stored).not.toContain(secret);
    }
    // The stored hash is not a key to the box: presenting it answers 401.
    const sealedRow = rows.find((row) => row.successor_sealed)!;
    expect((await refresh(sealedRow.token_hash)).statusCode).toBe(401);
  });

  it('answers 401 for unknown and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const session = await registerAndLogin(t.app);
    await t.db.query(
      `update refresh_tokens set expires_at = now() - interval '1 second'
        where session_id = $1`,
      [decodeJwt(session.accessToken).sid],
    );
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('sends refresh_token_expiration a sliding refresh_expires_in ahead', async () => {
    const session = await registerAndLogin(t.app);
    const { token } = (await refresh(session.refreshToken)).json();
    const expiresAt = Date.parse(token.refresh_token_expiration);
    expect(Math.abs(expiresAt - Date.now() - token.refresh_expires_in * 1000)).toBeLessThan(5000);
  });
});

describe('access tokens', () => {
  let session: TestSession;
  beforeAll(async () => {
    session = await registerAndLogin(t.app);
  });

  it('authenticate by Bearer header and by the access_token cookie', async () => {
    expect((await getUser(session.authHeader)).statusCode).toBe(200);
    const byCookie = await getUser({}, { access_token: session.accessToken });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().id).toBe(session.user.id);
  });

  it('the Bearer header wins over the cookie', async () => {
    const other = await registerAndLogin(t.app);
    const response = await getUser(session.authHeader, { access_token: other.accessToken });
    expect(response.json().id).toBe(session.user.id);
  });

  it('a tampered token answers 401', async () => {
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const response = await getUser({ authorization: `Bearer ${header}.${forged}.${signature}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().slug).toBe('unauthenticated');
    expect((await getUser({ authorization: 'Bearer garbage' })).statusCode).toBe(401);
    expect((await getUser({}, { access_token: 'garbage' })).statusCode).toBe(401);
  });

  it('an expired token answers 401', async () => {
    const secret = await resolveSigningSecret(undefined, t.db);
    // 60 s of life: the fresh token below stays valid on a slow machine (1 s once expired under load).
    const shortLived = createAccessTokens({ secret, ttlSeconds: 60 });
    const { sid } = decodeJwt(session.accessToken);
    const expired = await shortLived.sign(
      { userId: session.user.id, sessionId: String(sid) },
      new Date(Date.now() - 120_000),
    );
    expect((await getUser({ authorization: `Bearer ${expired.token}` })).statusCode).toBe(401);
    // The same signer with a current clock is accepted: only the expiry made the difference.
    const fresh = await shortLived.sign({ userId: session.user.id, sessionId: String(sid) });
    expect((await getUser({ authorization: `Bearer ${fresh.token}` })).statusCode).toBe(200);
  });

  it('an access token of a revoked session answers 401', async () => {
    const victim = await registerAndLogin(t.app);
    await t.db.query(
      `update auth_sessions set revoked_at = now(), revoked_reason = 'admin' where id = $1`,
      [decodeJwt(victim.accessToken).sid],
    );
    expect((await getUser(victim.authHeader)).statusCode).toBe(401);
    expect((await refresh(victim.refreshToken)).statusCode).toBe(401);
  });
});

describe('logoutUser', () => {
  it('revokes the session of the presented access token and clears the cookie', async () => {
    const session = await registerAndLogin(t.app);
    const response = await logout({ headers: session.authHeader });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === 'access_token');
    expect(cleared).toMatchObject({ value: '', path: '/api', httpOnly: true });
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
    expect(await sessionRow(session.accessToken)).toEqual({
      revoked: true,
      revoked_reason: 'logout',
    });
    expect((await getUser(session.authHeader)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the session of the refresh token in the body', async () => {
    const session = await registerAndLogin(t.app);
    const response = await logout({ payload: { refreshToken: session.refreshToken } });
    expect(response.statusCode).toBe(204);
    expect((await getUser(session.authHeader)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('answers 204 with no, bad or already revoked credentials', async () => {
    expect((await logout()).statusCode).toBe(204);
    expect((await logout({ headers: { authorization: 'Bearer junk' } })).statusCode).toBe(204);
    expect((await logout({ payload: { refreshToken: 'junk' } })).statusCode).toBe(204);
    const session = await registerAndLogin(t.app);
    await logout({ headers: session.authHeader });
    const again = await logout({
      headers: session.authHeader,
      payload: { refreshToken: session.refreshToken },
    });
    expect(again.statusCode).toBe(204);
  });

  it('leaves the user’s other sessions alone', async () => {
    const first = await registerAndLogin(t.app);
    const second = await loginAs(t.app, first.email, first.password);
    await logout({ headers: first.authHeader });
    expect((await getUser(second.authHeader)).statusCode).toBe(200);
  });
});

describe('getCredentials', () => {
  const credentials = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/credentials', headers });

  it('answers authenticated: false without credentials', async () => {
    const response = await credentials();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authenticated: false,
      user_id: null,
      account_id: null,
      permissions: [],
      access_token_expires_at: null,
      api_key: null,
    });
  });

  it('answers 401 for invalid credentials', async () => {
    const response = await credentials({ authorization: 'Bearer not.a.jwt' });
    expect(response.statusCode).toBe(401);
    expect(response.json().slug).toBe('unauthenticated');
  });

  it('describes valid credentials', async () => {
    const session = await registerAndLogin(t.app);
    const response = await credentials(session.authHeader);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      authenticated: true,
      user_id: session.user.id,
      account_id: session.user.current_account.id,
      permissions: PERMISSIONS.map((permission) => permission.name).sort(),
      access_token_expires_at: new Date(decodeJwt(session.accessToken).exp! * 1000).toISOString(),
      api_key: null,
    });
  });
});
