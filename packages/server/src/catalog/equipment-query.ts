import type { QueryOf } from '../api/operations';
import { MAX_RENTAL_DAYS, rangeProblems } from '../bookings/date-range';
import type { FieldErrors } from '../http/api-error';

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
  | 'branch'
  | 'availability';

export interface CompiledFilters {
  /** One SQL condition per group that is set; values are bound through `SqlParams`. */
  conditions: Partial<Record<FilterGroup, string>>;
  /** The text-search query expression when `q` has something to search for. */
  tsquery: string | undefined;
  /**
   * The typo-tolerant query expression when some word of `q` matched nothing and was replaced by
   * similar known words (`typoTsquery`); its matches rank below those of `tsquery`.
   */
  typoTsquery: string | undefined;
  /** The column prices are read from: the daily rate for `listing=rent`, else the sale price. */
  priceColumn: 'rental_daily' | 'sale_price';
  /** The placeholders of `available_from` and `available_to` when the filters set them. */
  availableBetween: { from: string; to: string } | undefined;
}

/** Every published product; the public catalog never sees anything else. */
export const PUBLISHED = `status = 'published'`;

/** Units that can be rented: the only ones the availability filter can keep. */
export const FOR_RENT = 'for_rent';

/**
 * The listing's availability filter (`available_from`/`available_to`): no day of the range on
 * which the unit is fully booked. `products` is the table of the surrounding query; the partial
 * index of migration 023 holds only fully booked days.
 */
export const availableThroughout = (from: string, to: string) =>
  `not exists (select 1 from equipment_booked_days f
                where f.equipment_id = products.id and f.booked >= f.capacity
                  and f.day between ${from}::date and ${to}::date)`;

/**
 * The runs of fully booked days (`equipment_full_runs`, migration 026) that share a day with the
 * range: a unit has one exactly when `availableThroughout` leaves it out.
 */
export const fullRunsWithin = (from: string, to: string) =>
  `last_day >= ${from}::date and first_day <= ${to}::date`;

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

/** Words shorter than this are never treated as typos: they share too few trigrams. */
export const TYPO_MIN_LENGTH = 4;

/**
 * The words of `q` that may hide a typo, to look up (`catalog_words`): distinct words (letters and
 * digits) of the tokens not negated, 4+ characters, with at least one letter (a wrong number is
 * not a typo of another number).
 */
export function typoCandidates(q: string): string[] {
  const words = new Set<string>();
  for (const token of q.normalize('NFKC').toLowerCase().split(/\s+/)) {
    if (token.startsWith('-')) continue;
    for (const word of token.match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (word.length >= TYPO_MIN_LENGTH && /\p{L}/u.test(word)) words.add(word);
    }
  }
  return [...words];
}

/** A token of search text: its words (letters and digits) and whether a `-` negates it. */
interface SearchToken {
  words: string[];
  negated: boolean;
}

/**
 * The alternatives of search text as websearch reads them: split on `or` (AND binds tighter), each
 * the list of its tokens. Tokens without a letter or digit, and empty alternatives (a leading,
 * trailing or doubled `or`), are left out.
 */
export function queryAlternatives(q: string): SearchToken[][] {
  const alternatives: SearchToken[][] = [[]];
  for (const token of q.normalize('NFKC').toLowerCase().split(/\s+/)) {
    const words = token.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0) continue;
    const current = alternatives[alternatives.length - 1]!;
    if (token === 'or') {
      if (current.length > 0) alternatives.push([]);
      continue;
    }
    current.push({ words, negated: token.startsWith('-') });
  }
  return alternatives.filter((tokens) => tokens.length > 0);
}

/**
 * The typo-tolerant variant of the prefix query: every word of `expansions` (a word no published
 * unit matches) becomes the OR of its similar known words; the other words stay `word:*`. `or`
 * between words is honoured as websearch does (`queryAlternatives`), so "telehandlr or toyota"
 * finds both. An alternative holding a word without any similar word cannot match and is dropped.
 * Undefined when nothing was expanded or nothing can match. Only letters and digits reach the text.
 */
export function typoTsquery(q: string, expansions: ReadonlyMap<string, readonly string[]>) {
  let expanded = false;
  const kept: string[] = [];
  for (const tokens of queryAlternatives(q)) {
    let impossible = false;
    const terms = tokens.map(({ words, negated }) => {
      const parts = words.map((word) => {
        const similar = negated ? undefined : expansions.get(word);
        if (similar === undefined) return `${word}:*`;
        expanded = true;
        if (similar.length === 0) impossible = true;
        return similar.length > 1 ? `(${similar.join(' | ')})` : (similar[0] ?? '');
      });
      const term = parts.length > 1 ? `(${parts.join(' & ')})` : parts[0]!;
      return negated ? `!${term}` : term;
    });
    if (!impossible) kept.push(terms.join(' & '));
  }
  if (!expanded || kept.length === 0) return undefined;
  return kept.join(' | ');
}

