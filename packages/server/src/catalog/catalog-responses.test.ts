import type { components } from '@liftline/sdk/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/open-database';
import { keepSerialisedAnswer } from '../http/kept-answers';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { insertProduct } from './catalog-test-helpers';
import { CATALOG_CACHE_CONTROL, createCatalogResponses, normaliseQuery } from './catalog-responses';

type EquipmentPage = components['schemas']['EquipmentPage'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let session: TestSession;
beforeAll(async () => {
  testApp = await createTestApp();
  session = await registerAndLogin(testApp.app);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const READS = [
  '/equipment?category=lift-trucks&listing=rent',
  '/equipment/filters?category=lift-trucks',
  '/equipment/1',
];

describe('normaliseQuery', () => {
  it('sorts the parameters, applies defaults and drops undefined and ignored ones', () => {
    expect(
      normaliseQuery(
        { sort: undefined, make: 'Toyota', category: 'lift-trucks', branch_id: 3 },
        { defaults: { page: 1, sort: 'newest' }, ignore: ['branch_id'] },
      ),
    ).toBe('category=lift-trucks&make=Toyota&page=1&sort=newest');
  });
});

describe('HTTP caching of the public catalog', () => {
  it.each(READS)('%s answers an ETag and public Cache-Control, then 304', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);

    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);

    const notModified = await get(url, { 'if-none-match': `"other", ${etag}` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);

    expect((await get(url, { 'if-none-match': '"0-stale"' })).statusCode).toBe(200);
  });

  it.each(READS)('%s with a credential answers no-store, no ETag and never 304', async (url) => {
    const etag = (await get(url)).headers.etag as string;
    const response = await get(url, { ...session.authHeader, 'if-none-match': etag });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('gives the same ETag to requests that differ only in order, defaults or ignored parameters', async () => {
    const a = await get('/equipment?listing=rent&category=lift-trucks');
    const b = await get(
      '/equipment?category=lift-trucks&listing=rent&page=1&per_page=24&sort=newest',
    );
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await get('/equipment?category=lift-trucks')).headers.etag).not.toBe(a.headers.etag);
    const detail = await get('/equipment/1');
    expect((await get('/equipment/1?branch_id=2')).headers.etag).toBe(detail.headers.etag);
  });

  it('sends no ETag with a 404 or a 422, and If-None-Match: * is no 304 for a missing unit', async () => {
    for (const headers of [{}, { 'if-none-match': '*' }] as Record<string, string>[]) {
      const missing = await get('/equipment/2147483000', headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    }
    const invalid = await get('/equipment?per_page=0');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers.etag).toBeUndefined();
  });
});

describe('the response cache after a catalog write', () => {
  it('a product write changes the ETag and the answer, on this and a second instance', async () => {
    // On PostgreSQL the second instance has its own connections, as another process would.
    const secondDb =
      testApp.db.kind === 'postgres' ? await openDatabase(testApp.config) : testApp.db;
    const second = await buildApp({ config: testApp.config, db: secondDb }, { logger: false });
    try {
      const url = '/api/v1/equipment?make=Cachemake';
      const before = await testApp.app.inject({ method: 'GET', url });
      const beforeSecond = await second.inject({ method: 'GET', url });
      expect((before.json() as EquipmentPage).meta.total).toBe(0);
      expect(beforeSecond.headers.etag).toBe(before.headers.etag);

      const id = await insertProduct(testApp.db, { make: 'Cachemake', title: 'Cached unit' });
      for (const app of [testApp.app, second]) {
        const stale = await app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': before.headers.etag as string },
        });
        expect(stale.statusCode).toBe(200);
        expect(stale.headers.etag).not.toBe(before.headers.etag);
        expect((stale.json() as EquipmentPage).items.map((item) => item.id)).toEqual([id]);
      }

      await testApp.db.query(`update products set title = 'Renamed unit' where id = $1`, [id]);
      for (const app of [testApp.app, second]) {
        const page = (await app.inject({ method: 'GET', url })).json() as EquipmentPage;
        expect(page.items[0]!.title).toBe('Renamed unit');
        const detail = await app.inject({ method: 'GET', url: `/api/v1/equipment/${id}` });
        expect(detail.json()).toMatchObject({ title: 'Renamed unit' });
      }

      await testApp.db.query(`update products set status = 'draft' where id = $1`, [id]);
      for (const app of [testApp.app, second]) {
        const page = (await app.inject({ method: 'GET', url })).json() as EquipmentPage;
        expect(page.meta.total).toBe(0);
        const detail = await app.inject({ method: 'GET', url: `/api/v1/equipment/${id}` });
        expect(detail.statusCode).toBe(404);
      }
    } finally {
      await second.close();
      if (secondDb !== testApp.db) await secondDb.close();
    }
  });
});

describe('createCatalogResponses on the embedded database', () => {
  it('follows the catalog_version notifications instead of reading the version per request', async () => {
    let queries = 0;
    let notify: (payload: string) => void = () => {};
    const db = {
      async query<Row>() {
        queries++;
        return { rows: [{ version: '7' }] as Row[], rowCount: 1 };
      },
      async listen(_channel: string, onMessage: (payload: string) => void) {
        notify = onMessage;
        return async () => {};
      },
    };
    const responses = createCatalogResponses(db);
    const request = { headers: {} } as FastifyRequest;
    const reply = { header: () => reply, type: () => reply } as unknown as FastifyReply;
    let computed = 0;
    const serve = async () => {
      const answer = await responses.serve(request, reply, 'k', async () => ({ n: ++computed }));
      if (typeof answer !== 'string')
        await keepSerialisedAnswer(
          request,
          { statusCode: 200 } as FastifyReply,
          JSON.stringify(answer),
        );
      return answer;
    };
    expect(await serve()).toEqual({ n: 1 });
    expect(await serve()).toBe('{"n":1}');
    expect(queries).toBe(1);
    notify('8');
    expect(responses.size).toBe(0);
    expect(await serve()).toEqual({ n: 2 });
    expect(queries).toBe(1);
  });
});
