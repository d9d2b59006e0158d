import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';
import { CATEGORY_LABELS, FUEL_TYPE_LABELS, LISTING_LABELS } from './catalog-labels';
import {
  compileFilters,
  FOR_RENT,
  fullRunsWithin,
  PUBLISHED,
  SqlParams,
  whereClause,
  type CompiledFilters,
  type EquipmentFilterInput,
  type FilterGroup,
} from './equipment-query';

type Schemas = components['schemas'];
export type EquipmentFilters = Schemas['EquipmentFilters'];
type FacetValue = Schemas['FacetValue'];
type Category = Schemas['EquipmentCategory'];
type FuelType = Schemas['FuelType'];

/** The words of `q` that match nothing, each with its similar known words (see `typoTsquery`). */
export type Typos = ReadonlyMap<string, readonly string[]>;

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

/**
 * Where the facets are counted from: every published unit (`products`), or the facet counts kept
 * by migration 020 (`summary`, one row per category, make, fuel type, rent/sale flags and branch).
 */
export type FacetSource = 'products' | 'summary';

/**
 * The filter groups the summary applies exactly: each is a condition on columns it is keyed by.
 * Search text, model and the numeric ranges need the units themselves.
 */
const SUMMARY_GROUPS: readonly FilterGroup[] = [
  'category',
  'make',
  'listing',
  'fuel_type',
  'branch',
];

/** Whether the summary applies every one of these conditions exactly. */
const summaryApplies = (conditions: CompiledFilters['conditions']) =>
  (Object.keys(conditions) as FilterGroup[]).every((group) => SUMMARY_GROUPS.includes(group));

/** The summary when it can answer the filters exactly, else the products. */
export function facetSourceFor(filters: CompiledFilters): FacetSource {
  return summaryApplies(filters.conditions) ? 'summary' : 'products';
}

/**
 * SQL counting the published units matching the filters (`total`): a sum over the facet summary
 * when it answers them exactly (category, make, rent or sale, fuel type, branch, or none: a few
 * rows, however large the catalog), else a count of the units. With an availability range on top
 * of such filters, the sum less the matching units fully booked on some day of the range, counted
 * from their runs of fully booked days (migration 026), which carry the summary's key: the units
 * booked then, not every unit of the listing.
 */
export function totalSql(filters: CompiledFilters): string {
  const { availability, ...others } = filters.conditions;
  const range = filters.availableBetween;
  if (!summaryApplies(others) || (availability !== undefined && range === undefined)) {
    return `select count(*)::int as total from products where ${whereClause(filters)}`;
  }
  const conditions = Object.values(others).map((condition) => `(${condition})`);
  // The availability filter keeps units for rent only (see `compileFilters`).
  if (range !== undefined) conditions.push(FOR_RENT);
  const summed = `coalesce(sum(units), 0)::int`;
  const keys = `catalog_facet_counts where ${['units > 0', ...conditions].join(' and ')}`;
  if (range === undefined) return `select ${summed} as total from ${keys}`;
  const bookedOut = [PUBLISHED, ...conditions, fullRunsWithin(range.from, range.to)];
  return `select (select ${summed} from ${keys})
               - (select count(distinct equipment_id)::int from equipment_full_runs
                   where ${bookedOut.join(' and ')}) as total`;
}

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

type Range = 'capacity' | 'lift_height' | 'year' | 'price';

/** How a source's rows are read: each row stands for one or more published units. */
interface SourceSql {
  /** The rows matching the filters no facet owns, with the given `f_<group>` flag columns. */
  rows(filters: CompiledFilters, flags: string): string;
  /** The number of units of the rows passing `condition`, as an integer. */
  count(condition: string): string;
  /** The column holding the lowest or highest value of a range among a row's units. */
  column(range: Range, end: 'min' | 'max'): string;
}

/** The filters' conditions except the facet groups' (those become flags), for the summary. */
function nonFacetConditions({ conditions }: CompiledFilters): string[] {
  return Object.entries(conditions)
    .filter(([group]) => !(FACET_GROUPS as readonly string[]).includes(group))
    .map(([, condition]) => `(${condition})`);
}

const UNIT_COLUMNS: Record<Range, string> = {
  capacity: 'capacity_lbs',
  lift_height: 'lift_height_ft',
  year: 'year',
  price: 'price',
};

