import type { I18n } from '@lingui/core';
import { enumLabels, formatDateRange } from '@liftline/sdk';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { formatCalendarDay, formatRangeValue, localeTag } from '../format';
import { RANGES, type RangeName } from './equipment-search';
import { rangeLabel } from './labels';
import { translate } from '@/utils/translate';

/** One removable chip: what it says, and what removing it changes in the search. */
export interface AppliedFilter {
  id: string;
  text: string;
  remove: Partial<EquipmentSearch>;
}

const CHIPS = {
  search: /*i18n*/ { id: 'catalog.chip.search', message: 'Search: “{q}”' },
  make: /*i18n*/ { id: 'catalog.chip.make', message: 'Make: {make}' },
  fuel: /*i18n*/ { id: 'catalog.chip.fuel', message: 'Fuel: {fuel}' },
  between: /*i18n*/ { id: 'catalog.chip.between', message: '{label}: {low}–{high}' },
  exactly: /*i18n*/ { id: 'catalog.chip.exactly', message: '{label}: {low}' },
  atLeast: /*i18n*/ { id: 'catalog.chip.atLeast', message: '{label}: {low} or more' },
  atMost: /*i18n*/ { id: 'catalog.chip.atMost', message: '{label}: up to {high}' },
  yearFrom: /*i18n*/ { id: 'catalog.chip.yearFrom', message: '{label}: {low} or newer' },
  yearTo: /*i18n*/ { id: 'catalog.chip.yearTo', message: '{label}: {high} or older' },
  freeOn: /*i18n*/ { id: 'catalog.chip.freeOn', message: 'Free on {day}' },
  freeBetween: /*i18n*/ { id: 'catalog.chip.freeBetween', message: 'Free {dates}' },
};

function rangeText(
  i18n: I18n,
  range: RangeName,
  label: string,
  min: number | undefined,
  max: number | undefined,
): string {
  const low = min === undefined ? undefined : formatRangeValue(i18n, range, min);
  const high = max === undefined ? undefined : formatRangeValue(i18n, range, max);
  if (low && high)
    return low === high
      ? translate(i18n, CHIPS.exactly, { label, low })
      : translate(i18n, CHIPS.between, { label, low, high });
  if (range === 'year')
    return low
      ? translate(i18n, CHIPS.yearFrom, { label, low })
      : translate(i18n, CHIPS.yearTo, { label, high });
  return low
    ? translate(i18n, CHIPS.atLeast, { label, low })
    : translate(i18n, CHIPS.atMost, { label, high });
}

/**
 * The chips above the results, in the URL's order, in the language of `i18n`: the search text
 * first, then each filter; a range is one chip (removing it clears both ends).
 */
export function appliedFilters(search: EquipmentSearch, i18n: I18n): AppliedFilter[] {
  const labels = enumLabels(i18n.locale);
  const chips: AppliedFilter[] = [];
  if (search.q)
    chips.push({
      id: 'q',
      text: translate(i18n, CHIPS.search, { q: search.q }),
      remove: { q: undefined },
    });
  if (search.category)
    chips.push({
      id: 'category',
      text: labels.EQUIPMENT_CATEGORY[search.category],
      remove: { category: undefined },
    });
  if (search.make)
    chips.push({
      id: 'make',
      text: translate(i18n, CHIPS.make, { make: search.make }),
      remove: { make: undefined },
    });
  if (search.listing)
    chips.push({
      id: 'listing',
      text: labels.LISTING_TYPE[search.listing],
      remove: { listing: undefined },
    });
  if (search.fuel_type)
    chips.push({
      id: 'fuel_type',
      text: translate(i18n, CHIPS.fuel, { fuel: labels.FUEL_TYPE[search.fuel_type] }),
      remove: { fuel_type: undefined },
    });
  for (const [name, { min, max }] of Object.entries(RANGES) as [
    RangeName,
    (typeof RANGES)[RangeName],
  ][]) {
    if (search[min] === undefined && search[max] === undefined) continue;
    const label = i18n._(rangeLabel(name, search.listing));
    chips.push({
      id: name,
      text: rangeText(i18n, name, label, search[min], search[max]),
      remove: { [min]: undefined, [max]: undefined },
    });
  }
  if (search.available_from && search.available_to) {
    const locale = localeTag(i18n);
    const from = formatCalendarDay(search.available_from, locale);
    const to = formatCalendarDay(search.available_to, locale);
    chips.push({
      id: 'available',
      text:
        from === to
          ? translate(i18n, CHIPS.freeOn, { day: from })
          : translate(i18n, CHIPS.freeBetween, {
              dates: formatDateRange(search.available_from, search.available_to, locale),
            }),
      remove: { available_from: undefined, available_to: undefined },
    });
  }
  return chips;
}
