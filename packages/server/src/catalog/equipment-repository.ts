import type { components } from '@liftline/sdk/schema';
import { enumLabels } from '../api/enum-labels';
import { createBranchRepository } from '../branches/branch-repository';
import type { Queryable } from '../db/database';
import { createAssetRepository } from '../products/asset-repository';
import type { CatalogCache } from './catalog-cache';
import {
  compileFilters,
  MAX_INT4,
  orderBy,
  PUBLISHED,
  SqlParams,
  typoCandidates,
  whereClause,
  type EquipmentFilterInput,
  type EquipmentListInput,
  type FilterGroup,
} from './equipment-query';

type Schemas = components['schemas'];
export type EquipmentSummary = Schemas['EquipmentSummary'];
export type Equipment = Schemas['Equipment'];
export type EquipmentPage = Schemas['EquipmentPage'];
export type EquipmentFilters = Schemas['EquipmentFilters'];
type FacetValue = Schemas['FacetValue'];
type Category = Schemas['EquipmentCategory'];
type FuelType = Schemas['FuelType'];

export const CATEGORY_LABELS = enumLabels<Category>('EquipmentCategory');
export const FUEL_TYPE_LABELS = enumLabels<FuelType>('FuelType');
const LISTING_LABELS = enumLabels<Schemas['ListingType']>('ListingType');

export const DEFAULT_PER_PAGE = 24;

/**
 * Numeric columns cast so both drivers answer JSON numbers (PGlite gives `numeric` as a string).
 * `image_url` is the primary image's URL: the product assets feature mirrors it into the column
 * whenever the primary image changes (src/products/asset-repository.ts, `syncImageUrl`).
 */
