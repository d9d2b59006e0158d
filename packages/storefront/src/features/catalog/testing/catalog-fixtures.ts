import type { components, EquipmentSummary } from '@liftline/sdk';
import { anEquipmentSummary } from '@liftline/sdk/testing';

type EquipmentPage = components['schemas']['EquipmentPage'];
type EquipmentFilters = components['schemas']['EquipmentFilters'];

/** A unit as the catalog lists it (a used LPG forklift, for sale and for rent); override any field. */
export function aUnit(overrides: Partial<EquipmentSummary> = {}): EquipmentSummary {
  return anEquipmentSummary({ lift_height_ft: 15.7, branch_id: 1, ...overrides });
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
