import type { components } from '@liftline/sdk/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { insertProduct } from '../catalog/catalog-test-helpers';
import { openDatabase } from '../db/open-database';
import { apiCaller } from '../testing/accounts';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

// The public branch reads are HTTP-cached like the catalog (catalog-responses.ts): an ETag from
// the catalog version, which every branch write moves (migration 021), public Cache-Control, 304.

type AdminBranch = components['schemas']['AdminBranch'];
type Branch = components['schemas']['Branch'];
type BranchInput = components['schemas']['BranchInput'];
type BranchPage = components['schemas']['BranchPage'];
type LocatedBranch = components['schemas']['LocatedBranch'];

/** The contract's policy, spelled out: a changed constant must fail here too. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
const ETAG = /^"\d+-[\w-]+"$/;
/** Butte, MT: no demo branch nearby, so the finder answers the test's branch there. */
const ZIP = '59701';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let admin: TestSession;
let branch: AdminBranch;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await loginAsDemoOwner(t.app);
  branch = await create('Etagville – Yard');
});
afterAll(() => t.close());

function input(name: string): BranchInput {
  return {
    name,
    address_line1: '1 Granite St',
    city: 'Etagville',
    zip_code: ZIP,
    phone_number: '(406) 555-0100',
    email: 'etagville@liftline.example',
    time_zone: 'America/Denver',
    weekly_hours: [{ day: 'mon', opens: '07:00', closes: '17:00' }],
    closures: [{ date: '2099-12-25', reason: 'Christmas Day' }],
  };
}

