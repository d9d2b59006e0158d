import type { components } from '@liftline/sdk/schema';
import type { BreadcrumbList, Offer, Product, WithContext } from 'schema-dts';
import { CATEGORY_LABELS } from '../catalog/catalog-labels';

type Equipment = components['schemas']['Equipment'];

/** The absolute URL of a unit's page (`PUBLIC_URL` + the storefront's path). */
export const unitUrl = (publicUrl: string, id: number) => `${publicUrl}/equipment/${id}`;

/** The category's catalog listing (`/equipment?category=<slug>`), absolute. */
export const categoryUrl = (publicUrl: string, category: string) =>
  `${publicUrl}/equipment?category=${encodeURIComponent(category)}`;

/**
 * The image a link preview shows: the unit's main image (made absolute when it is a path of this
 * server), or its category's picture shipped with the storefront (`/og/<category>.png`).
 */
export function unitImageUrl(publicUrl: string, unit: Pick<Equipment, 'image_url' | 'category'>) {
  if (unit.image_url) return new URL(unit.image_url, `${publicUrl}/`).href;
  return `${publicUrl}/og/${unit.category}.png`;
}

/** The offers of a unit: a sale at its price, a rental at its daily rate (USD). */
function offers(unit: Equipment, url: string): Offer[] {
  const condition =
    unit.condition === 'new'
      ? 'https://schema.org/NewCondition'
      : 'https://schema.org/UsedCondition';
  const list: Offer[] = [];
  if (unit.for_sale && unit.sale_price !== null) {
    list.push({
      '@type': 'Offer',
      url,
      price: unit.sale_price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: condition,
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
    });
  }
  if (unit.for_rent && unit.rental_rates) {
    list.push({
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: condition,
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: unit.rental_rates.daily,
        priceCurrency: 'USD',
        unitCode: 'DAY',
        unitText: 'day',
      },
    });
  }
  return list;
}

/** schema.org `Product` of a published unit (what search engines read for rich results). */
export function unitProduct(publicUrl: string, unit: Equipment): WithContext<Product> {
  const url = unitUrl(publicUrl, unit.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: unit.title,
    description: unit.description || unitSummary(unit),
    url,
    sku: unit.stock_number,
    brand: { '@type': 'Brand', name: unit.make },
    model: unit.model,
    category: CATEGORY_LABELS[unit.category],
    image: unitImageUrl(publicUrl, unit),
    offers: offers(unit, url),
  };
}

/** The trail Home → Equipment → category → unit. */
export function unitBreadcrumbs(publicUrl: string, unit: Equipment): WithContext<BreadcrumbList> {
  const trail: [string, string][] = [
    ['Home', `${publicUrl}/`],
    ['Equipment', `${publicUrl}/equipment`],
    [CATEGORY_LABELS[unit.category], categoryUrl(publicUrl, unit.category)],
    [unit.title, unitUrl(publicUrl, unit.id)],
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item,
    })),
  };
}

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: value % 1 === 0 ? 0 : 2,
  }).format(value);

/**
 * One line about a unit: year, make, model, category, price and rates, branch city
 * ("2021 Toyota 8FGCU25 lift truck for sale at $24,500 or rent from $120/day in Columbus, OH.").
 */
export function unitSummary(unit: Equipment): string {
  const category = CATEGORY_LABELS[unit.category].toLowerCase().replace(/s$/, '');
  const terms = [
    unit.for_sale && unit.sale_price !== null ? `for sale at ${usd(unit.sale_price)}` : null,
    unit.for_rent && unit.rental_rates
      ? `for rent from ${usd(unit.rental_rates.daily)}/day, ${usd(unit.rental_rates.weekly)}/week`
      : null,
  ].filter(Boolean);
  const where = unit.branch ? ` at Liftline ${unit.branch.city}, ${unit.branch.state}` : '';
  return `${unit.condition === 'new' ? 'New' : 'Used'} ${unit.year} ${unit.make} ${unit.model} ${category}${
    terms.length ? ` ${terms.join(' or ')}` : ''
  }${where}. Stock number ${unit.stock_number}.`;
}

/**
 * JSON for a `<script type="application/ld+json">` (or `application/json`) element: `<`, `>`, `&`
 * and the line separators escaped, so no `</script>` or `<!--` in the data can end the element.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
