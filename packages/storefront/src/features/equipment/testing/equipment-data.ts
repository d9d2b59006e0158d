import type { Branch, components, Equipment } from '@liftline/sdk';
import { aBranch } from '@liftline/sdk/testing';

type ProductAsset = components['schemas']['ProductAsset'];

/** A branch holding equipment (Chicago, id 1) with overrides: the SDK's test branch, not located. */
export function aHoldingBranch(overrides: Partial<Branch> = {}): Branch {
  const { distance_miles: _distance, zip_code_searched: _searched, ...branch } = aBranch();
  return { ...branch, hours: [], ...overrides };
}

/** An asset of unit 7 with overrides (an image unless `kind` says otherwise). */
export function anAsset(overrides: Partial<ProductAsset> = {}): ProductAsset {
  const id = overrides.id ?? 1;
  return {
    id,
    product_id: 7,
    kind: 'image',
    url: `http://liftline.test/media/7/asset-${id}.png`,
    file_name: `asset-${id}.png`,
    content_type: 'image/png',
    size_bytes: 2048,
    alt_text: null,
    position: id - 1,
    is_primary: false,
    created_at: '2026-01-01T00:00:00.000Z',
    width: null,
    height: null,
    sources: [],
    ...overrides,
  };
}

/** A published unit (id 7, for rent and for sale, held at branch 1) with overrides. */
export function anEquipment(overrides: Partial<Equipment> = {}): Equipment {
  const branch = 'branch' in overrides ? (overrides.branch ?? null) : aHoldingBranch();
  return {
    id: 7,
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
    lift_height_ft: 15.5,
    hours_used: 9156,
    sale_price: 28500,
    rental_rates: { daily: 189.5, weekly: 650, monthly: 1815 },
    image_url: null,
    image_width: null,
    image_height: null,
    image_sources: [],
    branch_id: branch?.id ?? null,
    description: 'Serviced and inspected.',
    specs: [{ label: 'Mast type', value: 'Triple stage' }],
    assets: [],
    branch,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
