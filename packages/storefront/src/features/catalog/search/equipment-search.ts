import { rentalDays, type Schemas, addDays } from '@liftline/sdk';
import { isEquipmentCategory } from '@/config/equipment-categories';
import {
  isDefaultSort,
  type EquipmentSearch,
  type EquipmentSort,
} from '@/config/equipment-search-url';

/**
 * The catalog's URL state, parsed and changed by pure functions. Everything a visitor chooses (search
 * text, filters, order, page) lives in the query string, so a result page can be shared and Back
 * returns to the previous choice. A URL someone typed or truncated never breaks the page: values the
 * API would refuse are dropped or clamped here, and `paths.equipment.getHref(search)` writes the
 * cleaned-up search back in a stable order.
 */

type FuelType = Schemas['FuelType'];
type Listing = Schemas['ListingType'];

export const FUEL_TYPES = [
  'electric',
  'diesel',
  'lpg',
  'gasoline',
  'dual-fuel',
  'none',
] as const satisfies readonly FuelType[];

export const LISTINGS = ['rent', 'buy'] as const satisfies readonly Listing[];

export const SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'capacity_desc',
] as const satisfies readonly EquipmentSort[];

/** The API's limits on the text parameters (`maxLength`). */
export const TEXT_MAX_LENGTH = 100;
export const YEAR_BOUNDS = { min: 1900, max: 2100 } as const;
/** Far beyond any real unit; keeps a pasted `1e300` from reaching the API. */
export const NUMBER_MAX = 1_000_000_000;

/** The numeric ranges: their URL keys, and whether the API takes whole numbers only. */
export const RANGES = {
  capacity: { min: 'capacity_min', max: 'capacity_max', integer: true },
  lift_height: { min: 'lift_height_min', max: 'lift_height_max', integer: false },
  year: { min: 'year_min', max: 'year_max', integer: true },
  price: { min: 'price_min', max: 'price_max', integer: false },
} as const;

export type RangeName = keyof typeof RANGES;
export type RangeKey = (typeof RANGES)[RangeName]['min' | 'max'];

/** Every filter (what "Clear all" removes); `q`, `sort` and `page` are not filters. */
export const FILTER_KEYS = [
  'category',
  'make',
  'listing',
  'fuel_type',
  ...Object.values(RANGES).flatMap((range) => [range.min, range.max]),
  'available_from',
  'available_to',
] as const satisfies readonly (keyof EquipmentSearch)[];

export type FilterKey = (typeof FILTER_KEYS)[number];

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function text(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, TEXT_MAX_LENGTH).trim();
  return trimmed ? trimmed : undefined;
}

/**
 * A number a range accepts, or undefined: not a number, negative or infinite is dropped; whole-number
 * ranges round; years are clamped to 1900–2100 and everything else to at most NUMBER_MAX.
 */
export function rangeValue(range: RangeName, raw: string | number | null | undefined) {
  if (raw === null || raw === undefined) return undefined;
  const source = typeof raw === 'string' ? raw.trim() : raw;
  if (source === '') return undefined;
  let value = Number(source);
  if (!Number.isFinite(value) || value < 0) return undefined;
  if (RANGES[range].integer) value = Math.round(value);
  if (range === 'year') return Math.min(YEAR_BOUNDS.max, Math.max(YEAR_BOUNDS.min, value));
  // Two decimals at most (cents, tenths of a foot): keeps URLs short and stable.
  return Math.min(NUMBER_MAX, Math.round(value * 100) / 100);
}

/** The longest "available between" range the API takes, both days counted. */
export const AVAILABLE_MAX_DAYS = 365;

/** `YYYY-MM-DD` of a real calendar day, or undefined. */
export function calendarDay(raw: string | null | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    ? value
    : undefined;
}

/**
 * The "available between" pair as the API takes it: both days or neither, in order, at most
 * AVAILABLE_MAX_DAYS long (a longer range keeps its first day and is cut to that length).
 */
