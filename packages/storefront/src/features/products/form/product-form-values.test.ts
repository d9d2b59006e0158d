import { describe, expect, it } from 'vitest';
import { aProduct } from '../testing/product-fixtures';
import {
  emptyProductValues,
  newSpecRow,
  parseNumber,
  productValues,
  toProductInput,
} from './product-form-values';

describe('product form values', () => {
  it('turn a product into the form and back into the same body', () => {
    const product = aProduct({
      branch_id: 3,
      sale_price: 42000,
      for_sale: true,
      fleet_quantity: 6,
    });
    const input = toProductInput(productValues(product));
    expect(input).toEqual({
      title: product.title,
      stock_number: product.stock_number,
      category: product.category,
      make: product.make,
      model: product.model,
      year: product.year,
      condition: product.condition,
      status: product.status,
      for_rent: true,
      for_sale: true,
      sale_price: 42000,
      rental_rates: { daily: 180, weekly: 540, monthly: 1400 },
      fuel_type: 'lpg',
      capacity_lbs: 5000,
      lift_height_ft: 15.5,
      hours_used: 1200,
      branch_id: 3,
      fleet_quantity: 6,
      description: 'Well kept.',
      specs: [{ label: 'Mast type', value: 'Triple stage' }],
    });
  });

  it('send null for empty optional fields (null clears them on update) and no rates unless all three', () => {
    const input = toProductInput({
      ...emptyProductValues(),
      rental_daily: '10',
      specs: [newSpecRow('  Mast ', ' Duplex '), newSpecRow('', '')],
    });
    expect(input).toMatchObject({
      sale_price: null,
      rental_rates: null,
      fuel_type: null,
      capacity_lbs: null,
      lift_height_ft: null,
      hours_used: null,
      branch_id: null,
      fleet_quantity: 1,
      specs: [{ label: 'Mast', value: 'Duplex' }],
    });
  });

  it('read numbers with thousands separators and a dollar sign', () => {
    expect(parseNumber('$1,250.50')).toBe(1250.5);
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('12abc')).toBeNaN();
  });
});
