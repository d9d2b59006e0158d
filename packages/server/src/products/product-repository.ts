import type { components } from '@liftline/sdk/schema';
import type { QueryOf } from '../api/operations';
import { createBranchRepository } from '../branches/branch-repository';
import { SqlParams } from '../catalog/equipment-query';
import type { Queryable } from '../db/database';
import { createAssetRepository } from './asset-repository';
import type { ProductCreateInput, ProductState, ProductUpdateInput } from './product-rules';

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type ProductSummary = Schemas['ProductSummary'];
export type ProductPage = Schemas['ProductPage'];
export type ProductListInput = QueryOf<'listProducts'>;

const DEFAULT_PER_PAGE = 20;

/** Numeric columns cast so both drivers answer JSON numbers (PGlite gives `numeric` as a string). */
const SUMMARY_COLUMNS = `id, stock_number, title, category, make, model, year, condition, for_rent,
  for_sale, fuel_type, capacity_lbs, lift_height_ft, hours_used, sale_price::float8 as sale_price,
  rental_daily::float8 as rental_daily, rental_weekly::float8 as rental_weekly,
  rental_monthly::float8 as rental_monthly, image_url, image_width, image_height, image_sources, branch_id, status, account_id,
  fleet_quantity, created_at, updated_at`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, description, specs`;

type SummaryRow = Omit<ProductSummary, 'rental_rates' | 'created_at' | 'updated_at'> & {
  rental_daily: number | null;
  rental_weekly: number | null;
  rental_monthly: number | null;
  created_at: Date | string;
  updated_at: Date | string;
};

type DetailRow = SummaryRow & { description: string; specs: Product['specs'] };

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: SummaryRow): ProductSummary {
  const {
    rental_daily: daily,
    rental_weekly: weekly,
    rental_monthly: monthly,
    created_at,
    updated_at,
    ...rest
  } = row;
  // A rate card is all three rates; anything less is "rates on request" (as in the catalog).
  const rental_rates =
    daily !== null && weekly !== null && monthly !== null ? { daily, weekly, monthly } : null;
  return { ...rest, rental_rates, created_at: iso(created_at), updated_at: iso(updated_at) };
}

/** The input fields stored in a column of the same name. */
const PLAIN_COLUMNS = new Set<string>([
  'stock_number',
  'title',
  'category',
  'make',
  'model',
  'year',
  'condition',
  'for_rent',
  'for_sale',
  'status',
  'fuel_type',
  'capacity_lbs',
  'lift_height_ft',
  'hours_used',
  'sale_price',
  'branch_id',
  'description',
  'fleet_quantity',
]);

/** Column values of an input; `rental_rates` spreads over three columns, `specs` is JSON. */
function columnValues(input: ProductUpdateInput): [string, unknown][] {
  const values: [string, unknown][] = [];
  for (const [key, value] of Object.entries(input) as [keyof ProductUpdateInput, unknown][]) {
    if (value === undefined) continue;
    if (key === 'rental_rates') {
      const rates = input.rental_rates ?? null;
      values.push(['rental_daily', rates?.daily ?? null]);
      values.push(['rental_weekly', rates?.weekly ?? null]);
      values.push(['rental_monthly', rates?.monthly ?? null]);
    } else if (key === 'specs') {
      values.push(['specs', JSON.stringify(value)]);
    } else if (PLAIN_COLUMNS.has(key)) {
      values.push([key, value]);
    } else {
      // The document's schema (additionalProperties: false) lets no other field through.
      throw new Error(`Not a product field: ${key}`);
    }
  }
  return values;
}

/** `%word%` for ILIKE with the pattern characters of the word escaped. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Products of one account as the admin API manages them (any status). */
export function createProductRepository(db: Queryable) {
  const branches = createBranchRepository(db);
  const assets = createAssetRepository(db);

  return {
    /** One page of the account's products, newest first, with the list filters. */
    async page(accountId: number, input: ProductListInput): Promise<ProductPage> {
      const page = input.page ?? 1;
      const perPage = input.per_page ?? DEFAULT_PER_PAGE;
      const params = new SqlParams();
      const conditions = [`account_id = ${params.add(accountId)}`];
      if (input.status) conditions.push(`status = ${params.add(input.status)}`);
      if (input.category) conditions.push(`category = ${params.add(input.category)}`);
      // Every word of `q` must appear in the title, stock number, make or model.
      for (const word of (input.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
        const pattern = params.add(containing(word));
        conditions.push(
          `(title ilike ${pattern} or stock_number ilike ${pattern} or make ilike ${pattern} or model ilike ${pattern})`,
        );
      }
      const where = conditions.join(' and ');
      const count = await db.query<{ total: number }>(
        `select count(*)::int as total from products where ${where}`,
        params.values,
      );
      const total = count.rows[0]?.total ?? 0;
      const meta = { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) };
      const offset = (page - 1) * perPage;
      if (offset >= total) return { items: [], meta };
      const { rows } = await db.query<SummaryRow>(
        `select ${SUMMARY_COLUMNS} from products where ${where}
          order by created_at desc, id desc
          limit ${params.add(perPage)}::int offset ${params.add(offset)}::int`,
        params.values,
      );
      return { items: rows.map(toSummary), meta };
    },

    /** A product of the account with its assets and branch; undefined when not the account's. */
    async find(accountId: number, id: number): Promise<Product | undefined> {
      const { rows } = await db.query<DetailRow>(
        `select ${DETAIL_COLUMNS} from products where id = $1 and account_id = $2`,
        [id, accountId],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { description, specs, ...summary } = row;
      const branch = row.branch_id === null ? null : await branches.findById(row.branch_id);
      return {
        ...toSummary(summary),
        description,
        specs,
        assets: await assets.listForProduct(id),
        branch: branch ?? null,
      };
    },

    /** The publishing-relevant state of a product of the account, locked for an update. */
    async lockState(accountId: number, id: number): Promise<ProductState | undefined> {
      const { rows } = await db.query<SummaryRow>(
        `select ${SUMMARY_COLUMNS} from products where id = $1 and account_id = $2 for update`,
        [id, accountId],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { status, for_rent, for_sale, sale_price, rental_rates } = toSummary(row);
      return { status, for_rent, for_sale, sale_price, rental_rates };
    },

    /** Inserts a product into the account (status `draft` unless given); answers its id. */
    async create(accountId: number, input: ProductCreateInput): Promise<number> {
      const values = columnValues({ status: 'draft', ...input });
      const columns = ['account_id', ...values.map(([column]) => column)];
      const params = [accountId, ...values.map(([, value]) => value)];
      const { rows } = await db.query<{ id: number }>(
        `insert into products (${columns.join(', ')})
         values (${params.map((_, index) => `$${index + 1}`).join(', ')})
         returning id`,
        params,
      );
      return rows[0]!.id;
    },

    /** Applies the given fields (null clears; lists replace) and touches `updated_at`. */
    async update(accountId: number, id: number, input: ProductUpdateInput): Promise<void> {
      const values = columnValues(input);
      const assignments = values.map(([column], index) => `${column} = $${index + 3}`);
      await db.query(
        `update products set ${[...assignments, 'updated_at = now()'].join(', ')}
          where id = $1 and account_id = $2`,
        [id, accountId, ...values.map(([, value]) => value)],
      );
    },

    /** Deletes a product of the account (its asset rows cascade); false when there was none. */
    async delete(accountId: number, id: number): Promise<boolean> {
      const { rows } = await db.query(
        'delete from products where id = $1 and account_id = $2 returning id',
        [id, accountId],
      );
      return rows.length > 0;
    },

    /** Whether the branch exists and is active (a unit may be moved only to an active one). */
    branchAvailability(id: number) {
      return branches.availability(id);
    },

    /** The branch the account's product is at now (null: none; undefined: no such product). */
    async branchOf(accountId: number, id: number): Promise<number | null | undefined> {
      const { rows } = await db.query<{ branch_id: number | null }>(
        'select branch_id from products where id = $1 and account_id = $2',
        [id, accountId],
      );
      return rows[0]?.branch_id;
    },
  };
}

/** Whether `error` is the unique violation of a stock number already used in the account. */
export function isDuplicateStockNumber(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'products_account_stock_number_key';
}

/** Whether `error` is the foreign key violation of a branch that does not exist (any more). */
export function isUnknownBranch(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23503' && constraint === 'products_branch_id_fkey';
}
