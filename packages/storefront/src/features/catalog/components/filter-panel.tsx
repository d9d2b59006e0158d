import { EQUIPMENT_CATEGORY_LABELS, FUEL_TYPE_LABELS, LISTING_TYPE_LABELS } from '@liftline/sdk';
import type { components } from '@liftline/sdk';
import { LoadError } from '@/components/ui/load-error/load-error';
import { isEquipmentCategory } from '@/config/equipment-categories';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { RANGES, type RangeName } from '../search/equipment-search';
import { priceRangeLabel } from '../search/labels';
import { AvailabilityFilter } from './availability-filter';
import { FacetGroup } from './facet-group';
import styles from './filter-panel.module.scss';
import { RangeFilter } from './range-filter';

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

function rangeTitle(range: RangeName, search: EquipmentSearch): [title: string, noun: string] {
  switch (range) {
    case 'price': {
      const label = priceRangeLabel(search.listing);
      return [`${label} ($)`, label.toLowerCase()];
    }
    case 'capacity':
      return ['Capacity (lbs)', 'capacity'];
    case 'lift_height':
      return ['Lift height (ft)', 'lift height'];
    case 'year':
      return ['Year', 'year'];
  }
}

const RANGE_BOUNDS: Record<RangeName, keyof EquipmentFilters['ranges']> = {
  price: 'price',
  capacity: 'capacity_lbs',
  lift_height: 'lift_height_ft',
  year: 'year',
};

type FacetOption = { value: string; label: string; count?: number };

const staticOptions = <T extends string>(labels: Record<T, string>): FacetOption[] =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

/** Before the counts arrive, the known values can already be chosen (without counts). */
const PENDING = {
  listing: staticOptions(LISTING_TYPE_LABELS),
  categories: staticOptions(EQUIPMENT_CATEGORY_LABELS),
  fuel_types: staticOptions(FUEL_TYPE_LABELS),
};

/**
 * Every filter of the catalog: rent or buy, category, make and fuel type as lists of links with
 * counts (`GET /equipment/filters`), the days a unit must be free on, and the numeric ranges as
 * min/max pairs. The same panel is the
 * desktop sidebar and the content of the mobile "Filters" dialog.
 */
export function FilterPanel({ search, facets, error, hrefWith, change }: FilterPanelProps) {
  const facetHref =
    (key: 'listing' | 'category' | 'make' | 'fuel_type') => (value: string | undefined) =>
      hrefWith({ [key]: value });

  const range = (name: RangeName) => {
    const [title, noun] = rangeTitle(name, search);
    const { min, max } = RANGES[name];
    return (
      <RangeFilter
        range={name}
        title={title}
        noun={noun}
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
        <LoadError what="the filters" message={error.message} onRetry={error.retry} />
      ) : null}
      <FacetGroup
        title="Rent or buy"
        anyLabel="Both"
        values={facets?.listing ?? PENDING.listing}
        selected={search.listing}
        hrefFor={facetHref('listing')}
        labelOf={(value) => LISTING_TYPE_LABELS[value as keyof typeof LISTING_TYPE_LABELS] ?? value}
      />
      <AvailabilityFilter
        from={search.available_from}
        to={search.available_to}
        onApply={(range) => change(range)}
      />
      <FacetGroup
        title="Category"
        anyLabel="All categories"
        values={facets?.categories ?? PENDING.categories}
        selected={search.category}
        hrefFor={facetHref('category')}
        labelOf={(value) => (isEquipmentCategory(value) ? EQUIPMENT_CATEGORY_LABELS[value] : value)}
      />
      {range('price')}
      <FacetGroup
        title="Make"
        anyLabel="All makes"
        values={facets?.makes ?? []}
        pending={!facets && !error}
        selected={search.make}
        hrefFor={facetHref('make')}
        limit={MAKES_SHOWN}
        noun="makes"
      />
      <FacetGroup
        title="Fuel type"
        anyLabel="Any fuel type"
        values={facets?.fuel_types ?? PENDING.fuel_types}
        selected={search.fuel_type}
        hrefFor={facetHref('fuel_type')}
        labelOf={(value) => FUEL_TYPE_LABELS[value as keyof typeof FUEL_TYPE_LABELS] ?? value}
      />
      {range('capacity')}
      {range('lift_height')}
      {range('year')}
    </div>
  );
}
