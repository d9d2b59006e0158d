import type { Equipment } from '../api-types';

/**
 * A published unit as `GET /equipment/{id}` answers it (a used LPG forklift for sale and for rent,
 * no photos, no branch); override any field. Packages' own fixtures start from it.
 */
export function anEquipment(overrides: Partial<Equipment> = {}): Equipment {
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
    lift_height_ft: 15.5,
    hours_used: 9156,
    sale_price: 19950,
    rental_rates: { daily: 190, weekly: 650, monthly: 1815 },
    image_url: null,
    image_width: null,
    image_height: null,
    image_sources: [],
    branch_id: null,
    description: 'Serviced and inspected.',
    specs: [{ label: 'Mast type', value: 'Triple stage' }],
    assets: [],
    branch: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The same unit as listings show it (`EquipmentSummary`). */
export function anEquipmentSummary(overrides: Partial<Equipment> = {}) {
  const {
    description: _description,
    specs: _specs,
    assets: _assets,
    branch: _branch,
    created_at: _created,
    updated_at: _updated,
    ...summary
  } = anEquipment(overrides);
  return summary;
}
