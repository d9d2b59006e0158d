import type { MessageDescriptor } from '@lingui/core';
import type { Schemas } from '@liftline/sdk';
import type { EquipmentSort } from '@/config/equipment-search-url';
import type { RangeName } from './equipment-search';

/** The orders of the sort menu (translated where they are shown: `i18n._(SORT_LABELS[sort])`). */
export const SORT_LABELS: Record<EquipmentSort, MessageDescriptor> = {
  relevance: /*i18n*/ { id: 'catalog.sort.relevance', message: 'Best match' },
  newest: /*i18n*/ { id: 'catalog.sort.newest', message: 'Newest listings' },
  price_asc: /*i18n*/ { id: 'catalog.sort.priceAsc', message: 'Price: low to high' },
  price_desc: /*i18n*/ { id: 'catalog.sort.priceDesc', message: 'Price: high to low' },
  year_desc: /*i18n*/ { id: 'catalog.sort.yearDesc', message: 'Year: newest first' },
  year_asc: /*i18n*/ { id: 'catalog.sort.yearAsc', message: 'Year: oldest first' },
  capacity_desc: /*i18n*/ { id: 'catalog.sort.capacityDesc', message: 'Capacity: highest first' },
};

/** The ranges' names on the chips. */
export const RANGE_LABELS: Record<RangeName, MessageDescriptor> = {
  capacity: /*i18n*/ { id: 'catalog.range.capacity', message: 'Capacity' },
  lift_height: /*i18n*/ { id: 'catalog.range.liftHeight', message: 'Lift height' },
  year: /*i18n*/ { id: 'catalog.range.year', message: 'Year' },
  price: /*i18n*/ { id: 'catalog.range.price', message: 'Price' },
};

const DAILY_RATE = /*i18n*/ { id: 'catalog.range.dailyRate', message: 'Daily rate' };
const SALE_PRICE = /*i18n*/ { id: 'catalog.range.salePrice', message: 'Sale price' };

/** The price range is the daily rate when only rentals are shown, else the sale price. */
export function priceRangeLabel(listing: Schemas['ListingType'] | undefined): MessageDescriptor {
  return listing === 'rent' ? DAILY_RATE : SALE_PRICE;
}

/** A range's name on a chip: the price range by what is listed, the others by `RANGE_LABELS`. */
export const rangeLabel = (range: RangeName, listing: Schemas['ListingType'] | undefined) =>
  range === 'price' ? priceRangeLabel(listing) : RANGE_LABELS[range];
