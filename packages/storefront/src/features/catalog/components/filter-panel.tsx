import { enumLabels } from '@liftline/sdk';
import type { components } from '@liftline/sdk';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LoadError } from '@/components/ui/load-error/load-error';
import { isEquipmentCategory } from '@/config/equipment-categories';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { RANGES, type RangeName } from '../search/equipment-search';
import { formatNumber, localeTag } from '../format';
import { AvailabilityFilter } from './availability-filter';
import { FacetGroup } from './facet-group';
import styles from './filter-panel.module.scss';
import { RangeFilter, type RangeTexts } from './range-filter';

type EquipmentFilters = components['schemas']['EquipmentFilters'];

/** How many makes show before "Show all". */
export const MAKES_SHOWN = 8;

export interface FilterPanelProps {
  search: EquipmentSearch;
  /** The facets (the last loaded while the next load runs); undefined before the first load. */
  facets: EquipmentFilters | undefined;
  /** The facets could not be loaded. */
  error?: { message: string; retry: () => void } | null;
  hrefWith: (changes: Partial<EquipmentSearch>) => string;
  change: (changes: Partial<EquipmentSearch>) => void;
}

/** A range's legend (with its unit) and its inputs' and button's names for screen readers. */
const RANGE_TEXTS = {
  rent: {
    title: /*i18n*/ { id: 'catalog.filters.dailyRate', message: 'Daily rate ($)' },
    min: /*i18n*/ { id: 'catalog.filters.dailyRateMin', message: 'Min daily rate' },
    max: /*i18n*/ { id: 'catalog.filters.dailyRateMax', message: 'Max daily rate' },
    apply: /*i18n*/ { id: 'catalog.filters.dailyRateApply', message: 'Apply daily rate' },
  },
  sale: {
    title: /*i18n*/ { id: 'catalog.filters.salePrice', message: 'Sale price ($)' },
    min: /*i18n*/ { id: 'catalog.filters.salePriceMin', message: 'Min sale price' },
    max: /*i18n*/ { id: 'catalog.filters.salePriceMax', message: 'Max sale price' },
    apply: /*i18n*/ { id: 'catalog.filters.salePriceApply', message: 'Apply sale price' },
  },
  capacity: {
    title: /*i18n*/ { id: 'catalog.filters.capacity', message: 'Capacity (lbs)' },
    min: /*i18n*/ { id: 'catalog.filters.capacityMin', message: 'Min capacity' },
    max: /*i18n*/ { id: 'catalog.filters.capacityMax', message: 'Max capacity' },
    apply: /*i18n*/ { id: 'catalog.filters.capacityApply', message: 'Apply capacity' },
  },
  lift_height: {
    title: /*i18n*/ { id: 'catalog.filters.liftHeight', message: 'Lift height (ft)' },
    min: /*i18n*/ { id: 'catalog.filters.liftHeightMin', message: 'Min lift height' },
    max: /*i18n*/ { id: 'catalog.filters.liftHeightMax', message: 'Max lift height' },
    apply: /*i18n*/ { id: 'catalog.filters.liftHeightApply', message: 'Apply lift height' },
  },
  year: {
    title: /*i18n*/ { id: 'catalog.filters.year', message: 'Year' },
    min: /*i18n*/ { id: 'catalog.filters.yearMin', message: 'Min year' },
    max: /*i18n*/ { id: 'catalog.filters.yearMax', message: 'Max year' },
    apply: /*i18n*/ { id: 'catalog.filters.yearApply', message: 'Apply year' },
  },
} as const;

function rangeTexts(i18n: I18n, range: RangeName, search: EquipmentSearch): RangeTexts {
  const key = range === 'price' ? (search.listing === 'rent' ? 'rent' : 'sale') : range;
  const texts = RANGE_TEXTS[key];
  return {
    title: i18n._(texts.title),
    min: i18n._(texts.min),
    max: i18n._(texts.max),
    apply: i18n._(texts.apply),
  };
}

const RANGE_BOUNDS: Record<RangeName, keyof EquipmentFilters['ranges']> = {
  price: 'price',
  capacity: 'capacity_lbs',
  lift_height: 'lift_height_ft',
  year: 'year',
};

type FacetOption = { value: string; label: string; count?: number };