const SOURCES: Record<FacetSource, SourceSql> = {
  // One row per published unit.
  products: {
    rows: (filters, flags) =>
      `select category, make, fuel_type, for_rent, for_sale, capacity_lbs, lift_height_ft, year,
              ${filters.priceColumn}::float8 as price ${flags}
         from products
        where ${whereClause(filters, ...FACET_GROUPS)}`,
    count: (condition) => `(count(*) filter (where ${condition}))::int`,
    column: (range) => UNIT_COLUMNS[range],
  },
  // One row per key of `catalog_facet_counts` holding published units; rows at 0 are left over.
  summary: {
    rows: (filters, flags) =>
      `select category, make, fuel_type, for_rent, for_sale, units, capacity_min, capacity_max,
              lift_height_min, lift_height_max, year_min, year_max,
              ${filters.priceColumn}_min::float8 as price_min,
              ${filters.priceColumn}_max::float8 as price_max ${flags}
         from catalog_facet_counts
        where ${['units > 0', ...nonFacetConditions(filters)].join(' and ')}`,
    count: (condition) => `(coalesce(sum(units) filter (where ${condition}), 0))::int`,
    column: (range, end) => `${range}_${end}`,
  },
};

/**
 * Facets and ranges in one pass over the source: the rows matching the filters no facet owns are
 * read once, each row carries whether it passes each facet's own filter (`f_<group>`), and every
 * facet counts the rows that pass all the *other* facets' filters.
 */
function facetSql(filters: CompiledFilters, source: SourceSql): string {
  const present = FACET_GROUPS.filter((group) => filters.conditions[group] !== undefined);
  const passes = (...except: FacetGroup[]) =>
    present
      .filter((group) => !except.includes(group))
      .map((group) => `f_${group}`)
      .join(' and ') || 'true';
  const flags = present.map((group) => `, (${filters.conditions[group]}) as f_${group}`);
  const range = (name: Range) =>
    `min(${source.column(name, 'min')}) filter (where ${passes(name)}) as ${name}_min,
     max(${source.column(name, 'max')}) filter (where ${passes(name)}) as ${name}_max`;

  // At most one facet filter may fail for a row to count anywhere.
  const failures = present.map((group) => `(not f_${group})::int`).join(' + ') || '0';
  return `select case
                   when grouping(category) = 0 then 'category'
                   when grouping(lower(make)) = 0 then 'make'
                   when grouping(fuel_type) = 0 then 'fuel_type'
                   else 'all'
                 end as facet,
                 category, min(make) as make, fuel_type,
                 ${source.count(passes('category'))} as category_count,
                 ${source.count(passes('make'))} as make_count,
                 ${source.count(passes('fuel_type'))} as fuel_type_count,
                 ${source.count(passes())} as total,
                 ${source.count(`${passes('listing')} and for_rent`)} as rent_count,
                 ${source.count(`${passes('listing')} and for_sale`)} as buy_count,
                 ${range('capacity')}, ${range('lift_height')}, ${range('year')}, ${range('price')}
            from (
              -- "offset 0" keeps the flags computed once per row instead of once per aggregate.
              ${source.rows(filters, flags.join(''))}
              offset 0
            ) as matching
           where ${failures} <= 1
           group by grouping sets ((category), (lower(make)), (fuel_type), ())`;
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

function toEquipmentFilters(rows: FacetRow[], input: EquipmentFilterInput): EquipmentFilters {
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

/**
 * Facets, ranges and total for the filters (disjunctive, see `facetSql`), from the summary when it
 * answers the filters exactly (`facetSourceFor`), else from the published units. `source` forces
 * one (the tests compare both).
 */
export async function computeFacets(
  db: Queryable,
  input: EquipmentFilterInput,
  { typos, source }: { typos?: Typos; source?: FacetSource } = {},
): Promise<EquipmentFilters> {
  const params = new SqlParams();
  const filters = compileFilters(input, params, typos);
  const from = source ?? facetSourceFor(filters);
  if (from === 'summary' && facetSourceFor(filters) !== 'summary') {
    throw new Error('The facet summary cannot answer these filters exactly.');
  }
  const { rows } = await db.query<FacetRow>(facetSql(filters, SOURCES[from]), params.values);
  return toEquipmentFilters(rows, input);
}
