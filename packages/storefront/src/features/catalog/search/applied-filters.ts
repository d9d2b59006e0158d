import { EQUIPMENT_CATEGORY_LABELS, FUEL_TYPE_LABELS, LISTING_TYPE_LABELS } from '@liftline/sdk';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { formatCalendarDay, formatRangeValue } from '../format';
import { RANGES, type RangeName } from './equipment-search';
import { priceRangeLabel, RANGE_LABELS } from './labels';

/** One removable chip: what it says, and what removing it changes in the search. */
export interface AppliedFilter {
  id: string;
  text: string;
  remove: Partial<EquipmentSearch>;
}

function rangeText(range: RangeName, min: number | undefined, max: number | undefined): string {
  const low = min === undefined ? undefined : formatRangeValue(range, min);
  const high = max === undefined ? undefined : formatRangeValue(range, max);
  if (low && high) return low === high ? low : `${low}–${high}`;
  if (range === 'year') return low ? `${low} or newer` : `${high ?? ''} or older`;
  return low ? `${low} or more` : `up to ${high ?? ''}`;
}

/**
 * The chips above the results, in the URL's order: the search text first, then each filter; a range
 * is one chip (removing it clears both ends).
 */
export function appliedFilters(search: EquipmentSearch): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  if (search.q) chips.push({ id: 'q', text: `Search: “${search.q}”`, remove: { q: undefined } });
  if (search.category)
    chips.push({
      id: 'category',
      text: EQUIPMENT_CATEGORY_LABELS[search.category],
      remove: { category: undefined },
    });
  if (search.make)
    chips.push({ id: 'make', text: `Make: ${search.make}`, remove: { make: undefined } });
  if (search.listing)
    chips.push({
      id: 'listing',
      text: LISTING_TYPE_LABELS[search.listing],
      remove: { listing: undefined },
    });
  if (search.fuel_type)
    chips.push({
      id: 'fuel_type',
      text: `Fuel: ${FUEL_TYPE_LABELS[search.fuel_type]}`,
      remove: { fuel_type: undefined },
    });
  for (const [name, { min, max }] of Object.entries(RANGES) as [
    RangeName,
    (typeof RANGES)[RangeName],
  ][]) {
    if (search[min] === undefined && search[max] === undefined) continue;
    const label = name === 'price' ? priceRangeLabel(search.listing) : RANGE_LABELS[name];
    chips.push({
      id: name,
      text: `${label}: ${rangeText(name, search[min], search[max])}`,
      remove: { [min]: undefined, [max]: undefined },
    });
  }
  if (search.available_from && search.available_to) {
    const from = formatCalendarDay(search.available_from);
    const to = formatCalendarDay(search.available_to);
    chips.push({
      id: 'available',
      text: from === to ? `Free on ${from}` : `Free ${from} – ${to}`,
      remove: { available_from: undefined, available_to: undefined },
    });
  }
  return chips;
}
