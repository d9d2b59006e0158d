import type { Branch, components, Equipment } from '@liftline/sdk';
import { aBranch, anEquipment as anSdkEquipment } from '@liftline/sdk/testing';

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
  return anSdkEquipment({
    title: '2021 Toyota 8FGCU25 5,000 lb LPG Forklift',
    sale_price: 28500,
    rental_rates: { daily: 189.5, weekly: 650, monthly: 1815 },
    branch_id: branch?.id ?? null,
    branch,
    ...overrides,
  });
}
