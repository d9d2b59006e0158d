import type { components } from '@liftline/sdk/schema';
import type { BreadcrumbList, Offer, Product, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  scriptJson,
  unitBreadcrumbs,
  unitImageUrl,
  unitProduct,
  unitSummary,
} from './unit-structured-data';
import { aUnit } from './unit-fixture';

const PUBLIC_URL = 'https://shop.example.com';

const unit = aUnit();

describe('unitProduct', () => {
  it('is a schema.org Product (schema-dts types) with the unit, its sale and its daily rental', () => {
    const product = unitProduct(PUBLIC_URL, unit);
    expectTypeOf(product).toEqualTypeOf<WithContext<Product>>();
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: unit.title,
      description: 'A tidy forklift.',
      url: `${PUBLIC_URL}/equipment/42`,
      sku: 'LT-10482',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: '8FGCU25',
      category: 'Lift trucks',
      image: `${PUBLIC_URL}/og/lift-trucks.png`,
      offers: [
        {
          '@type': 'Offer',
          url: `${PUBLIC_URL}/equipment/42`,
          price: 24500,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/UsedCondition',
          businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
        },
        {
          '@type': 'Offer',
          url: `${PUBLIC_URL}/equipment/42`,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/UsedCondition',
          businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: 120,
            priceCurrency: 'USD',
            unitCode: 'DAY',
            unitText: 'day',
          },
        },
      ] satisfies Offer[],
    });
  });

  it('offers only what the unit is listed for, new units as NewCondition', () => {
    const forSale = unitProduct(PUBLIC_URL, { ...unit, for_rent: false, condition: 'new' });
    expect(forSale.offers).toEqual([
      expect.objectContaining({ price: 24500, itemCondition: 'https://schema.org/NewCondition' }),
    ]);
    const forRent = unitProduct(PUBLIC_URL, { ...unit, for_sale: false });
    expect(forRent.offers).toEqual([
      expect.objectContaining({
        priceSpecification: expect.objectContaining({
          '@type': 'UnitPriceSpecification',
          price: 120,
        }),
      }),
    ]);
  });
});

describe('unitImageUrl', () => {
  it('is the unit image made absolute, or the category picture', () => {
    expect(unitImageUrl(PUBLIC_URL, { ...unit, image_url: '/media/42/a.jpg' })).toBe(
      `${PUBLIC_URL}/media/42/a.jpg`,
    );
    expect(unitImageUrl(PUBLIC_URL, { ...unit, image_url: 'https://cdn.example.com/x.jpg' })).toBe(
      'https://cdn.example.com/x.jpg',
    );
    expect(unitImageUrl(PUBLIC_URL, { ...unit, category: 'rail-cars' })).toBe(
      `${PUBLIC_URL}/og/rail-cars.png`,
    );
  });
});

describe('unitBreadcrumbs', () => {
  it('is Home → Equipment → category → unit', () => {
    const trail = unitBreadcrumbs(PUBLIC_URL, unit);
    expectTypeOf(trail).toEqualTypeOf<WithContext<BreadcrumbList>>();
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Equipment', item: `${PUBLIC_URL}/equipment` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Lift trucks',
        item: `${PUBLIC_URL}/equipment?category=lift-trucks`,
      },
      { '@type': 'ListItem', position: 4, name: unit.title, item: `${PUBLIC_URL}/equipment/42` },
    ]);
  });
});

describe('unitSummary', () => {
  it('names year, make, model, category, price, rates and the branch city', () => {
    const branch = { city: 'Columbus', state: 'OH' } as components['schemas']['Branch'];
    expect(unitSummary({ ...unit, branch })).toBe(
      'Used 2021 Toyota 8FGCU25 lift truck for sale at $24,500 or for rent from $120/day, $480/week at Liftline Columbus, OH. Stock number LT-10482.',
    );
  });
});

describe('scriptJson', () => {
  it('escapes what could end the script element and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = scriptJson(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
