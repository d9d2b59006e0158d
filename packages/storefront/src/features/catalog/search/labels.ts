import type { Schemas } from '@liftline/sdk';
import type { EquipmentSort } from '@/config/equipment-search-url';
import type { RangeName } from './equipment-search';

export const SORT_LABELS: Record<EquipmentSort, string> = {
  relevance: 'Best match',
  newest: 'Newest listings',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  year_desc: 'Year: newest first',
  year_asc: 'Year: oldest first',
  capacity_desc: 'Capacity: highest first',
};

/** The ranges' names in the filter panel and on the chips. */
export const RANGE_LABELS: Record<RangeName, string> = {
  capacity: 'Capacity',
  lift_height: 'Lift height',
  year: 'Year',
  price: 'Price',
};

/** The price range is the daily rate when only rentals are shown, else the sale price. */
export function priceRangeLabel(listing: Schemas['ListingType'] | undefined): string {
  return listing === 'rent' ? 'Daily rate' : 'Sale price';
}
