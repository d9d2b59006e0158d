import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed-demo-data';
import { demoAccountId, draftInput } from '../products/product-test-helpers';
import { apiCaller, expectError, registerMember } from '../testing/accounts';
import { insertApiKey } from '../testing/api-keys';
import { bearerHeader, loginAs, registerAndLogin, type TestSession } from '../testing/auth';
import { buildApp } from '../app';
import { createTestApp } from '../testing/test-app';

type Schemas = components['schemas'];
type ApiKeyWithSecret = Schemas['ApiKeyWithSecret'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;

const keysOf = (id: number) => `/account/${id}/api-keys`;
const asKey = (secret: string) => ({ authHeader: bearerHeader(secret) });

async function createKey(
  input: Schemas['ApiKeyInput'],
  as: Pick<TestSession, 'authHeader'> = owner,
): Promise<ApiKeyWithSecret> {
  const response = await call('POST', keysOf(accountId), { as, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiKeyWithSecret>();
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  owner = await loginAs(t.app, DEMO_OWNER.email, DEMO_OWNER.password);
  accountId = await demoAccountId(t.db);
}, 60_000);
afterAll(() => t.close());

describe('createApiKey', () => {
  it('answers the secret once, keeps only its SHA-256 and a visible prefix', async () => {
    const key = await createKey({ name: '  ERP sync ', permission_names: ['leads.view'] });
    expect(key.secret).toMatch(/^sk_[A-Za-z0-9]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 11));
    expect(key).toMatchObject({
      name: 'ERP sync',
      permission_names: ['leads.view'],
      status: 'active',
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
      created_by: { id: owner.user.id },
    });
    const { rows } = await t.db.query<{ secret_hash: string }>(
      'select secret_hash from api_keys where id = $1',
      [key.id],
    );
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(key.secret);
    const list = await call('GET', keysOf(accountId), { as: owner });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.secret);
    expect(list.json<Schemas['ApiKeyPage']>().items[0]).toMatchObject({
      id: key.id,
      prefix: key.prefix,
    });
  });

  it('refuses permissions the creator does not hold: 403 naming them, nothing created', async () => {
    const viewer = await registerMember(t.app, t.db, accountId, ['Admin']);
    await t.db.query(
      `update roles set permission_names = array_remove(permission_names, 'leads.manage')
        where account_id = $1 and name = 'Admin'`,
      [accountId],
    );
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from api_keys');
    const response = await call('POST', keysOf(accountId), {
      as: viewer,
      payload: { name: 'Too much', permission_names: ['leads.view', 'leads.manage'] },
    });
    expectError(response, 403, 'forbidden');
    expect(response.json<{ message: string }>().message).toContain('leads.manage');
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from api_keys');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    await t.db.query(
      `update roles set permission_names = permission_names || '{leads.manage}'
        where account_id = $1 and name = 'Admin'`,
      [accountId],
    );
  });

  it('422: api_keys.manage, an unknown permission, an expiry in the past', async () => {
    const managing = await call('POST', keysOf(accountId), {
      as: owner,
      payload: { name: 'Keymaker', permission_names: ['leads.view', 'api_keys.manage'] },
    });
    expectError(managing, 422, 'validation_failed');
    expect(Object.keys(managing.json<{ errors: object }>().errors)).toEqual(['permission_names.1']);
    const unknown = await call('POST', keysOf(accountId), {
      as: owner,
      payload: { name: 'Odd', permission_names: ['leads.fly'] },
    });
    expectError(unknown, 422, 'validation_failed');
    const past = await call('POST', keysOf(accountId), {
      as: owner,
      payload: { name: 'Late', permission_names: [], expires_at: '2020-01-01T00:00:00Z' },
    });
    expectError(past, 422, 'validation_failed');
    expect(past.json<{ errors: object }>().errors).toHaveProperty('expires_at');
  });

  it('allows at most 100 active keys per account (revoked and expired ones do not count)', async () => {
    const other = await registerAndLogin(t.app);
    const otherAccount = other.user.current_account.id;
    for (let i = 0; i < 99; i++) await insertApiKey(t.db, otherAccount, []);
    await insertApiKey(t.db, otherAccount, [], { revoked: true });
    await insertApiKey(t.db, otherAccount, [], { expiresAt: new Date(Date.now() - 1000) });
    const hundredth = await call('POST', keysOf(otherAccount), {
      as: other,
      payload: { name: 'The 100th', permission_names: [] },
    });
    expect(hundredth.statusCode, hundredth.body).toBe(201);
    const over = await call('POST', keysOf(otherAccount), {
      as: other,
      payload: { name: 'The 101st', permission_names: [] },
    });
    expectError(over, 422, 'validation_failed');
    expect(over.json<{ errors: object }>().errors).toHaveProperty('name');
  });

  it('a key cannot list, create or revoke keys (403), even its own account’s', async () => {
    const key = await createKey({ name: 'Busy', permission_names: ['leads.view', 'audit.view'] });
    const as = asKey(key.secret);
    expectError(await call('GET', keysOf(accountId), { as }), 403, 'forbidden');
    expectError(
      await call('POST', keysOf(accountId), { as, payload: { name: 'x', permission_names: [] } }),
      403,
      'forbidden',
    );
    expectError(await call('DELETE', `${keysOf(accountId)}/${key.id}`, { as }), 403, 'forbidden');
  });
});