export function availableRange(
  from: string | undefined,
  to: string | undefined,
): { available_from?: string; available_to?: string } {
  if (!from || !to) return {};
  const [first, last] = from <= to ? [from, to] : [to, from];
  const end =
    rentalDays(first, last) > AVAILABLE_MAX_DAYS ? addDays(first, AVAILABLE_MAX_DAYS - 1) : last;
  return { available_from: first, available_to: end };
}

function page(raw: string | null): number | undefined {
  if (!raw || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 1 ? value : undefined;
}

/** Drops what equals the default and swaps a range given upside down (min above max). */
export function normalizeEquipmentSearch(search: EquipmentSearch): EquipmentSearch {
  const result: EquipmentSearch = {};
  for (const [key, value] of Object.entries(search) as [keyof EquipmentSearch, unknown][]) {
    if (value !== undefined && value !== null && value !== '')
      (result as Record<string, unknown>)[key] = value;
  }
  for (const { min, max } of Object.values(RANGES)) {
    const low = result[min];
    const high = result[max];
    if (low !== undefined && high !== undefined && low > high) {
      result[min] = high;
      result[max] = low;
    }
  }
  const available = availableRange(result.available_from, result.available_to);
  delete result.available_from;
  delete result.available_to;
  Object.assign(result, available);
  if (isDefaultSort(result.sort, result.q)) delete result.sort;
  if (result.page !== undefined && result.page <= 1) delete result.page;
  return result;
}

/** The catalog search in a URL's query string (`?category=lift-trucks&price_max=20000`). */
export function parseEquipmentSearch(query: string | URLSearchParams): EquipmentSearch {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const get = (key: string) => params.get(key);
  const category = get('category')?.trim() ?? '';
  const listing = get('listing')?.trim() ?? '';
  const fuel = get('fuel_type')?.trim() ?? '';
  const sort = get('sort')?.trim() ?? '';
  const search: EquipmentSearch = {
    q: text(get('q')),
    category: isEquipmentCategory(category) ? category : undefined,
    make: text(get('make')),
    listing: includes(LISTINGS, listing) ? listing : undefined,
    fuel_type: includes(FUEL_TYPES, fuel) ? fuel : undefined,
    sort: includes(SORTS, sort) ? sort : undefined,
    page: page(get('page')),
    available_from: calendarDay(get('available_from')),
    available_to: calendarDay(get('available_to')),
  };
  for (const [name, { min, max }] of Object.entries(RANGES) as [
    RangeName,
    (typeof RANGES)[RangeName],
  ][]) {
    search[min] = rangeValue(name, get(min));
    search[max] = rangeValue(name, get(max));
  }
  return normalizeEquipmentSearch(search);
}

/**
 * The search after the visitor changed something. Any change of the search text or a filter starts
 * again at page 1 (the old page number may not exist any more); only an explicit `page` keeps one.
 */
export function changeEquipmentSearch(
  search: EquipmentSearch,
  changes: Partial<EquipmentSearch>,
): EquipmentSearch {
  const next: EquipmentSearch = { ...search, ...changes };
  if (!('page' in changes)) delete next.page;
  return normalizeEquipmentSearch(next);
}

/** The change that removes every filter (the search text and the order stay). */
export const NO_FILTERS: Readonly<Partial<EquipmentSearch>> = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, undefined]),
);

/** The search without any filter (the search text and the order stay). */
export function clearFilters(search: EquipmentSearch): EquipmentSearch {
  return changeEquipmentSearch(search, NO_FILTERS);
}

export function hasFilters(search: EquipmentSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** The order the listing shows: the given one, else relevance with search text, else newest. */
export function effectiveSort(search: EquipmentSearch): EquipmentSort {
  if (search.sort && !isDefaultSort(search.sort, search.q)) return search.sort;
  return search.q ? 'relevance' : 'newest';
}
