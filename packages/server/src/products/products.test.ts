import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsDemoOwner, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import {
  demoAccountId,
  draftInput,
  memberOf,
  publishableInput,
  type ErrorBody,
  type Product,
  type ProductCreateInput,
} from './product-test-helpers';

type ProductPage = components['schemas']['ProductPage'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestSession;
let stranger: TestSession;
let member: TestSession;
let noRoles: TestSession;
let accountId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await loginAsDemoOwner(testApp.app);
  stranger = await registerAndLogin(testApp.app);
  accountId = await demoAccountId(testApp.db);
  member = await memberOf(testApp.app, testApp.db, accountId, 'Member');
  noRoles = await memberOf(testApp.app, testApp.db, accountId, null);
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'DELETE';

async function call<T = Product & ErrorBody>(
  method: Method,
  path: string,
  { as, body }: { as?: TestSession; body?: unknown } = {},
) {
  const response = await testApp.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: as ? as.authHeader : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: (response.body ? response.json() : undefined) as T,
  };
}

async function create(input: ProductCreateInput, as = owner): Promise<Product> {
  const { status, body } = await call('POST', '/products', { as, body: input });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

const fieldsOf = (body: ErrorBody) => Object.keys(body.errors ?? {}).sort();

describe('createProduct', () => {
  it('creates a draft by default with empty details', async () => {
    const input = draftInput();
    const product = await create(input);
    expect(product).toMatchObject({
      ...input,
      status: 'draft',
      account_id: accountId,
      fuel_type: null,
      capacity_lbs: null,
      lift_height_ft: null,
      hours_used: null,
      sale_price: null,
      rental_rates: null,
      image_url: null,
      branch_id: null,
      branch: null,
      description: '',
      specs: [],
      assets: [],
    });
    expect(product.id).toBeGreaterThan(0);
    expect(new Date(product.created_at).toISOString()).toBe(product.created_at);
    expect(product.updated_at).toBe(product.created_at);
  });

  it('stores every field of the input and answers numbers as numbers', async () => {
    const { rows } = await testApp.db.query<{ id: number }>('select id from branches limit 1');
    const branchId = rows[0]!.id;
    const input = publishableInput({
      fuel_type: 'lpg',
      capacity_lbs: 5000,
      lift_height_ft: 15.5,
      hours_used: 1200,
      branch_id: branchId,
      description: 'Line one.\nLine two.',
      specs: [
        { label: 'Mast', value: 'Triple' },
        { label: 'Tires', value: 'Cushion' },
      ],
    });
    const product = await create(input);
    expect(product).toMatchObject({ ...input, branch: { id: branchId } });
    const { body } = await call('GET', `/products/${product.id}`, { as: owner });
    expect(body).toEqual(product);
  });

  it('publishes to the public catalog', async () => {
    const product = await create(publishableInput({ title: 'Catalog Visible Reach Truck' }));
    const detail = await call('GET', `/equipment/${product.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: product.id, title: 'Catalog Visible Reach Truck' });
    const draft = await create(draftInput());
    expect((await call('GET', `/equipment/${draft.id}`)).status).toBe(404);
  });

  it('answers 422 with the offending fields for invalid input', async () => {
    const missing = await call('POST', '/products', {
      as: owner,
      body: { title: 'No stock number', year: 1800, unknown: 1 },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.slug).toBe('validation_failed');
    expect(fieldsOf(missing.body)).toEqual(
      expect.arrayContaining(['stock_number', 'category', 'year', 'unknown', 'for_rent']),
    );

    const tooLarge = await call('POST', '/products', {
      as: owner,
      body: draftInput({ sale_price: 1e15, capacity_lbs: 3_000_000_000, title: 'Nul\u0000' }),
    });
    expect(tooLarge.status).toBe(422);
    // The contract's bounds answer first (the title's control character is the handler's rule).
    expect(fieldsOf(tooLarge.body)).toEqual(['capacity_lbs', 'sale_price']);
    const badTitle = await call('POST', '/products', {
      as: owner,
      body: draftInput({ title: 'Nul\u0000' }),
    });
    expect(badTitle.status).toBe(422);
    expect(fieldsOf(badTitle.body)).toEqual(['title']);
    // A lift height of 1.79e308 (any absurd number) names its field.
    const absurd = await call('POST', '/products', {
      as: owner,
      body: draftInput({ lift_height_ft: 1.79e308, hours_used: 1e300 }),
    });
    expect(absurd.status).toBe(422);
    expect(fieldsOf(absurd.body)).toEqual(['hours_used', 'lift_height_ft']);
  });

  it('keeps numbers and titles sane: the contract’s ranges, next year at most, 3 real characters', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const outOfRange = await call('POST', '/products', {
      as: owner,
      body: draftInput({
        year: 1949,
        capacity_lbs: 300_001,
        lift_height_ft: 200.5,
        hours_used: 100_001,
        sale_price: 10_000_000.01,
        rental_rates: { daily: 10_000_001, weekly: 1, monthly: 1 },
        title: 't',
      }),
    });
    expect(outOfRange.status).toBe(422);
    expect(fieldsOf(outOfRange.body)).toEqual([
      'capacity_lbs',
      'hours_used',
      'lift_height_ft',
      'rental_rates', // the anyOf (rates or null) fails as a whole too
      'rental_rates.daily',
      'sale_price',
      'title',
      'year',
    ]);
    const late = await call('POST', '/products', {
      as: owner,
      body: draftInput({ year: nextYear + 1, title: '   1   ' }),
    });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({
      title: ['must have at least 3 characters besides spaces'],
      year: [`must be at most ${nextYear} (next year)`],
    });
    // The largest sane values are taken.
    const largest = await create(
      draftInput({
        year: nextYear,
        capacity_lbs: 300_000,
        lift_height_ft: 200,
        hours_used: 100_000,
        sale_price: 10_000_000,
        title: 'Big',
      }),
    );
    expect([largest.year, largest.capacity_lbs, largest.sale_price]).toEqual([
      nextYear,
      300_000,
      10_000_000,
    ]);
  });

  it('applies the publishing rules (422)', async () => {
    const neither = await call('POST', '/products', {
      as: owner,
      body: draftInput({ status: 'published' }),
    });
    expect(neither.status).toBe(422);
    expect(fieldsOf(neither.body)).toEqual(['for_rent', 'for_sale']);

    const noPrices = await call('POST', '/products', {
      as: owner,
      body: publishableInput({ sale_price: null, rental_rates: null }),
    });
    expect(noPrices.status).toBe(422);
    expect(fieldsOf(noPrices.body)).toEqual(['rental_rates', 'sale_price']);

    // Drafts and archived products may be incomplete.
    await create(publishableInput({ status: 'archived', sale_price: null, rental_rates: null }));
  });

  it('answers 422 for an unknown branch', async () => {
    for (const branch_id of [999_999, 3_000_000_000]) {
      const { status, body } = await call('POST', '/products', {
        as: owner,
        body: draftInput({ branch_id }),
      });
      expect(status).toBe(422);
      expect(Object.keys(body.errors ?? {})).toEqual(['branch_id']);
    }
  });

  it('answers 409 for a stock number already used in the account, not in another one', async () => {
    const first = await create(draftInput());
    const again = await call('POST', '/products', {
      as: owner,
      body: draftInput({ stock_number: first.stock_number }),
    });
    expect(again.status).toBe(409);
    expect(again.body.slug).toBe('conflict');
    expect(again.body.errors).toEqual({ stock_number: [again.body.message] });
    const elsewhere = await create(draftInput({ stock_number: first.stock_number }), stranger);
    expect(elsewhere.account_id).not.toBe(accountId);
  });
});

describe('listProducts', () => {
  it('lists the account’s products of every status, newest first, with filters', async () => {
    const marker = `Zephyr${Date.now()}`;
    const draft = await create(draftInput({ title: `${marker} draft`, category: 'rail-cars' }));
    const published = await create(publishableInput({ title: `${marker} published` }));
    const archived = await create(draftInput({ title: `${marker} archived`, status: 'archived' }));

    const all = await call<ProductPage>('GET', `/products?q=${marker}`, { as: owner });
    expect(all.status).toBe(200);
    expect(all.body.items.map((item) => item.id)).toEqual([archived.id, published.id, draft.id]);
    expect(all.body.meta).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
    expect(all.body.items[0]).toMatchObject({ status: 'archived', account_id: accountId });
    expect(all.body.items[0]).not.toHaveProperty('description');

    const drafts = await call<ProductPage>('GET', `/products?q=${marker}&status=draft`, {
      as: owner,
    });
    expect(drafts.body.items.map((item) => item.id)).toEqual([draft.id]);
    const rail = await call<ProductPage>('GET', `/products?q=${marker}&category=rail-cars`, {
      as: owner,
    });
    expect(rail.body.items.map((item) => item.id)).toEqual([draft.id]);

    // Every word must match the title, stock number, make or model; LIKE characters are literal.
    const byStock = await call<ProductPage>(
      'GET',
      `/products?q=${encodeURIComponent(`${published.stock_number} testmake`)}`,
      { as: owner },
    );
    expect(byStock.body.items.map((item) => item.id)).toEqual([published.id]);
    const literal = await call<ProductPage>('GET', '/products?q=%25%25_', { as: owner });
    expect(literal.body.meta.total).toBe(0);
  });

  it('pages through the seeded demo products', async () => {
    const first = await call<ProductPage>('GET', '/products?per_page=5', { as: owner });
    expect(first.body.items).toHaveLength(5);
    expect(first.body.meta.total).toBeGreaterThan(100);
    const past = await call<ProductPage>('GET', '/products?page=9999', { as: owner });
    expect(past.status).toBe(200);
    expect(past.body.items).toEqual([]);
    const invalid = await call('GET', '/products?per_page=500&status=sold', { as: owner });
    expect(invalid.status).toBe(422);
    expect(fieldsOf(invalid.body)).toEqual(['per_page', 'status']);
  });

  it('shows another account nothing of this one', async () => {
    const { body } = await call<ProductPage>('GET', '/products', { as: stranger });
    expect(body.items.every((item) => item.account_id !== accountId)).toBe(true);
  });
});

describe('updateProduct', () => {
  it('changes only the given fields; null clears, lists replace', async () => {
    const { rows } = await testApp.db.query<{ id: number }>('select id from branches limit 1');
    const product = await create(
      publishableInput({
        status: 'draft',
        fuel_type: 'diesel',
        branch_id: rows[0]!.id,
        specs: [{ label: 'A', value: '1' }],
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { status, body } = await call('POST', `/products/${product.id}`, {
      as: owner,
      body: {
        title: 'Renamed',
        fuel_type: null,
        branch_id: null,
        rental_rates: null,
        for_rent: false,
        specs: [{ label: 'B', value: '2' }],
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...product,
      title: 'Renamed',
      fuel_type: null,
      branch_id: null,
      branch: null,
      rental_rates: null,
      for_rent: false,
      specs: [{ label: 'B', value: '2' }],
      updated_at: expect.any(String),
    });
    expect(body.updated_at > product.updated_at).toBe(true);
    expect(body.sale_price).toBe(product.sale_price);
  });

  it('checks the publishing rules against the resulting product', async () => {
    const draft = await create(draftInput({ for_sale: true }));
    const publish = await call('POST', `/products/${draft.id}`, {
      as: owner,
      body: { status: 'published' },
    });
    expect(publish.status).toBe(422);
    expect(publish.body.errors).toEqual({
      sale_price: ['is required to publish a product for sale'],
    });
    const withPrice = await call('POST', `/products/${draft.id}`, {
      as: owner,
      body: { status: 'published', sale_price: 9_000 },
    });
    expect(withPrice.status).toBe(200);
    expect(withPrice.body).toMatchObject({ status: 'published', sale_price: 9_000 });
    const clearPrice = await call('POST', `/products/${draft.id}`, {
      as: owner,
      body: { sale_price: null },
    });
    expect(clearPrice.status).toBe(422);
  });

  it('answers 409 for a stock number of another product, 404 for unknown ids', async () => {
    const a = await create(draftInput());
    const b = await create(draftInput());
    const taken = await call('POST', `/products/${b.id}`, {
      as: owner,
      body: { stock_number: a.stock_number },
    });
    expect(taken.status).toBe(409);
    const same = await call('POST', `/products/${b.id}`, {
      as: owner,
      body: { stock_number: b.stock_number },
    });
    expect(same.status).toBe(200);
    expect((await call('POST', '/products/3000000000', { as: owner, body: {} })).status).toBe(422);
    for (const id of [999_999, 2_147_483_647]) {
      expect((await call('POST', `/products/${id}`, { as: owner, body: {} })).status).toBe(404);
    }
    const malformed = await call('POST', '/products/abc', { as: owner, body: {} });
    expect(malformed.status).toBe(422);
    expect(fieldsOf(malformed.body)).toEqual(['id']);
  });
});

describe('deleteProduct', () => {
  it('deletes the product (204); it is gone from the admin and the catalog', async () => {
    const product = await create(publishableInput());
    const deleted = await call('DELETE', `/products/${product.id}`, { as: owner });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/products/${product.id}`, { as: owner })).status).toBe(404);
    expect((await call('GET', `/equipment/${product.id}`)).status).toBe(404);
    expect((await call('DELETE', `/products/${product.id}`, { as: owner })).status).toBe(404);
  });
});

