import { describe, expect, it } from 'vitest';
import { emptyProductValues, newSpecRow, type ProductFormValues } from './product-form-values';
import { requestBodyOf, schemaNamed } from '@/lib/forms/contract-check';
import { LIMITS, validateProduct } from './validate-product';

function valid(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProductValues(),
    title: 'Forklift',
    stock_number: 'LT-1',
    category: 'lift-trucks',
    make: 'Toyota',
    model: '8FGCU25',
    year: '2021',
    condition: 'used',
    ...overrides,
  };
}

describe('validateProduct', () => {
  it('accepts a complete draft and an incomplete one (drafts need no prices)', () => {
    expect(validateProduct(valid())).toEqual({});
    expect(validateProduct(valid({ for_rent: true, for_sale: true }))).toEqual({});
  });

  it('requires the fields ProductCreateInput requires', () => {
    const errors = validateProduct(emptyProductValues());
    expect(Object.keys(errors).sort()).toEqual(
      ['category', 'condition', 'make', 'model', 'stock_number', 'title', 'year'].sort(),
    );
    expect(validateProduct(valid({ title: '   ' })).title).toEqual(['Enter a title.']);
  });

  it('enforces the schema lengths', () => {
    expect(validateProduct(valid({ title: 'x'.repeat(200) })).title).toBeUndefined();
    expect(validateProduct(valid({ title: 'x'.repeat(201) })).title).toEqual([
      'Use at most 200 characters.',
    ]);
    expect(validateProduct(valid({ stock_number: 'x'.repeat(51) })).stock_number).toBeDefined();
    expect(validateProduct(valid({ make: 'x'.repeat(101) })).make).toBeDefined();
    expect(validateProduct(valid({ description: 'x'.repeat(20_001) })).description).toBeDefined();
  });

  it('takes years from 1950 to next year only, as whole numbers', () => {
    const nextYear = new Date().getFullYear() + 1;
    expect(validateProduct(valid({ year: '1950' })).year).toBeUndefined();
    expect(validateProduct(valid({ year: String(nextYear) })).year).toBeUndefined();
    expect(validateProduct(valid({ year: '1949' })).year).toEqual([
      `Enter a year from 1950 to ${String(nextYear)}.`,
    ]);
    expect(validateProduct(valid({ year: String(nextYear + 1) })).year).toBeDefined();
    expect(validateProduct(valid({ year: '2020.5' })).year).toBeDefined();
    expect(validateProduct(valid({ year: 'abc' })).year).toBeDefined();
  });

  it('checks numbers: not negative, whole where the API wants integers, within the columns', () => {
    expect(validateProduct(valid({ capacity_lbs: '-1' })).capacity_lbs).toEqual([
      'Must not be negative.',
    ]);
    expect(validateProduct(valid({ capacity_lbs: '5000.5' })).capacity_lbs).toEqual([
      'Enter a whole number.',
    ]);
    expect(validateProduct(valid({ capacity_lbs: '5,000' })).capacity_lbs).toBeUndefined();
    expect(validateProduct(valid({ hours_used: 'lots' })).hours_used).toEqual([
      'Enter a whole number.',
    ]);
    expect(validateProduct(valid({ lift_height_ft: '15.5' })).lift_height_ft).toBeUndefined();
    expect(validateProduct(valid({ lift_height_ft: 'high' })).lift_height_ft).toEqual([
      'Enter a number.',
    ]);
    expect(validateProduct(valid({ hours_used: '2147483648' })).hours_used).toBeDefined();
    expect(validateProduct(valid({ sale_price: '10000000000' })).sale_price).toBeDefined();
    expect(validateProduct(valid({ branch_id: '0' })).branch_id).toEqual(['Must be at least 1.']);
  });

  it('wants all three rental rates or none, reported on the missing ones', () => {
    expect(
      validateProduct(valid({ rental_daily: '100', rental_weekly: '', rental_monthly: '' })),
    ).toEqual({
      'rental_rates.weekly': ['Enter all three rates, or none.'],
      'rental_rates.monthly': ['Enter all three rates, or none.'],
    });
    expect(
      validateProduct(valid({ rental_daily: '100', rental_weekly: '500', rental_monthly: '1500' })),
    ).toEqual({});
    expect(
      validateProduct(valid({ rental_daily: '-1', rental_weekly: '500', rental_monthly: '1500' }))[
        'rental_rates.daily'
      ],
    ).toEqual(['Must not be negative.']);
  });

  it('applies the publishing rules to published products', () => {
    const published = valid({ status: 'published' });
    expect(validateProduct(published)).toEqual({
      for_rent: ['A published product must be for rent, for sale or both.'],
      for_sale: ['A published product must be for rent, for sale or both.'],
    });
    expect(validateProduct({ ...published, for_sale: true }).sale_price).toEqual([
      'Enter the sale price to publish a product for sale.',
    ]);
    expect(validateProduct({ ...published, for_rent: true }).rental_rates).toEqual([
      'Enter the rental rates to publish a product for rent.',
    ]);
    expect(
      validateProduct({
        ...published,
        for_rent: true,
        for_sale: true,
        sale_price: '42000',
        rental_daily: '1',
        rental_weekly: '2',
        rental_monthly: '3',
      }),
    ).toEqual({});
    // Archived products may be incomplete, like drafts.
    expect(validateProduct(valid({ status: 'archived', for_sale: true }))).toEqual({});
  });

  it('names spec line errors by their index in the list that is sent (blank lines left out)', () => {
    const errors = validateProduct(
      valid({
        specs: [newSpecRow('Mast', 'Triple'), newSpecRow('', ''), newSpecRow('', 'orphan value')],
      }),
    );
    expect(errors).toEqual({ 'specs.1.label': ['Add a label, or clear this line.'] });
  });
});