describe('a key calling', () => {
  it('acts on its account with its permissions, and getCredentials says so', async () => {
    const key = await createKey({
      name: 'Reader',
      permission_names: ['leads.view', 'products.view'],
    });
    const as = asKey(key.secret);
    const credentials = await call('GET', '/credentials', { as });
    expect(credentials.json()).toEqual({
      authenticated: true,
      user_id: null,
      account_id: accountId,
      permissions: ['leads.view', 'products.view'],
      access_token_expires_at: null,
      api_key: { id: key.id, name: 'Reader', prefix: key.prefix },
    });
    expect((await call('GET', `/account/${accountId}/leads`, { as })).statusCode).toBe(200);
    expect((await call('GET', '/products', { as })).statusCode).toBe(200);
    expectError(await call('POST', '/products', { as, payload: draftInput() }), 403, 'forbidden');
    expectError(await call('GET', '/user', { as }), 403, 'forbidden');
    const other = await registerAndLogin(t.app);
    expectError(
      await call('GET', `/account/${other.user.current_account.id}/leads`, { as }),
      404,
      'not_found',
    );
  });

  it('writes last_used_at at most once a minute', async () => {
    const key = await createKey({ name: 'Used', permission_names: [] });
    const lastUsed = async () =>
      (
        await t.db.query<{ at: Date | null }>(
          'select last_used_at as at from api_keys where id = $1',
          [key.id],
        )
      ).rows[0]!.at;
    expect(await lastUsed()).toBeNull();
    await call('GET', '/credentials', { as: asKey(key.secret) });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await call('GET', '/credentials', { as: asKey(key.secret) });
    expect(await lastUsed()).toEqual(first);
    await t.db.query(
      `update api_keys set last_used_at = now() - interval '61 seconds' where id = $1`,
      [key.id],
    );
    const stale = await lastUsed();
    await call('GET', '/credentials', { as: asKey(key.secret) });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(new Date(stale!).getTime());
  });

  it('answers 401 at once after a revocation, for an unknown or malformed key, and in a cookie', async () => {
    const key = await createKey({ name: 'Short-lived', permission_names: [] });
    expect((await call('GET', '/credentials', { as: asKey(key.secret) })).statusCode).toBe(200);
    const revoked = await call('DELETE', `${keysOf(accountId)}/${key.id}`, { as: owner });
    expect(revoked.statusCode).toBe(204);
    expectError(
      await call('GET', '/credentials', { as: asKey(key.secret) }),
      401,
      'unauthenticated',
    );
    // Revoking again changes nothing.
    expect((await call('DELETE', `${keysOf(accountId)}/${key.id}`, { as: owner })).statusCode).toBe(
      204,
    );
    const list = await call('GET', `${keysOf(accountId)}?per_page=100`, { as: owner });
    const listed = list.json<Schemas['ApiKeyPage']>().items.find((k) => k.id === key.id)!;
    expect(listed.status).toBe('revoked');
    const live = await createKey({ name: 'Cookie', permission_names: [] });
    const inCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/credentials',
      headers: { cookie: `access_token=${live.secret}` },
    });
    expectError(inCookie, 401, 'unauthenticated');
    const unknown = `sk_${'A'.repeat(43)}`;
    expectError(await call('GET', '/credentials', { as: asKey(unknown) }), 401, 'unauthenticated');
    expectError(
      await call('GET', '/credentials', { as: asKey('sk_short') }),
      401,
      'unauthenticated',
    );
  });

  it('a revocation on one instance is refused at once by another (no cache)', async () => {
    const other = await buildApp({ config: t.config, db: t.db }, { logger: false });
    try {
      const key = await createKey({ name: 'Two instances', permission_names: [] });
      const onOther = () =>
        other.inject({
          method: 'GET',
          url: '/api/v1/credentials',
          headers: bearerHeader(key.secret),
        });
      expect((await onOther()).statusCode).toBe(200);
      const revoked = await call('DELETE', `${keysOf(accountId)}/${key.id}`, { as: owner });
      expect(revoked.statusCode).toBe(204);
      expectError(await onOther(), 401, 'unauthenticated');
    } finally {
      await other.close();
    }
  });

  it('a key of another account is 404 to revoke, like a missing one', async () => {
    const other = await registerAndLogin(t.app);
    const foreign = await insertApiKey(t.db, other.user.current_account.id, []);
    expectError(
      await call('DELETE', `${keysOf(accountId)}/${foreign.id}`, { as: owner }),
      404,
      'not_found',
    );
    expect((await call('GET', '/credentials', { as: foreign })).statusCode).toBe(200);
  });

  it('revoking a key that holds more than the caller is 403 naming it', async () => {
    const key = await createKey({ name: 'Strong', permission_names: ['users.manage'] });
    const leadsOnly = await registerMember(t.app, t.db, accountId, []);
    await t.db.query(
      `insert into roles (account_id, name, permission_names) values ($1, 'Key keeper', '{api_keys.manage}')`,
      [accountId],
    );
    await t.db.query(
      `insert into account_user_roles (account_user_id, role_id)
       select au.id, r.id from account_users au, roles r
        where au.user_id = $1 and au.account_id = $2 and r.account_id = $2 and r.name = 'Key keeper'`,
      [leadsOnly.user.id, accountId],
    );
    const response = await call('DELETE', `${keysOf(accountId)}/${key.id}`, { as: leadsOnly });
    expectError(response, 403, 'forbidden');
    expect(response.json<{ message: string }>().message).toContain('users.manage');
    expect((await call('GET', '/credentials', { as: asKey(key.secret) })).statusCode).toBe(200);
  });
});