const SUMMARY_COLUMNS = `id, stock_number, title, category, make, model, year, condition, for_rent, for_sale,
  fuel_type, capacity_lbs, lift_height_ft, hours_used, sale_price::float8 as sale_price,
  rental_daily::float8 as rental_daily, rental_weekly::float8 as rental_weekly,
  rental_monthly::float8 as rental_monthly, image_url, branch_id`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, description, specs, created_at, updated_at`;

type SummaryRow = Omit<EquipmentSummary, 'rental_rates'> & {
  rental_daily: number | null;
  rental_weekly: number | null;
  rental_monthly: number | null;
};

type DetailRow = SummaryRow & {
  description: string;
  specs: Equipment['specs'];
  created_at: Date | string;
  updated_at: Date | string;
};

function toSummary(row: SummaryRow): EquipmentSummary {
  const { rental_daily: daily, rental_weekly: weekly, rental_monthly: monthly, ...rest } = row;
  // A rate card is all three rates; anything less is "rates on request".
  const rental_rates =
    daily !== null && weekly !== null && monthly !== null ? { daily, weekly, monthly } : null;
  return { ...rest, rental_rates };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The facet groups: each facet and range ignores its own filter group. */
const FACET_GROUPS = [
  'category',
  'make',
  'fuel_type',
  'listing',
  'capacity',
  'lift_height',
  'year',
  'price',
] as const satisfies readonly FilterGroup[];
type FacetGroup = (typeof FACET_GROUPS)[number];

interface FacetRow {
  facet: 'category' | 'make' | 'fuel_type' | 'all';
  category: Category | null;
  make: string | null;
  fuel_type: FuelType | null;
  category_count: number;
  make_count: number;
  fuel_type_count: number;
  total: number;
  rent_count: number;
  buy_count: number;
  capacity_min: number | null;
  capacity_max: number | null;
  lift_height_min: number | null;
  lift_height_max: number | null;
  year_min: number | null;
  year_max: number | null;
  price_min: number | null;
  price_max: number | null;
}

/** Facet values in a fixed order; the selected value stays listed (count 0) so the UI can show it. */
function enumFacet<V extends string>(
  labels: Record<V, string>,
  counts: Map<string, number>,
  selected: V | undefined,
): FacetValue[] {
  return (Object.keys(labels) as V[])
    .filter((value) => (counts.get(value) ?? 0) > 0 || value === selected)
    .map((value) => ({ value, label: labels[value], count: counts.get(value) ?? 0 }));
}

type Typos = ReadonlyMap<string, readonly string[]>;

/** Known words suggested for a word that matches nothing: trigram similarity at least this. */
const TYPO_SIMILARITY = 0.3;
/** At most this many known words replace a word that matches nothing. */
const TYPO_EXPANSIONS = 3;

/**
 * The words of `q` that no published unit matches (full text or prefix, as the search itself),
 * each with its most similar known words (`catalog_words`, migration 019), best first; undefined
 * when every word matches. Words that are only stop words are never typos.
 */
async function findTypos(db: Queryable, q: string | undefined): Promise<Typos | undefined> {
  const candidates = q ? typoCandidates(q) : [];
  if (candidates.length === 0) return undefined;
  const { rows } = await db.query<{ word: string; similar: string[] }>(
    `select q.word, array(
              select c.word from catalog_words as c
               where c.word % q.word and similarity(c.word, q.word) >= $2 and c.units > 0
               order by similarity(c.word, q.word) desc, c.word
               limit $3::int) as similar
       from unnest($1::text[]) as q(word)
      where numnode(to_tsquery('english', q.word || ':*')) > 0
        and not exists (select 1 from products
                         where ${PUBLISHED} and search @@ to_tsquery('english', q.word || ':*'))`,
    [candidates, TYPO_SIMILARITY, TYPO_EXPANSIONS],
  );
  return rows.length > 0 ? new Map(rows.map((row) => [row.word, row.similar])) : undefined;
}

/**
 * Facets and ranges in one scan: the rows matching the filters no facet owns are read once, each
 * row carries whether it passes each facet's own filter (`f_<group>`), and every facet counts the
 * rows that pass all the *other* facets' filters.
 */
async function computeFilters(
  db: Queryable,
  input: EquipmentFilterInput,
): Promise<EquipmentFilters> {
  const params = new SqlParams();
  const filters = compileFilters(input, params, await findTypos(db, input.q?.trim()));
  const present = FACET_GROUPS.filter((group) => filters.conditions[group] !== undefined);
  const passes = (...except: FacetGroup[]) =>
    present
      .filter((group) => !except.includes(group))
      .map((group) => `f_${group}`)
      .join(' and ') || 'true';
  const flags = present.map((group) => `, (${filters.conditions[group]}) as f_${group}`);

  // At most one facet filter may fail for a row to count anywhere.
  const failures = present.map((group) => `(not f_${group})::int`).join(' + ') || '0';
  const { rows } = await db.query<FacetRow>(
    `select case
                  when grouping(category) = 0 then 'category'
                  when grouping(lower(make)) = 0 then 'make'
                  when grouping(fuel_type) = 0 then 'fuel_type'
                  else 'all'
                end as facet,
                category, min(make) as make, fuel_type,
                (count(*) filter (where ${passes('category')}))::int as category_count,
                (count(*) filter (where ${passes('make')}))::int as make_count,
                (count(*) filter (where ${passes('fuel_type')}))::int as fuel_type_count,
                (count(*) filter (where ${passes()}))::int as total,
                (count(*) filter (where ${passes('listing')} and for_rent))::int as rent_count,
                (count(*) filter (where ${passes('listing')} and for_sale))::int as buy_count,
                min(capacity_lbs) filter (where ${passes('capacity')}) as capacity_min,
                max(capacity_lbs) filter (where ${passes('capacity')}) as capacity_max,
                min(lift_height_ft) filter (where ${passes('lift_height')}) as lift_height_min,
                max(lift_height_ft) filter (where ${passes('lift_height')}) as lift_height_max,
                min(year) filter (where ${passes('year')}) as year_min,
                max(year) filter (where ${passes('year')}) as year_max,
                min(price) filter (where ${passes('price')}) as price_min,
                max(price) filter (where ${passes('price')}) as price_max
           from (
             -- "offset 0" keeps the flags computed once per row instead of once per aggregate.
             select category, make, fuel_type, for_rent, for_sale, capacity_lbs, lift_height_ft,
                    year, ${filters.priceColumn}::float8 as price ${flags.join('')}
               from products
              where ${whereClause(filters, ...FACET_GROUPS)}
             offset 0
           ) as matching
          where ${failures} <= 1
          group by grouping sets ((category), (lower(make)), (fuel_type), ())`,
    params.values,
  );

  const counts = { category: new Map<string, number>(), fuel_type: new Map<string, number>() };
  const makes: FacetValue[] = [];
  let all: FacetRow | undefined;
  for (const row of rows) {
    if (row.facet === 'all') all = row;
    else if (row.facet === 'category' && row.category) {
      counts.category.set(row.category, row.category_count);
    } else if (row.facet === 'fuel_type' && row.fuel_type) {
      counts.fuel_type.set(row.fuel_type, row.fuel_type_count);
    } else if (row.facet === 'make' && row.make && row.make_count > 0) {
      makes.push({ value: row.make, label: row.make, count: row.make_count });
    }
  }
  const selectedMake = input.make?.toLowerCase();
  if (input.make && !makes.some((make) => make.value.toLowerCase() === selectedMake)) {
    makes.push({ value: input.make, label: input.make, count: 0 });
  }
  makes.sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));

  const range = (min: number | null | undefined, max: number | null | undefined) => ({
    min: min ?? null,
    max: max ?? null,
  });
  return {
    categories: enumFacet(CATEGORY_LABELS, counts.category, input.category),
    makes,
    fuel_types: enumFacet(FUEL_TYPE_LABELS, counts.fuel_type, input.fuel_type),
    listing: (['rent', 'buy'] as const).map((value) => ({
      value,
      label: LISTING_LABELS[value],
      count: (value === 'rent' ? all?.rent_count : all?.buy_count) ?? 0,
    })),
    ranges: {
      capacity_lbs: range(all?.capacity_min, all?.capacity_max),
      lift_height_ft: range(all?.lift_height_min, all?.lift_height_max),
      year: range(all?.year_min, all?.year_max),
      price: range(all?.price_min, all?.price_max),
    },
    total: all?.total ?? 0,
  };
}

/** Computes every time: for callers that read one row and need no cache. */
const uncached: Pick<CatalogCache, 'get'> = { get: (_key, compute) => compute() };

export function createEquipmentRepository(
  db: Queryable,
  { cache = uncached }: { cache?: Pick<CatalogCache, 'get'> } = {},
) {
  const branches = createBranchRepository(db);
  const assets = createAssetRepository(db);

  return {
    /** One page of published equipment: a count, then (when the page has rows) the page itself. */
    async page(input: EquipmentListInput): Promise<EquipmentPage> {
      const page = input.page ?? 1;
      const perPage = input.per_page ?? DEFAULT_PER_PAGE;
      const params = new SqlParams();
      const q = input.q?.trim();
      const typos = q ? await cache.get(`typos ${q}`, () => findTypos(db, q)) : undefined;
      const filters = compileFilters(input, params, typos);
      const where = whereClause(filters);
      const countSql = `select count(*)::int as total from products where ${where}`;
      const total = await cache.get(
        `count ${countSql} ${JSON.stringify(params.values)}`,
        async () => {
          const { rows } = await db.query<{ total: number }>(countSql, params.values);
          return rows[0]?.total ?? 0;
        },
      );
      const meta = { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) };
      const offset = (page - 1) * perPage;
      if (offset >= total) return { items: [], meta };

      const order = orderBy(input.sort ?? 'newest', filters);
      const { rows } = await db.query<SummaryRow>(
        `select ${SUMMARY_COLUMNS} from products where ${where} order by ${order}
          limit ${params.add(perPage)}::int offset ${params.add(offset)}::int`,
        params.values,
      );
      return { items: rows.map(toSummary), meta };
    },

    /** Facets, ranges and total for the filters (disjunctive, see `computeFilters`). */
    async filters(input: EquipmentFilterInput): Promise<EquipmentFilters> {
      return cache.get(`filters ${JSON.stringify(input)}`, () => computeFilters(db, input));
    },

    /** A published unit as a list item, or undefined (unknown, draft or archived). */
    async findPublishedSummary(id: number): Promise<EquipmentSummary | undefined> {
      if (id > MAX_INT4) return undefined;
      const { rows } = await db.query<SummaryRow>(
        `select ${SUMMARY_COLUMNS} from products where id = $1 and ${PUBLISHED}`,
        [id],
      );
      return rows[0] && toSummary(rows[0]);
    },

    /** A published unit with its details and holding branch, or undefined. */
    async findPublished(id: number): Promise<Equipment | undefined> {
      if (id > MAX_INT4) return undefined;
      const { rows } = await db.query<DetailRow>(
        `select ${DETAIL_COLUMNS} from products where id = $1 and ${PUBLISHED}`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { description, specs, created_at, updated_at, ...summary } = row;
      const branch = summary.branch_id === null ? null : await branches.findById(summary.branch_id);
      return {
        ...toSummary(summary),
        description,
        specs,
        assets: await assets.listForProduct(id),
        branch: branch ?? null,
        created_at: iso(created_at),
        updated_at: iso(updated_at),
      };
    },
  };
}

export type EquipmentRepository = ReturnType<typeof createEquipmentRepository>;
