import type { components } from '@liftline/sdk/schema';
import type { BreadcrumbList, Offer, Product, WebPage, WithContext } from 'schema-dts';
import { pagePathIn, type PageLocale } from './page-language';
import { SEO_WORDS } from './seo-words';

type Equipment = components['schemas']['Equipment'];

/** The BCP 47 tag of each language's pages (schema.org `inLanguage`). */
const LANGUAGE_TAGS: Readonly<Record<PageLocale, string>> = { en: 'en-US', es: 'es-US' };

/** The absolute URL of a unit's page (`PUBLIC_URL` + the storefront's path) in a language. */
export const unitUrl = (publicUrl: string, id: number, locale: PageLocale = 'en') =>
  `${publicUrl}${pagePathIn(`/equipment/${id}`, locale)}`;

/** The category's catalog listing (`/equipment?category=<slug>`), absolute, in a language. */
export const categoryUrl = (publicUrl: string, category: string, locale: PageLocale = 'en') =>
  `${publicUrl}${pagePathIn(`/equipment?category=${encodeURIComponent(category)}`, locale)}`;

/**
 * The image a link preview shows: the unit's main image (made absolute when it is a path of this
 * server), or its category's picture shipped with the storefront (`/og/<category>.png`).
 */
export function unitImageUrl(publicUrl: string, unit: Pick<Equipment, 'image_url' | 'category'>) {
  if (unit.image_url) return new URL(unit.image_url, `${publicUrl}/`).href;
  return `${publicUrl}/og/${unit.category}.png`;
}

/** The offers of a unit: a sale at its price, a rental at its daily rate (USD). */
function offers(unit: Equipment, url: string, locale: PageLocale): Offer[] {
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
        unitText: SEO_WORDS[locale].day,
      },
    });
  }
  return list;
}

/**
 * schema.org `Product` of a published unit (what search engines read for rich results), in the
 * page's language (the unit's own title and description stay as written).
 */
export function unitProduct(
  publicUrl: string,
  unit: Equipment,
  locale: PageLocale = 'en',
): WithContext<Product> {
  const url = unitUrl(publicUrl, unit.id, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: unit.title,
    description: unit.description || unitSummary(unit, locale),
    url,
    sku: unit.stock_number,
    brand: { '@type': 'Brand', name: unit.make },
    model: unit.model,
    category: SEO_WORDS[locale].categoryLabels[unit.category],
    image: unitImageUrl(publicUrl, unit),
    offers: offers(unit, url, locale),
  };
}

/**
 * schema.org `WebPage` of a page: its language (`inLanguage`, which a Product cannot carry), its
 * URL, title and description.
 */
export function pageDocument(
  url: string,
  name: string,
  description: string,
  locale: PageLocale,
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url,
    name,
    description,
    inLanguage: LANGUAGE_TAGS[locale],
  };
}

/** The trail Home → Equipment → category → unit, named and linked in the page's language. */
export function unitBreadcrumbs(
  publicUrl: string,
  unit: Equipment,
  locale: PageLocale = 'en',
): WithContext<BreadcrumbList> {
  const words = SEO_WORDS[locale];
  const trail: [string, string][] = [
    [words.home, `${publicUrl}${pagePathIn('/', locale)}`],
    [words.equipment, `${publicUrl}${pagePathIn('/equipment', locale)}`],
    [words.categoryLabels[unit.category], categoryUrl(publicUrl, unit.category, locale)],
    [unit.title, unitUrl(publicUrl, unit.id, locale)],
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

const usd = (value: number, locale: PageLocale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: value % 1 === 0 ? 0 : 2,
  }).format(value);

/**
 * One line about a unit in the page's language: year, make, model, category, price and rates,
 * branch city ("Used 2021 Toyota 8FGCU25 lift truck for sale at $24,500 or for rent from $120/day,
 * $480/week at Liftline Columbus, OH. Stock number LT-10482.").
 */
export function unitSummary(unit: Equipment, locale: PageLocale = 'en'): string {
  return SEO_WORDS[locale].unitSummary({
    condition: unit.condition,
    year: unit.year,
    make: unit.make,
    model: unit.model,
    category: unit.category,
    sale: unit.for_sale && unit.sale_price !== null ? usd(unit.sale_price, locale) : null,
    rent:
      unit.for_rent && unit.rental_rates
        ? {
            daily: usd(unit.rental_rates.daily, locale),
            weekly: usd(unit.rental_rates.weekly, locale),
          }
        : null,
    city: unit.branch ? `${unit.branch.city}, ${unit.branch.state}` : null,
    stock: unit.stock_number,
  });
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
