import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationDependencies } from '../api/operation-dependencies';
import { PERMISSIONS } from '../auth/permissions';
import { apiCaller, expectError, insertRole, registerMember } from '../testing/accounts';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { createDealerSiteOperations, MAX_DEALER_SITES } from './dealer-site-operations';
import { createSiteKeyResolver } from './site-key-resolver';
import { PUBLISHABLE_KEY } from './site-keys';

type DealerSite = components['schemas']['DealerSite'];
type DealerSitePage = components['schemas']['DealerSitePage'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let ownerA: TestSession;
let ownerB: TestSession;
let withoutDealers: TestSession;
let admin: TestSession;
let accountA: number;
let accountB: number;
let siteB: DealerSite;

const create = (as: TestSession, account: number, payload: object) =>
  call('POST', `/account/${account}/dealer-sites`, { as, payload });

async function created(as: TestSession, account: number, payload: object): Promise<DealerSite> {
  const response = await create(as, account, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DealerSite>();
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  ownerA = await registerAndLogin(t.app, { name: 'Owner A' });
  ownerB = await registerAndLogin(t.app, { name: 'Owner B' });
  accountA = ownerA.user.current_account.id;
  accountB = ownerB.user.current_account.id;
  const allButDealers = PERMISSIONS.map((p) => p.name).filter((name) => name !== 'dealers.manage');
  await insertRole(t.db, accountA, 'All but dealers', allButDealers);
  withoutDealers = await registerMember(t.app, t.db, accountA, ['All but dealers']);
  admin = await registerAndLogin(t.app, { name: 'Platform Admin' });
  await t.db.query('update users set is_platform_admin = true where id = $1', [admin.user.id]);
  siteB = await created(ownerB, accountB, {
    name: 'B dealer',
    origins: ['https://b-dealer.example'],
  });
});
afterAll(() => t.close());

describe('registering a dealer site', () => {
  it('answers 201 with a fresh publishable key, the origins normalized and the name trimmed', async () => {
    const site = await created(ownerA, accountA, {
      name: '  North dealer  ',
      origins: ['https://North-Dealer.Example:443', 'http://localhost:8080'],
    });
    expect(site).toMatchObject({
      name: 'North dealer',
      origins: ['https://north-dealer.example', 'http://localhost:8080'],
      active: true,
      account: { id: accountA, name: ownerA.user.current_account.name },
    });
    expect(site.publishable_key).toMatch(PUBLISHABLE_KEY);
    expect(site.publishable_key).not.toBe(siteB.publishable_key);
    const read = await call('GET', `/account/${accountA}/dealer-sites/${site.id}`, { as: ownerA });
    expect(read.json()).toEqual(site);
  });

  it.each([
    'https://dealer.example:0',
    'https://.',
    'https://..',
    'https://-dealer.example',
    'https://dealer.example.',
  ])('refuses the origin %s: a 422 on its field, nothing stored', async (origin) => {
    const before = await t.db.query('select count(*)::int as n from dealer_sites');
    const response = await create(ownerA, accountA, { name: 'Odd host', origins: [origin] });
    expectError(response, 422, 'validation_failed');
    expect(Object.keys(response.json().errors)).toEqual(['origins.0']);
    expect(await t.db.query('select count(*)::int as n from dealer_sites')).toEqual(before);
  });

  it('refuses an origin that is not one, the same origin twice, and a blank name (422)', async () => {
    const invalid = await create(ownerA, accountA, {
      name: 'Bad port',
      origins: ['https://ok.example', 'https://bad-port.example:99999'],
    });
    expectError(invalid, 422, 'validation_failed');
    expect(Object.keys(invalid.json().errors)).toEqual(['origins.1']);
    expect(invalid.json().errors['origins.1'][0]).toMatch(/must be an origin/);

    const twice = await create(ownerA, accountA, {
      name: 'Twice',
      origins: ['https://twice.example', 'https://TWICE.example:443'],
    });
    expectError(twice, 422, 'validation_failed');
    expect(twice.json().errors).toEqual({
      'origins.1': [expect.stringContaining('https://twice.example more than once')],
    });

    expectError(
      await create(ownerA, accountA, { name: '   ', origins: ['https://blank.example'] }),
      422,
      'validation_failed',
    );
    const count = await t.db.query<{ n: number }>(
      `select count(*)::int as n from dealer_sites where name in ('Bad port', 'Twice') or name = ''`,
    );
    expect(count.rows[0]!.n).toBe(0);
  });

  it('answers in Spanish when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/account/${accountA}/dealer-sites`,
      headers: { ...ownerA.authHeader, 'accept-language': 'es' },
      payload: { name: 'Puerto', origins: ['https://puerto.example:99999'] },
    });
    expectError(response, 422, 'validation_failed');
    expect(response.json().errors['origins.0'][0]).toMatch(/^debe ser un origen/);
  });

  it('an origin of another active site of the account is a 422 on origins; another account may use it', async () => {
    await created(ownerA, accountA, { name: 'Shared', origins: ['https://shared.example'] });
    const taken = await create(ownerA, accountA, {
      name: 'Shared again',
      origins: ['https://other.example', 'https://SHARED.example'],
    });
    expectError(taken, 422, 'validation_failed');
    expect(taken.json().errors).toEqual({
      origins: [expect.stringContaining('https://shared.example is already an origin of')],
    });
    await created(ownerB, accountB, { name: 'B shared', origins: ['https://shared.example'] });
  });

  it('at most 100 sites per account, deactivated ones included', async () => {
    const owner = await registerAndLogin(t.app, { name: 'Many sites' });
    const account = owner.user.current_account.id;
    await t.db.query(
      `insert into dealer_sites (account_id, name, origins, publishable_key, active)
       select $1, 'Site ' || n, array['https://site' || n || '.example'],
              'pk_' || lpad(n::text, 24, 'x'), n % 2 = 0
         from generate_series(1, $2::int) n`,
      [account, MAX_DEALER_SITES - 1],
    );
    await created(owner, account, { name: 'The last one', origins: ['https://last.example'] });
    const refused = await create(owner, account, {
      name: 'One too many',
      origins: ['https://too-many.example'],
    });
    expectError(refused, 422, 'validation_failed');
    expect(refused.json().message).toMatch(/at most 100 dealer sites/);
  });
});

