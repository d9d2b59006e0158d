import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { getJson, insertProduct, type TestQuery } from './catalog-test-helpers';

type Equipment = components['schemas']['Equipment'];
type ErrorBody = components['schemas']['Error'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const detail = (id: number | string, query: TestQuery = {}) =>
  getJson<Equipment & ErrorBody>(testApp.app, `/equipment/${id}`, query);

describe('GET /equipment/{id}', () => {
  it('answers the unit with description, specs, assets and its branch', async () => {
    const { rows } = await testApp.db.query<{ id: number; branch_id: number }>(
      `select id, branch_id from products where status = 'published' and for_rent and branch_id is not null
        order by id limit 1`,
    );
    const { id, branch_id } = rows[0]!;
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      branch_id,
      for_rent: true,
      description: expect.stringMatching(/\S/),
      assets: [],
      rental_rates: {
        daily: expect.any(Number),
        weekly: expect.any(Number),
        monthly: expect.any(Number),
      },
    });
    expect(body.specs.length).toBeGreaterThan(0);
    for (const spec of body.specs)
      expect(spec).toEqual({ label: expect.any(String), value: expect.any(String) });
    expect(body.branch).toMatchObject({
      id: branch_id,
      city: expect.any(String),
      state: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect(new Date(body.updated_at).toISOString()).toBe(body.updated_at);
  });

  it('answers branch null for a unit no branch holds', async () => {
    const id = await insertProduct(testApp.db, { branch_id: null });
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      branch_id: null,
      branch: null,
      rental_rates: null,
      sale_price: 1000,
    });
  });

  it('answers the assets ordered by position, and the primary image as image_url', async () => {
    const id = await insertProduct(testApp.db);
    const key = (n: number) => `${id}/00000000-0000-4000-8000-00000000000${n}.png`;
    const url = (n: number) => `/media/${key(n)}`;
    for (const [n, position, primary] of [
      [1, 1, true],
      [2, 0, false],
    ] as const) {
      await testApp.db.query(
        `insert into product_assets (product_id, kind, storage_key, url, file_name, content_type,
           size_bytes, alt_text, position, is_primary)
         values ($1, 'image', $2, $3, $4, 'image/png', 100, null, $5, $6)`,
        [id, key(n), url(n), `photo-${n}.png`, position, primary],
      );
    }
    await testApp.db.query('update products set image_url = $2 where id = $1', [id, url(1)]);
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body.image_url).toBe(url(1));
    expect(body.assets).toEqual([
      expect.objectContaining({ file_name: 'photo-2.png', position: 0, is_primary: false }),
      expect.objectContaining({
        file_name: 'photo-1.png',
        position: 1,
        is_primary: true,
        url: url(1),
      }),
    ]);
    expect(body.assets[0]).not.toHaveProperty('storage_key');
    expect(new Date(body.assets[0]!.created_at).toISOString()).toBe(body.assets[0]!.created_at);
  });

  it.each(['draft', 'archived'] as const)('answers 404 for a %s unit', async (state) => {
    const id = await insertProduct(testApp.db, { status: state });
    const { status, body } = await detail(id);
    expect(status).toBe(404);
    expect(body.slug).toBe('not_found');
  });

  it.each([999_999, 2_147_483_647])('answers 404 for the unknown id %d', async (id) => {
    const { status, body } = await detail(id);
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String), slug: 'not_found' });
  });

  it.each([2_147_483_648, 99_999_999_999])(
    'answers 422 on id for %d, beyond the contract’s int4 bound (never a 5xx)',
    async (id) => {
      const { status } = await detail(id);
      expect(status).toBe(422);
    },
  );

  it('ignores an unknown branch_id and rejects a malformed one', async () => {
    expect((await detail(1, { branch_id: 999_999 })).status).toBe(200);
    expect((await detail(1, { branch_id: 3 })).status).toBe(200);
    const malformed = await detail(1, { branch_id: 'chicago' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {})).toEqual(['branch_id']);
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 422 on id for the malformed id %s', async (id) => {
    const { status, body } = await detail(id);
    expect(status).toBe(422);
    expect(body.slug).toBe('validation_failed');
    expect(Object.keys(body.errors ?? {})).toEqual(['id']);
  });
});
