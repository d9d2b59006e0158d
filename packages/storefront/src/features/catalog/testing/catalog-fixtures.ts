import type { components, EquipmentSummary } from '@liftline/sdk';

type EquipmentPage = components['schemas']['EquipmentPage'];
type EquipmentFilters = components['schemas']['EquipmentFilters'];

/** A unit as the catalog lists it (a used LPG forklift, for sale and for rent); override any field. */
export function aUnit(overrides: Partial<EquipmentSummary> = {}): EquipmentSummary {
  return {
    id: 7,
    stock_number: 'LT-10482',
    title: '2021 Toyota 8FGCU25 Forklift',
    category: 'lift-trucks',
    make: 'Toyota',
    model: '8FGCU25',
    year: 2021,
    condition: 'used',
    for_rent: true,
    for_sale: true,
    fuel_type: 'lpg',
    capacity_lbs: 5000,
    lift_height_ft: 15.7,
    hours_used: 9156,
    sale_price: 19950,
    rental_rates: { daily: 190, weekly: 650, monthly: 1815 },
    image_url: null,
    image_width: null,
    image_height: null,
    image_sources: [],
    branch_id: 1,
    ...overrides,
  };
}

/** `count` units with ids from `firstId`. */
export function someUnits(count: number, firstId = 1): EquipmentSummary[] {
  return Array.from({ length: count }, (_, index) =>
    aUnit({ id: firstId + index, title: `Unit ${String(firstId + index)}` }),
  );
}

/** One page of `GET /equipment`. */
export function aPage(
  items: EquipmentSummary[],
  { page = 1, perPage = 24, total = items.length } = {},
): EquipmentPage {
  return {
    items,
    meta: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
  };
}

/** `GET /equipment/filters` for the whole demo catalog; override any part. */
export function someFilters(overrides: Partial<EquipmentFilters> = {}): EquipmentFilters {
  return {
    categories: [
      { value: 'lift-trucks', label: 'Lift trucks', count: 50 },
      { value: 'construction-equipment', label: 'Construction equipment', count: 50 },
      { value: 'aerial-work-platforms', label: 'Aerial work platforms', count: 50 },
      { value: 'rail-cars', label: 'Rail cars', count: 50 },
      { value: 'warehouse-equipment', label: 'Warehouse equipment', count: 50 },
    ],
    makes: [
      'Caterpillar',
      'Crown',
      'Genie',
      'Hyster',
      'JLG',
      'John Deere',
      'Kubota',
      'Raymond',
      'Toyota',
      'Yale',
    ].map((make, index) => ({ value: make, label: make, count: 10 + index })),
    fuel_types: [
      { value: 'electric', label: 'Electric', count: 87 },
      { value: 'diesel', label: 'Diesel', count: 76 },
      { value: 'lpg', label: 'LPG', count: 15 },
    ],
    listing: [
      { value: 'rent', label: 'For rent', count: 185 },
      { value: 'buy', label: 'For sale', count: 144 },
    ],
    ranges: {
      capacity_lbs: { min: 500, max: 245800 },
      lift_height_ft: { min: 9.8, max: 185 },
      year: { min: 2008, max: 2026 },
      price: { min: 2150, max: 966900 },
    },
    total: 250,
    ...overrides,
  };
}