describe('updating a dealer site', () => {
  it('renames, changes origins, deactivates and reactivates; the key never changes', async () => {
    const site = await created(ownerA, accountA, {
      name: 'Changing',
      origins: ['https://changing.example'],
    });
    const path = `/account/${accountA}/dealer-sites/${site.id}`;
    const renamed = await call('PUT', path, {
      as: ownerA,
      payload: { name: 'Changed', origins: ['https://Changed.example'] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Changed',
      origins: ['https://changed.example'],
      active: true,
      publishable_key: site.publishable_key,
    });
    const off = await call('PUT', path, { as: ownerA, payload: { active: false } });
    expect(off.json()).toMatchObject({ active: false, publishable_key: site.publishable_key });

    // Deactivated, its origin is free for a new site; reactivating it then is a 422 on origins.
    await created(ownerA, accountA, { name: 'Successor', origins: ['https://changed.example'] });
    const back = await call('PUT', path, { as: ownerA, payload: { active: true } });
    expectError(back, 422, 'validation_failed');
    expect(Object.keys(back.json().errors)).toEqual(['origins']);
    const moved = await call('PUT', path, {
      as: ownerA,
      payload: { active: true, origins: ['https://changed-again.example'] },
    });
    expect(moved.json()).toMatchObject({ active: true, publishable_key: site.publishable_key });
  });

  it('a deactivated site stops crediting at once on this instance (the key cache is told)', async () => {
    const site = await created(ownerA, accountA, {
      name: 'Credited',
      origins: ['https://credited.example'],
    });
    const siteKeys = createSiteKeyResolver(t.db);
    const operations = createDealerSiteOperations({
      db: t.db,
      auth: { requireCaller: async () => ({ userId: ownerA.user.id, apiKeyId: null }) },
      siteKeys,
    } as unknown as OperationDependencies);
    const credited = await siteKeys.credit(site.publishable_key, 'https://credited.example');
    expect(credited).toMatchObject({ id: site.id, accountId: accountA });
    await operations.updateDealerSite!(
      { params: { id: accountA, siteId: site.id }, body: { active: false } } as never,
      {} as never,
    );
    expect(await siteKeys.credit(site.publishable_key, 'https://credited.example')).toBeNull();
  });

  it('draws another key when the first one is taken (unique index)', async () => {
    const keys = [siteB.publishable_key, 'pk_SecondDrawOfTheKey000001'];
    const operations = createDealerSiteOperations(
      {
        db: t.db,
        auth: { requireCaller: async () => ({ userId: ownerA.user.id, apiKeyId: null }) },
        siteKeys: createSiteKeyResolver(t.db),
      } as unknown as OperationDependencies,
      { newKey: () => keys.shift()! },
    );
    let sent: DealerSite | undefined;
    const reply = { code: () => ({ send: (body: DealerSite) => (sent = body) }) };
    await operations.createDealerSite!(
      {
        params: { id: accountA },
        body: { name: 'Lucky', origins: ['https://lucky.example'] },
      } as never,
      reply as never,
    );
    expect(sent?.publishable_key).toBe('pk_SecondDrawOfTheKey000001');
  });
});

describe('who sees which site', () => {
  it('lists the account’s own sites only, active first then by name', async () => {
    const list = await call('GET', `/account/${accountA}/dealer-sites?per_page=100`, {
      as: ownerA,
    });
    expect(list.statusCode, list.body).toBe(200);
    const { items, meta } = list.json<DealerSitePage>();
    expect(meta.total).toBe(items.length);
    expect(items.every((site) => site.account.id === accountA)).toBe(true);
    expect(items.map((site) => site.id)).not.toContain(siteB.id);
    const expected = [...items].sort(
      (a, b) =>
        Number(b.active) - Number(a.active) ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    expect(items.map((site) => site.name)).toEqual(expected.map((site) => site.name));
    expect(items.some((site) => !site.active)).toBe(true);
  });

  it('account A never reads or updates account B’s site (404, nothing changed)', async () => {
    for (const path of [
      `/account/${accountA}/dealer-sites/${siteB.id}`,
      `/account/${accountB}/dealer-sites/${siteB.id}`,
    ]) {
      const read = await call('GET', path, { as: ownerA });
      expectError(read, 404, 'not_found');
      expect(read.body).not.toContain(siteB.publishable_key);
      const update = await call('PUT', path, { as: ownerA, payload: { active: false } });
      expectError(update, 404, 'not_found');
    }
    expectError(
      await call('GET', `/account/${accountA}/dealer-leads?site_id=${siteB.id}`, { as: ownerA }),
      404,
      'not_found',
    );
    const still = await call('GET', `/account/${accountB}/dealer-sites/${siteB.id}`, {
      as: ownerB,
    });
    expect(still.json()).toEqual(siteB);
  });

  it('a member without dealers.manage gets 403 on every dealer call', async () => {
    const site = (
      await call('GET', `/account/${accountA}/dealer-sites`, { as: ownerA })
    ).json<DealerSitePage>().items[0]!;
    const calls = [
      call('GET', `/account/${accountA}/dealer-sites`, { as: withoutDealers }),
      create(withoutDealers, accountA, { name: 'Nope', origins: ['https://nope.example'] }),
      call('GET', `/account/${accountA}/dealer-sites/${site.id}`, { as: withoutDealers }),
      call('PUT', `/account/${accountA}/dealer-sites/${site.id}`, {
        as: withoutDealers,
        payload: { active: false },
      }),
      call('GET', `/account/${accountA}/dealer-leads`, { as: withoutDealers }),
    ];
    for (const response of await Promise.all(calls)) expectError(response, 403, 'forbidden');
  });

  it('a platform admin lists every account’s sites; anyone else gets 403', async () => {
    const list = await call('GET', '/admin/dealer-sites?per_page=100', { as: admin });
    expect(list.statusCode, list.body).toBe(200);
    const { items, meta } = list.json<DealerSitePage>();
    const total = await t.db.query<{ n: number }>('select count(*)::int as n from dealer_sites');
    expect(meta.total).toBe(total.rows[0]!.n);
    const accounts = new Set(items.map((site) => site.account.id));
    expect(accounts).toContain(accountA);
    expect(accounts).toContain(accountB);
    for (const user of [ownerA, ownerB, withoutDealers]) {
      expectError(await call('GET', '/admin/dealer-sites', { as: user }), 403, 'forbidden');
    }
  });

  it('a publishable key as a bearer token reads nothing (401)', async () => {
    const key = { authHeader: { authorization: `Bearer ${siteB.publishable_key}` } };
    for (const path of [
      `/account/${accountB}/dealer-sites`,
      `/account/${accountB}/dealer-sites/${siteB.id}`,
      `/account/${accountB}/dealer-leads`,
      `/account/${accountB}/leads/sources`,
      `/account/${accountB}/leads`,
      '/admin/dealer-sites',
    ]) {
      expectError(await call('GET', path, { as: key }), 401, 'unauthenticated');
    }
  });
});