describe('LIMITS', () => {
  it('are the contract’s (ProductCreateInput and RentalRates)', () => {
    const body = requestBodyOf('post', '/products').properties ?? {};
    const rates = schemaNamed('RentalRates').properties ?? {};
    expect({
      title: body.title?.maxLength,
      titleMin: body.title?.minLength,
      stockNumber: body.stock_number?.maxLength,
      makeModel: Math.max(body.make?.maxLength ?? 0, body.model?.maxLength ?? 0),
      description: body.description?.maxLength,
      specs: body.specs?.maxItems,
      yearMin: body.year?.minimum,
      yearMax: body.year?.maximum,
      capacityMax: body.capacity_lbs?.maximum,
      liftHeightMax: body.lift_height_ft?.maximum,
      hoursMax: body.hours_used?.maximum,
      branchIdMax: body.branch_id?.maximum,
      fleetMin: body.fleet_quantity?.minimum,
      fleetMax: body.fleet_quantity?.maximum,
      salePriceMax: body.sale_price?.maximum,
      rentalRateMax: rates.daily?.maximum,
    }).toEqual(LIMITS);
    expect(rates.weekly?.maximum).toBe(LIMITS.rentalRateMax);
    expect(rates.monthly?.maximum).toBe(LIMITS.rentalRateMax);
  });

  it('refuse what the server would refuse', () => {
    const nextYear = new Date().getFullYear() + 1;
    expect(validateProduct(valid({ capacity_lbs: '300001' })).capacity_lbs).toEqual([
      'Must be at most 300,000.',
    ]);
    expect(validateProduct(valid({ lift_height_ft: '200.5' })).lift_height_ft).toEqual([
      'Must be at most 200 ft.',
    ]);
    expect(validateProduct(valid({ sale_price: '10000000.01' })).sale_price).toEqual([
      'Must be at most $10,000,000.00.',
    ]);
    expect(validateProduct(valid({ year: String(nextYear + 1) })).year).toEqual([
      `Enter a year from 1950 to ${String(nextYear)}.`,
    ]);
    expect(validateProduct(valid({ title: ' t1 ' })).title).toEqual(['Use at least 3 characters.']);
    expect(
      validateProduct(valid({ capacity_lbs: '300000', year: String(nextYear), title: 'Big' })),
    ).toEqual({});
  });
});
