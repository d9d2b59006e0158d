import type { components } from '@liftline/sdk/schema';
import type { PageLocale } from './page-language';
import { SEO_WORDS } from './seo-words';
import {
  categoryUrl,
  pageDocument,
  scriptJson,
  unitBreadcrumbs,
  unitImageUrl,
  unitProduct,
  unitSummary,
  unitUrl,
} from './unit-structured-data';

type Equipment = components['schemas']['Equipment'];
type AssetSource = components['schemas']['ProductAssetSource'];
type Category = components['schemas']['EquipmentCategory'];

/** The element the storefront reads into its query cache before the first render (main.tsx). */
export const QUERY_DATA_ID = 'liftline-query-data';

/** The name the site appends to page titles. */
const SITE = 'Liftline';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Open Graph type, image and the `summary_large_image` card when there is an image. */
  og?: { type: string; image?: string };
  /** JSON-LD documents, one script element each. */
  jsonLd?: unknown[];
  /** The page's largest image, preloaded so it downloads alongside the app's code. */
  preloadImage?: PreloadImage;
}

/** A `<link rel="preload" as="image">`: one file, or a srcset of one format with its `sizes`. */
export type PreloadImage =
  { href: string } | { srcset: string; sizes: string; type: `image/${AssetSource['format']}` };

/**
 * How wide the unit page lays out its main photo: the `sizes` of the storefront's gallery stage
 * (3/5 of the 1150-px content from 992 px, else the viewport). The preload picks the same variant
 * as the `<picture>` only while the two agree (the end-to-end test checks one download).
 */
export const UNIT_PHOTO_SIZES = '(min-width: 992px) 690px, 100vw';

/** The formats in the order the storefront's `<picture>` offers them: browsers take the first. */
const PICTURE_FORMATS = ['avif', 'webp'] as const;

/**
 * The unit page's main photo as the storefront shows it: the primary image, else the first image
 * in order, else `image_url`. With variants, the first format's srcset (a browser without that
 * format skips the preload, as it skips that `<source>`).
 */
export function unitPhotoPreload(unit: Equipment): PreloadImage | undefined {
  const images = unit.assets
    .filter((asset) => asset.kind === 'image')
    .sort((a, b) => a.position - b.position);
  const photo = images.find((asset) => asset.is_primary) ?? images[0];
  if (!photo) return unit.image_url ? { href: unit.image_url } : undefined;
  for (const format of PICTURE_FORMATS) {
    const variants = photo.sources
      .filter((source) => source.format === format)
      .sort((a, b) => a.width - b.width);
    if (variants.length)
      return {
        srcset: variants.map((source) => `${source.url} ${source.width}w`).join(', '),
        sizes: UNIT_PHOTO_SIZES,
        type: `image/${format}`,
      };
  }
  return { href: photo.url };
}

function preloadTag(image: PreloadImage): string {
  const what =
    'href' in image
      ? `href="${escapeHtml(image.href)}"`
      : `imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" type="${image.type}"`;
  return `<link rel="preload" as="image" ${what} fetchpriority="high">`;
}

/**
 * The storefront's root element and what it holds (empty in `index.html`, the page in a
 * prerendered one): it is followed by the page's `<noscript>`.
 */
const ROOT = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/;

/**
 * The shell (`index.html` or a prerendered page) with its title and description replaced by the
 * page's own, and canonical, Open Graph, Twitter card and JSON-LD added to its head (a null `head`
 * keeps the shell's); the page's rendered `body` replaces what the root holds. Nothing added is executable (the CSP allows no inline
 * script): JSON-LD and JSON data are not run.
 */
export function withHead(
  shell: string,
  head: PageHead | null,
  queryData?: unknown,
  body?: string,
): string {
  const withBody =
    body === undefined ? shell : shell.replace(ROOT, () => `<div id="root">${body}</div>`);
  const page = head ? replaceHead(withBody, head) : withBody;
  if (queryData === undefined) return page;
  return page.replace(
    /<\/body>/i,
    () =>
      `  <script type="application/json" id="${QUERY_DATA_ID}">${scriptJson(queryData)}</script>\n  </body>`,
  );
}

/** The page with `head`'s title, description, canonical URL, Open Graph, preload and JSON-LD. */
function replaceHead(page: string, head: PageHead): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    `<meta property="og:type" content="${escapeHtml(head.og?.type ?? 'website')}">`,
    ...(head.og?.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.og.image)}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
          `<meta name="twitter:image" content="${escapeHtml(head.og.image)}">`,
        ]
      : [`<meta name="twitter:card" content="summary">`]),
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    ...(head.preloadImage ? [preloadTag(head.preloadImage)] : []),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ];
  return page
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The head of a unit's page in its language (`/es/equipment/:id` is Spanish): its title, a
 * summary, canonical URL, Open Graph and JSON-LD (the page with its language, the product, the
 * breadcrumbs).
 */
export function unitHead(publicUrl: string, unit: Equipment, locale: PageLocale = 'en'): PageHead {
  const title = `${unit.title} | ${SITE}`;
  const description = unitSummary(unit, locale);
  const canonical = unitUrl(publicUrl, unit.id, locale);
  return {
    title,
    description,
    canonical,
    og: { type: 'product', image: unitImageUrl(publicUrl, unit) },
    jsonLd: [
      unitProduct(publicUrl, unit, locale),
      unitBreadcrumbs(publicUrl, unit, locale),
      pageDocument(canonical, title, description, locale),
    ],
    preloadImage: unitPhotoPreload(unit),
  };
}

/**
 * What the storefront puts into its query cache before rendering: the answer of
 * `GET /equipment/{id}` under the key the detail page asks with (no saved branch), so the page
 * renders at once and does not fetch the unit again.
 */
export function unitQueryData(unit: Equipment) {
  return [
    {
      key: ['get', '/equipment/{id}', { params: { path: { id: unit.id }, query: {} } }],
      data: unit,
    },
  ];
}

/** The first page of a category's listing (`/equipment?category=<slug>`) in a language. */
export function categoryHead(
  publicUrl: string,
  category: Category,
  locale: PageLocale = 'en',
): PageHead {
  const words = SEO_WORDS[locale];
  const label = words.categoryLabels[category];
  return {
    title: words.categoryTitle(label),
    description: words.categoryDescription(label),
    canonical: categoryUrl(publicUrl, category, locale),
    og: { type: 'website', image: `${publicUrl}/og/${category}.png` },
  };
}
