import type { QueryOf } from '../api/operations';

/** The filters shared by `listEquipment` and `getEquipmentFilters` (already validated by the contract). */
export type EquipmentFilterInput = QueryOf<'getEquipmentFilters'>;
export type EquipmentListInput = QueryOf<'listEquipment'>;
export type EquipmentSort = NonNullable<EquipmentListInput['sort']>;

/** Largest value a PostgreSQL `integer` column can hold: larger ids cannot exist. */
export const MAX_INT4 = 2_147_483_647;

/** Positional parameters of one statement: `add(value)` answers the placeholder to write. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The filters group by what they restrict; facets and ranges leave out their own group
 * (disjunctive facets), everything else always applies.
 */
export type FilterGroup =
  | 'q'
  | 'category'
  | 'make'
  | 'model'
  | 'listing'
  | 'fuel_type'
  | 'capacity'
  | 'lift_height'
  | 'year'
  | 'price'
  | 'branch';

export interface CompiledFilters {
  /** One SQL condition per group that is set; values are bound through `SqlParams`. */
  conditions: Partial<Record<FilterGroup, string>>;
  /** The text-search query expression when `q` has something to search for. */
  tsquery: string | undefined;
  /** The column prices are read from: the daily rate for `listing=rent`, else the sale price. */
  priceColumn: 'rental_daily' | 'sale_price';
}

/** Every published product; the public catalog never sees anything else. */
export const PUBLISHED = `status = 'published'`;

/** Integers bound as text must stay digits (1e21 would print as "1e+21"). */
const bigint = (value: number) => Math.min(value, Number.MAX_SAFE_INTEGER);

/**
 * A prefix query so that partial words match while typing ("forkl" finds forklifts): every word of
 * `q` becomes `word:*`, ANDed; a word written `-word` is negated like websearch syntax does. Only
 * letters and digits reach the query text, so no tsquery operator can be injected.
 */
export function prefixTsquery(q: string): string | undefined {
  const terms: string[] = [];
  for (const token of q.normalize('NFKC').toLowerCase().split(/\s+/)) {
    const words = token.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0 || (token === 'or' && terms.length > 0)) continue;
    const term = words.map((word) => `${word}:*`).join(' & ');
    const grouped = words.length > 1 ? `(${term})` : term;
    terms.push(token.startsWith('-') ? `!${grouped}` : grouped);
  }
  return terms.length > 0 ? terms.join(' & ') : undefined;
}

/**
 * Search text for `websearch_to_tsquery`: a `-` negates only when a word or a quoted phrase follows
 * it. Runs of dashes, or dashes standing alone, nest NOT operators in PostgreSQL's parser until it
 * fails ("tsquery stack too small", a 500): they become plain spaces.
 */
export function websearchText(q: string): string {
  return q.replace(/-+/g, '-').replace(/-(?![\p{L}\p{N}"'])/gu, ' ');
}

/** Turns the validated filter query into SQL conditions; every value is a bound parameter. */
export function compileFilters(filters: EquipmentFilterInput, params: SqlParams): CompiledFilters {
  const conditions: Partial<Record<FilterGroup, string>> = {};
  const priceColumn = filters.listing === 'rent' ? 'rental_daily' : 'sale_price';
  const range = (column: string, min: string | undefined, max: string | undefined) => {
    const parts = [];
    if (min !== undefined) parts.push(`${column} >= ${min}`);
    if (max !== undefined) parts.push(`${column} <= ${max}`);
    return parts.length > 0 ? parts.join(' and ') : undefined;
  };
  const optional = <T>(value: T | undefined, bind: (value: T) => string) =>
    value === undefined ? undefined : bind(value);

  let tsquery: string | undefined;
  const q = filters.q?.trim();
  if (q) {
    const prefix = prefixTsquery(q);
    const websearch = `websearch_to_tsquery('english', ${params.add(websearchText(q))})`;
    tsquery = prefix ? `(${websearch} || to_tsquery('english', ${params.add(prefix)}))` : websearch;
    conditions.q = `search @@ ${tsquery}`;
  }
  if (filters.category) conditions.category = `category = ${params.add(filters.category)}`;
  if (filters.make !== undefined) {
    conditions.make = `lower(make) = lower(${params.add(filters.make)})`;
  }
  if (filters.model !== undefined) {
    conditions.model = `lower(model) = lower(${params.add(filters.model)})`;
  }
  if (filters.listing) conditions.listing = filters.listing === 'rent' ? 'for_rent' : 'for_sale';
  if (filters.fuel_type) conditions.fuel_type = `fuel_type = ${params.add(filters.fuel_type)}`;
  conditions.capacity = range(
    'capacity_lbs',
    optional(filters.capacity_min, (v) => `${params.add(bigint(v))}::bigint`),
    optional(filters.capacity_max, (v) => `${params.add(bigint(v))}::bigint`),
  );
  conditions.lift_height = range(
    'lift_height_ft',
    optional(filters.lift_height_min, (v) => `${params.add(v)}::float8`),
    optional(filters.lift_height_max, (v) => `${params.add(v)}::float8`),
  );
  conditions.year = range(
    'year',
    optional(filters.year_min, (v) => `${params.add(v)}::int`),
    optional(filters.year_max, (v) => `${params.add(v)}::int`),
  );
  conditions.price = range(
    priceColumn,
    optional(filters.price_min, (v) => `${params.add(v)}::numeric`),
    optional(filters.price_max, (v) => `${params.add(v)}::numeric`),
  );
  if (filters.branch_id !== undefined) {
    // An unknown branch simply matches nothing, however large the number.
    conditions.branch = `branch_id = ${params.add(bigint(filters.branch_id))}::bigint`;
  }
  for (const key of Object.keys(conditions) as FilterGroup[]) {
    if (conditions[key] === undefined) delete conditions[key];
  }
  return { conditions, tsquery, priceColumn };
}

/** `where` body: published, and every condition except those of the `except` groups. */
export function whereClause({ conditions }: CompiledFilters, ...except: FilterGroup[]): string {
  const parts = [PUBLISHED];
  for (const [group, condition] of Object.entries(conditions)) {
    if (!except.includes(group as FilterGroup)) parts.push(`(${condition})`);
  }
  return parts.join(' and ');
}

/**
 * `order by` body of a sort; ties break on the id so pages never overlap. Columns are qualified:
 * a bare `sale_price` would mean the selected `sale_price::float8`, which no index can serve.
 */
export function orderBy(sort: EquipmentSort, filters: CompiledFilters): string {
  const price = `products.${filters.priceColumn}`;
  switch (sort) {
    case 'relevance':
      return filters.tsquery
        ? `ts_rank(products.search, ${filters.tsquery}) desc, products.created_at desc, products.id desc`
        : 'products.created_at desc, products.id desc';
    case 'price_asc':
      return `${price} asc nulls last, products.id asc`;
    case 'price_desc':
      return `${price} desc nulls last, products.id desc`;
    case 'year_desc':
      return 'products.year desc, products.id desc';
    case 'year_asc':
      return 'products.year asc, products.id asc';
    case 'capacity_desc':
      return 'products.capacity_lbs desc nulls last, products.id desc';
    case 'newest':
      return 'products.created_at desc, products.id desc';
  }
}
