import type { components } from '@liftline/sdk/schema';

type Equipment = components['schemas']['Equipment'];

/** A published forklift as `GET /equipment/{id}` answers it, for the unit page tests. */
export function aUnit(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: 42,
    stock_number: 'LT-10482',
    title: '2021 Toyota 8FGCU25 5,000 lb LPG Forklift',
    category: 'lift-trucks',
    make: 'Toyota',
    model: '8FGCU25',
    year: 2021,
    condition: 'used',
    for_rent: true,
    for_sale: true,
    fuel_type: 'lpg',
    capacity_lbs: 5000,
    lift_height_ft: 15,
    hours_used: 1200,
    sale_price: 24500,
    rental_rates: { daily: 120, weekly: 480, monthly: 1400 },
    image_url: null,
    image_width: null,
    image_height: null,
    image_sources: [],
    branch_id: null,
    description: 'A tidy forklift.',
    specs: [],
    assets: [],
    branch: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}
