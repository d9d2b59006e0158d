import type { components } from '@liftline/sdk/schema';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';

type EquipmentSummary = components['schemas']['EquipmentSummary'];
type EquipmentPage = components['schemas']['EquipmentPage'];

/** Query parameters of a test request; undefined ones are left out. */
export type TestQuery = Record<string, string | number | undefined>;

/** GET an API path with a query object; answers the parsed body and the status. */
export async function getJson<T>(
  app: FastifyInstance,
  path: string,
  query: TestQuery = {},
): Promise<{ status: number; body: T }> {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)] as [string, string]],
    ),
  ).toString();
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1${path}${search ? `?${search}` : ''}`,
  });
  return { status: response.statusCode, body: response.json() as T };
}

/** Every item of a listing, page by page (100 per page), checking the meta on the way. */
export async function listAll(
  app: FastifyInstance,
  query: TestQuery = {},
): Promise<{ items: EquipmentSummary[]; total: number }> {
  const items: EquipmentSummary[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await getJson<EquipmentPage>(app, '/equipment', {
      ...query,
      page,
      per_page: 100,
    });
    if (status !== 200) throw new Error(`GET /equipment answered ${status}`);
    items.push(...body.items);
    if (page >= body.meta.total_pages) return { items, total: body.meta.total };
  }
}

/** `count(*)` of published products matching a SQL condition. */
export async function countPublished(
  db: Queryable,
  condition = 'true',
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from products where status = 'published' and (${condition})`,
    params,
  );
  return rows[0]!.count;
}

export interface ProductOverrides {
  title?: string;
  status?: 'draft' | 'published' | 'archived';
  category?: string;
  make?: string;
  model?: string;
  branch_id?: number | null;
  for_rent?: boolean;
  for_sale?: boolean;
  sale_price?: number | null;
}

let stockCounter = 0;

/** Inserts a product straight into the table (as the admin API would) and answers its id. */
export async function insertProduct(
  db: Queryable,
  overrides: ProductOverrides = {},
): Promise<number> {
  const product = {
    title: 'Test Unit',
    status: 'published',
    category: 'warehouse-equipment',
    make: 'Testmake',
    model: 'TM-1',
    branch_id: null,
    for_rent: false,
    for_sale: true,
    sale_price: 1000,
    ...overrides,
  };
  const { rows } = await db.query<{ id: number }>(
    `insert into products (stock_number, title, category, make, model, year, condition, for_rent,
       for_sale, sale_price, branch_id, status, description, specs)
     values ($1, $2, $3, $4, $5, 2024, 'used', $6, $7, $8, $9, $10, 'A test unit.', '[]')
     returning id`,
    [
      `TEST-${process.pid}-${++stockCounter}`,
      product.title,
      product.category,
      product.make,
      product.model,
      product.for_rent,
      product.for_sale,
      product.sale_price,
      product.branch_id,
      product.status,
    ],
  );
  return rows[0]!.id;
}
