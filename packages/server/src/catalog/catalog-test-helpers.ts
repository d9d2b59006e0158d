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

/** The key and range columns of `catalog_facet_counts`, in its order. */
const FACET_COUNT_COLUMNS = `category, make, fuel_type, for_rent, for_sale, branch_id, units,
  capacity_min, capacity_max, lift_height_min, lift_height_max, year_min, year_max,
  sale_price_min, sale_price_max, rental_daily_min, rental_daily_max`;

/** What `catalog_facet_counts` should hold for the units with units: counted from products now. */
const RECOUNTED = `select category, make, fuel_type, for_rent, for_sale, branch_id,
    count(*)::int, min(capacity_lbs), max(capacity_lbs), min(lift_height_ft), max(lift_height_ft),
    min(year), max(year), min(sale_price), max(sale_price), min(rental_daily), max(rental_daily)
  from products where status = 'published'
  group by category, make, fuel_type, for_rent, for_sale, branch_id`;

/**
 * The rows where the facet summary and a recount of the published products disagree (empty when
 * the summary is exact), plus any row left at 0 units that still holds a range.
 */
export async function facetSummaryDrift(db: Queryable): Promise<Record<string, unknown>[]> {
  const kept = `select ${FACET_COUNT_COLUMNS} from catalog_facet_counts where units > 0`;
  const { rows } = await db.query(
    `(select 'missing' as drift, * from (${RECOUNTED} except all ${kept}) as missing)
     union all
     (select 'extra', * from (${kept} except all ${RECOUNTED}) as extra)
     union all
     (select 'stale', ${FACET_COUNT_COLUMNS} from catalog_facet_counts
       where units < 0
          or (units = 0 and coalesce(capacity_min, capacity_max, year_min, year_max) is not null)
          or (units = 0 and coalesce(lift_height_min, lift_height_max) is not null)
          or (units = 0 and coalesce(sale_price_min, sale_price_max, rental_daily_min,
                                     rental_daily_max) is not null))`,
  );
  return rows;
}

/** The runs as they should be: the islands of fully booked days, with each unit's key now. */
const RECOMPUTED_RUNS = `
  select p.id, min(d.day), max(d.day), p.status, p.category, p.make, p.fuel_type, p.for_rent,
         p.for_sale, p.branch_id
    from (select equipment_id, day,
                 day - (row_number() over (partition by equipment_id order by day))::int as island
            from equipment_booked_days where booked >= capacity) as d
    join products as p on p.id = d.equipment_id
   group by p.id, d.island`;

/**
 * The rows where `equipment_full_runs` (migration 026) and a recomputation from the booked days
 * and the units disagree (empty when the runs are exact).
 */
export async function fullRunsDrift(db: Queryable) {
  const kept = `select equipment_id, first_day, last_day, status, category, make, fuel_type,
                       for_rent, for_sale, branch_id from equipment_full_runs`;
  const { rows } = await db.query(
    `(select 'missing' as drift, * from (${RECOMPUTED_RUNS} except all ${kept}) as missing)
     union all
     (select 'extra', * from (${kept} except all ${RECOMPUTED_RUNS}) as extra)`,
  );
  return rows;
}