/** Before the counts arrive, the known values can already be chosen (without counts). */
const staticOptions = <T extends string>(labels: Readonly<Record<T, string>>): FacetOption[] =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

/**
 * The API's facet labels are English: a value is shown with the page language's label from the
 * SDK's tables (the API's own label when the table does not know the value).
 */
const labelOf = (labels: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value]! : value;

const labelled = (values: readonly FacetOption[], labels: Readonly<Record<string, string>>) =>
  values.map((value) => ({
    ...value,
    label: Object.hasOwn(labels, value.value) ? labels[value.value]! : value.label,
  }));

/**
 * Every filter of the catalog: rent or buy, category, make and fuel type as lists of links with
 * counts (`GET /equipment/filters`), the days a unit must be free on, and the numeric ranges as
 * min/max pairs. The same panel is the
 * desktop sidebar and the content of the mobile "Filters" dialog.
 */
export function FilterPanel({ search, facets, error, hrefWith, change }: FilterPanelProps) {
  const { i18n } = useLingui();
  const labels = enumLabels(i18n.locale);
  const facetHref =
    (key: 'listing' | 'category' | 'make' | 'fuel_type') => (value: string | undefined) =>
      hrefWith({ [key]: value });

  const range = (name: RangeName) => {
    const texts = rangeTexts(i18n, name, search);
    const { min, max } = RANGES[name];
    return (
      <RangeFilter
        range={name}
        texts={texts}
        min={search[min]}
        max={search[max]}
        bounds={facets?.ranges[RANGE_BOUNDS[name]]}
        onApply={(low, high) => change({ [min]: low, [max]: high })}
      />
    );
  };

  return (
    <div className={styles.panel}>
      {error ? (
        <LoadError
          title={i18n._({
            id: 'catalog.filters.loadError',
            message: 'We could not load the filters.',
          })}
          message={error.message}
          onRetry={error.retry}
        />
      ) : null}
      <FacetGroup
        title={i18n._({ id: 'catalog.filters.listing', message: 'Rent or buy' })}
        anyLabel={i18n._({ id: 'catalog.filters.listingAny', message: 'Both' })}
        values={labelled(
          facets?.listing ?? staticOptions(labels.LISTING_TYPE),
          labels.LISTING_TYPE,
        )}
        selected={search.listing}
        hrefFor={facetHref('listing')}
        labelOf={(value) => labelOf(labels.LISTING_TYPE, value)}
      />
      <AvailabilityFilter
        from={search.available_from}
        to={search.available_to}
        onApply={(range) => change(range)}
      />
      <FacetGroup
        title={i18n._({ id: 'catalog.filters.category', message: 'Category' })}
        anyLabel={i18n._({ id: 'catalog.filters.categoryAny', message: 'All categories' })}
        values={labelled(
          facets?.categories ?? staticOptions(labels.EQUIPMENT_CATEGORY),
          labels.EQUIPMENT_CATEGORY,
        )}
        selected={search.category}
        hrefFor={facetHref('category')}
        labelOf={(value) => (isEquipmentCategory(value) ? labels.EQUIPMENT_CATEGORY[value] : value)}
      />
      {range('price')}
      <FacetGroup
        title={i18n._({ id: 'catalog.filters.make', message: 'Make' })}
        anyLabel={i18n._({ id: 'catalog.filters.makeAny', message: 'All makes' })}
        values={facets?.makes ?? []}
        pending={!facets && !error}
        selected={search.make}
        hrefFor={facetHref('make')}
        limit={MAKES_SHOWN}
        showAllLabel={(count) =>
          i18n._({
            id: 'catalog.filters.makeShowAll',
            message: 'Show all {count} makes',
            values: { count: formatNumber(count, localeTag(i18n)) },
          })
        }
      />
      <FacetGroup
        title={i18n._({ id: 'catalog.filters.fuel', message: 'Fuel type' })}
        anyLabel={i18n._({ id: 'catalog.filters.fuelAny', message: 'Any fuel type' })}
        values={labelled(facets?.fuel_types ?? staticOptions(labels.FUEL_TYPE), labels.FUEL_TYPE)}
        selected={search.fuel_type}
        hrefFor={facetHref('fuel_type')}
        labelOf={(value) => labelOf(labels.FUEL_TYPE, value)}
      />
      {range('capacity')}
      {range('lift_height')}
      {range('year')}
    </div>
  );
}