/**
 * Whether every alternative of `q` (`queryAlternatives`) asks for a word of `expansions` that is
 * not negated. Such a word matches no published unit, not even as a prefix (`findTypos`), so
 * neither exact query (websearch or prefix) can match anything: the search is the typo query
 * alone, with no tier of exact matches to rank first. A websearch alternative is made of one or
 * more of these (quoted text may hold an `or` websearch does not split on), so it holds such a
 * word too. False when some alternative has none: then both queries run.
 */
export function onlyTypoMatches(
  q: string,
  expansions: ReadonlyMap<string, readonly string[]>,
): boolean {
  const alternatives = queryAlternatives(q);
  return (
    alternatives.length > 0 &&
    alternatives.every((tokens) =>
      tokens.some(({ words, negated }) => !negated && words.some((word) => expansions.has(word))),
    )
  );
}

/**
 * Turns the validated filter query into SQL conditions; every value is a bound parameter.
 * `typos`: the words of `q` that match nothing, each with its similar known words (see
 * `typoTsquery`); typo-tolerant search is off without it.
 */
export function compileFilters(
  filters: EquipmentFilterInput,
  params: SqlParams,
  typos?: ReadonlyMap<string, readonly string[]>,
): CompiledFilters {
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
  let typoQuery: string | undefined;
  const q = filters.q?.trim();
  if (q) {
    const typo = typos && typos.size > 0 ? typoTsquery(q, typos) : undefined;
    if (typo && typos && onlyTypoMatches(q, typos)) {
      // The exact queries cannot match (see `onlyTypoMatches`): testing them on every row the
      // typo query finds cost tens of milliseconds at 100,000 units, for nothing.
      tsquery = `to_tsquery('english', ${params.add(typo)})`;
      conditions.q = `search @@ ${tsquery}`;
    } else {
      const prefix = prefixTsquery(q);
      const websearch = `websearch_to_tsquery('english', ${params.add(websearchText(q))})`;
      tsquery = prefix
        ? `(${websearch} || to_tsquery('english', ${params.add(prefix)}))`
        : websearch;
      conditions.q = `search @@ ${tsquery}`;
      if (typo) {
        typoQuery = `to_tsquery('english', ${params.add(typo)})`;
        conditions.q = `search @@ ${tsquery} or search @@ ${typoQuery}`;
      }
    }
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
  // Checked before (`availabilityProblems`): both or neither.
  let availableBetween: CompiledFilters['availableBetween'];
  if (filters.available_from !== undefined && filters.available_to !== undefined) {
    availableBetween = {
      from: params.add(filters.available_from),
      to: params.add(filters.available_to),
    };
    // Only a unit for rent can be available for a period: one for sale only is left out.
    const free = availableThroughout(availableBetween.from, availableBetween.to);
    conditions.availability = `${FOR_RENT} and ${free}`;
  }
  for (const key of Object.keys(conditions) as FilterGroup[]) {
    if (conditions[key] === undefined) delete conditions[key];
  }
  return { conditions, tsquery, typoTsquery: typoQuery, priceColumn, availableBetween };
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
  // Typo matches come after the exact ones, whatever the sort (each tier in the sort's order).
  const { tsquery, typoTsquery: typo } = filters;
  if (!typo || !tsquery) return sortOrder(sort, filters);
  const exactFirst = `(products.search @@ ${tsquery}) desc`;
  return sort === 'relevance'
    ? `${exactFirst}, ts_rank(products.search, ${tsquery}) desc, ts_rank(products.search, ${typo}) desc, products.created_at desc, products.id desc`
    : `${exactFirst}, ${sortOrder(sort, filters)}`;
}

function sortOrder(sort: EquipmentSort, filters: CompiledFilters): string {
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

/** Whether the filters ask for units free on some days (the answer then depends on bookings). */
export const filtersByAvailability = (filters: EquipmentFilterInput) =>
  filters.available_from !== undefined || filters.available_to !== undefined;

const availabilityMessages = {
  fromRequired: /*i18n*/ {
    id: 'field.availableFrom.required',
    message: 'is required with available_to',
  },
  toRequired: /*i18n*/ {
    id: 'field.availableTo.required',
    message: 'is required with available_from',
  },
};

/**
 * The 422s of `available_from`/`available_to`: one without the other, a day of year 0, an end
 * before the start, more than 365 days.
 */
export function availabilityProblems(filters: EquipmentFilterInput): FieldErrors {
  const { available_from: from, available_to: to } = filters;
  if (from === undefined && to === undefined) return {};
  if (from === undefined) return { available_from: [availabilityMessages.fromRequired] };
  if (to === undefined) return { available_to: [availabilityMessages.toRequired] };
  const problems = rangeProblems(from, to, { maxDays: MAX_RENTAL_DAYS });
  return {
    ...(problems.start ? { available_from: [problems.start] } : {}),
    ...(problems.end ? { available_to: [problems.end] } : {}),
  };
}