describe('access', () => {
  let productId: number;
  beforeAll(async () => {
    productId = (await create(draftInput())).id;
  });

  it('answers 401 without a login', async () => {
    const requests: [Method, string, unknown?][] = [
      ['GET', '/products'],
      ['POST', '/products', draftInput()],
      ['GET', `/products/${productId}`],
      ['POST', `/products/${productId}`, { title: 'Renamed' }],
      ['DELETE', `/products/${productId}`],
      ['POST', '/products/assets/1', { alt_text: 'x' }],
      ['DELETE', '/products/assets/1'],
    ];
    for (const [method, path, body] of requests) {
      const response = await call(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.slug).toBe('unauthenticated');
    }
  });

  it('lets a Member view but not manage (403)', async () => {
    expect((await call('GET', '/products', { as: member })).status).toBe(200);
    expect((await call('GET', `/products/${productId}`, { as: member })).status).toBe(200);
    const requests: [Method, string, unknown?][] = [
      ['POST', '/products', draftInput()],
      ['POST', `/products/${productId}`, { title: 'Renamed' }],
      ['DELETE', `/products/${productId}`],
      ['POST', '/products/assets/1', { alt_text: 'x' }],
      ['DELETE', '/products/assets/1'],
    ];
    for (const [method, path, body] of requests) {
      const response = await call(method, path, { as: member, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.slug).toBe('forbidden');
    }
  });

  it('answers 403 to a member without any role', async () => {
    expect((await call('GET', '/products', { as: noRoles })).status).toBe(403);
    expect((await call('GET', `/products/${productId}`, { as: noRoles })).status).toBe(403);
  });

  it('answers 404 for a product of another account, never its data', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as [Method, unknown][]) {
      const response = await call(method, `/products/${productId}`, { as: stranger, body });
      expect(response.status, method).toBe(404);
      expect(response.body).toEqual({ message: expect.any(String), slug: 'not_found' });
    }
    const { body } = await call('GET', `/products/${productId}`, { as: owner });
    expect(body.title).not.toBe('Mine now');
  });
});
