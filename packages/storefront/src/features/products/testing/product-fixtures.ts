import { anEquipment } from '@liftline/sdk/testing';
import type { Product, ProductAsset, ProductSummary } from '../api/product-types';

/** A product as the admin API answers it; override any field. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    ...anEquipment({
      stock_number: 'LT-1007',
      for_sale: false,
      hours_used: 1200,
      sale_price: null,
      rental_rates: { daily: 180, weekly: 540, monthly: 1400 },
      description: 'Well kept.',
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-02T10:00:00.000Z',
    }),
    status: 'draft',
    account_id: 1,
    fleet_quantity: 1,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const { description: _d, specs: _s, assets: _a, branch: _b, ...summary } = aProduct();
  return { ...summary, ...overrides };
}

export function anAsset(overrides: Partial<ProductAsset> = {}): ProductAsset {
  const id = overrides.id ?? 1;
  return {
    id,
    product_id: 7,
    kind: 'image',
    url: `http://liftline.test/media/products/7/${String(id)}.png`,
    file_name: `photo-${String(id)}.png`,
    content_type: 'image/png',
    size_bytes: 2048,
    alt_text: null,
    position: 0,
    is_primary: false,
    created_at: '2026-03-02T10:00:00.000Z',
    width: null,
    height: null,
    sources: [],
    ...overrides,
  };
}