async function create(name: string): Promise<AdminBranch> {
  const response = await call('POST', '/admin/branches', { as: admin, payload: input(name) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminBranch>();
}

async function update(id: number, payload: Partial<BranchInput> & { is_active?: boolean }) {
  const response = await call('PUT', `/admin/branches/${id}`, { as: admin, payload });
  expect(response.statusCode, response.body).toBe(200);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** The three public reads of the test's branch: its page, the directory around it, the finder. */
const READS = {
  'GET /branches/{id}': () => `/branches/${branch.id}`,
  'GET /branches': () => '/branches?q=Etagville',
  'GET /locate-branch': () => `/locate-branch?zip_code=${ZIP}`,
};
type Read = keyof typeof READS;
const READ_NAMES = Object.keys(READS) as Read[];
const reads = () => READ_NAMES.map((name) => READS[name]());

/** The ETag and body of each read, after making sure the read is in the response cache. */
async function snapshot() {
  const answers = [];
  for (const url of reads()) {
    await get(url);
    const response = await get(url);
    answers.push({ url, etag: String(response.headers.etag), body: response.body });
  }
  return answers;
}

/** Every read answers 200 under a new ETag: the old one is no longer a 304. */
async function expectChanged(before: Awaited<ReturnType<typeof snapshot>>) {
  for (const { url, etag } of before) {
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode, url).toBe(200);
    expect(after.headers.etag, url).toMatch(ETAG);
    expect(after.headers.etag, url).not.toBe(etag);
  }
}

const page = async () => (await get(`/branches/${branch.id}`)).json<Branch>();
const located = async () => (await get(`/locate-branch?zip_code=${ZIP}`)).json<LocatedBranch>();
const listed = async () => (await get('/branches?q=Etagville')).json<BranchPage>().items;

describe('HTTP caching of the public branch reads', () => {
  it.each(READ_NAMES)('%s answers a stable ETag, public Cache-Control, then 304', async (read) => {
    const url = READS[read]();
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(ETAG);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // The CORS headers depend on the Origin, so every answer says so.
    expect(first.headers.vary).toContain('Origin');

    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);

    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const notModified = await get(url, { 'if-none-match': ifNoneMatch });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(notModified.headers.vary).toContain('Origin');
    }
    const stale = await get(url, { 'if-none-match': '"1-stale", W/"2-stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it.each(READ_NAMES)(
    '%s with a credential answers no-store, no ETag and never 304',
    async (read) => {
      const url = READS[read]();
      const etag = String((await get(url)).headers.etag);
      for (const ifNoneMatch of [etag, '*']) {
        const response = await get(url, { ...admin.authHeader, 'if-none-match': ifNoneMatch });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers.etag).toBeUndefined();
      }
      const cookie = await get(url, { cookie: `access_token=${admin.accessToken}` });
      expect(cookie.headers['cache-control']).toBe('no-store');
      expect(cookie.headers.etag).toBeUndefined();
    },
  );

  it('keys on what the answer is made of: order, defaults and unknown parameters share an ETag', async () => {
    const etagOf = async (url: string) => String((await get(url)).headers.etag);
    const plain = await etagOf('/branches?q=Etagville');
    expect(await etagOf('/branches?per_page=20&q=Etagville&page=1')).toBe(plain);
    expect(await etagOf('/branches?q=Etagville&utm_source=x')).toBe(plain);
    expect(await etagOf('/branches?q=Etagvill')).not.toBe(plain);
    expect(await etagOf('/branches?q=Etagville&page=2')).not.toBe(plain);
    expect(await etagOf('/branches?q=Etagville&per_page=5')).not.toBe(plain);
    expect(await etagOf('/branches')).not.toBe(plain);
    expect(await etagOf(`/locate-branch?zip_code=${ZIP}`)).not.toBe(
      await etagOf('/locate-branch?zip_code=60601'),
    );
  });

  it('never answers one query with another query’s answer', async () => {
    const chicago = (await get('/branches?q=Chicago')).json<BranchPage>();
    const etagville = (await get('/branches?q=Etagville')).json<BranchPage>();
    expect(chicago.items.every((item) => item.city !== 'Etagville')).toBe(true);
    expect(etagville.items.map((item) => item.city)).toEqual(['Etagville']);
    const far = (await get('/locate-branch?zip_code=60601')).json<LocatedBranch>();
    const near = (await get(`/locate-branch?zip_code=${ZIP}`)).json<LocatedBranch>();
    expect(far).toMatchObject({ city: 'Chicago', zip_code_searched: '60601' });
    expect(near).toMatchObject({ id: branch.id, zip_code_searched: ZIP });
  });

  it('sends no ETag with a 404 or a 422, and If-None-Match: * never turns a 404 into a 304', async () => {
    for (const url of ['/branches/2147483000', '/locate-branch?zip_code=00000']) {
      for (const headers of [{}, { 'if-none-match': '*' }] as Record<string, string>[]) {
        const missing = await get(url, headers);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.headers.etag).toBeUndefined();
      }
    }
    for (const url of ['/branches/0', '/branches?per_page=0', '/locate-branch?zip_code=1234']) {
      const invalid = await get(url);
      expect(invalid.statusCode, url).toBe(422);
      expect(invalid.headers.etag).toBeUndefined();
    }
  });
});

describe('a branch write and the cached branch reads', () => {
  it('an edit of the name and phone', async () => {
    const before = await snapshot();
    await update(branch.id, { name: 'Etagville – Renamed', phone_number: '(406) 555-0199' });
    await expectChanged(before);
    expect(await page()).toMatchObject({
      name: 'Etagville – Renamed',
      phone_number: '(406) 555-0199',
    });
    expect((await located()).name).toBe('Etagville – Renamed');
    expect((await listed()).map((item) => item.name)).toEqual(['Etagville – Renamed']);
  });

  it('an edit of the weekly hours', async () => {
    const before = await snapshot();
    const weekly_hours = [{ day: 'tue' as const, opens: '06:00', closes: '18:00' }];
    await update(branch.id, { weekly_hours });
    await expectChanged(before);
    expect((await page()).weekly_hours).toEqual(weekly_hours);
    expect((await located()).weekly_hours).toEqual(weekly_hours);
    expect((await listed())[0]!.weekly_hours).toEqual(weekly_hours);
  });

  it('an edit of the closures', async () => {
    const before = await snapshot();
    const closures = [{ date: '2099-07-04', reason: 'Independence Day' }];
    await update(branch.id, { closures });
    await expectChanged(before);
    expect((await page()).closures).toEqual(closures);
    expect((await located()).closures).toEqual(closures);
    expect((await listed())[0]!.closures).toEqual(closures);
  });

  it('a new branch', async () => {
    const before = await snapshot();
    const added = await create('Etagville – Annex');
    await expectChanged(before);
    expect((await listed()).map((item) => item.id).sort()).toEqual(
      [branch.id, added.id].sort((a, b) => a - b),
    );
    // At the same centroid the finder keeps the lower id (ties).
    expect((await located()).id).toBe(branch.id);
    await update(added.id, { is_active: false });
  });

  it('a write made outside the API (SQL) moves the ETags too', async () => {
    const before = await snapshot();
    await t.db.query(`update branches set email = 'yard@etagville.example' where id = $1`, [
      branch.id,
    ]);
    await expectChanged(before);
    expect((await page()).email).toBe('yard@etagville.example');
    expect((await located()).email).toBe('yard@etagville.example');
  });

  it('a deactivation: the branch 404s at once, leaves the directory and the finder, on every instance', async () => {
    // On PostgreSQL the second instance has its own connections, as another process would.
    const secondDb = t.db.kind === 'postgres' ? await openDatabase(t.config) : t.db;
    const second = await buildApp({ config: t.config, db: secondDb }, { logger: false });
    try {
      const url = `/api/v1/branches/${branch.id}`;
      const cached = await second.inject({ method: 'GET', url });
      expect(cached.statusCode).toBe(200);
      const before = await snapshot();

      await update(branch.id, { is_active: false });

      for (const app of [t.app, second]) {
        for (const headers of [
          {},
          { 'if-none-match': before[0]!.etag },
          { 'if-none-match': '*' },
        ]) {
          const gone = await app.inject({ method: 'GET', url, headers });
          expect(gone.statusCode).toBe(404);
          expect(gone.headers.etag).toBeUndefined();
        }
        const list = await app.inject({ method: 'GET', url: '/api/v1/branches?q=Etagville' });
        expect(list.headers.etag).not.toBe(before[1]!.etag);
        expect(list.json<BranchPage>().items).toEqual([]);
        const finder = await app.inject({
          method: 'GET',
          url: `/api/v1/locate-branch?zip_code=${ZIP}`,
        });
        expect(finder.headers.etag).not.toBe(before[2]!.etag);
        expect(finder.json<LocatedBranch>().city).not.toBe('Etagville');
      }
    } finally {
      await update(branch.id, { is_active: true });
      await second.close();
      if (secondDb !== t.db) await secondDb.close();
    }
  });
});

describe('the calendar day in the branch’s time zone', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops a closure of today from every answer, under a new ETag, when the day ends there', async () => {
    const unitId = await insertProduct(t.db, { branch_id: branch.id });
    const unitUrl = `/equipment/${unitId}`;
    await t.db.query('update branches set closures = $1::jsonb where id = $2', [
      JSON.stringify([
        { date: '2099-07-04', reason: 'Independence Day' },
        { date: '2099-12-25', reason: 'Christmas Day' },
      ]),
      branch.id,
    ]);
    const closureDates = async () => [
      (await page()).closures.map((closure) => closure.date),
      (await located()).closures.map((closure) => closure.date),
      (await listed())[0]!.closures.map((closure) => closure.date),
      (await get(unitUrl))
        .json<{ branch: Branch }>()
        .branch.closures.map((closure) => closure.date),
    ];
    vi.useFakeTimers({ toFake: ['Date'] });
    // Denver keeps daylight time in July (UTC−6): its 4th ends at 06:00 UTC on the 5th.
    vi.setSystemTime(new Date('2099-07-05T05:58:30Z'));
    const before = await snapshot();
    const unitBefore = String((await get(unitUrl)).headers.etag);
    expect(await closureDates()).toEqual(Array(4).fill(['2099-07-04', '2099-12-25']));

    // Later the same day there: the same answers, still a 304.
    vi.setSystemTime(new Date('2099-07-05T05:59:59Z'));
    for (const { url, etag } of [...before, { url: unitUrl, etag: unitBefore }])
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);

    // The 5th in Denver: the closure of the 4th is gone from every answer, and so are the tags.
    vi.setSystemTime(new Date('2099-07-05T06:00:01Z'));
    await expectChanged([...before, { url: unitUrl, etag: unitBefore, body: '' }]);
    expect(await closureDates()).toEqual(Array(4).fill(['2099-12-25']));
  });
});
