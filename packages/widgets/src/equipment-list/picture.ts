import type { EquipmentSummary } from '@liftline/sdk';

/**
 * How wide a card's picture is laid out, for choosing a variant: the grid's columns are at least
 * 15rem and share the element's width, so a phone shows one column (the whole width), a tablet
 * about two, and a wide page cards of about 20rem.
 */
export const CARD_SIZES = '(max-width: 35.98rem) 100vw, (max-width: 63.98rem) 50vw, 20rem';

/** Stored pictures are 4:3 (the card's box); the fallback when the listing names no size. */
const FALLBACK_WIDTH = 640;
const FALLBACK_HEIGHT = 480;

/** The smallest column and the gap, in rem, as `skeletonCss` lays the grid out. */
const COLUMN_REM = 15;
const GAP_REM = 1;

/** How many cards the grid's first row holds in `width` pixels (at least one). */
export function columnsIn(width: number, remPx = 16): number {
  return Math.max(1, Math.floor((width + GAP_REM * remPx) / ((COLUMN_REM + GAP_REM) * remPx)));
}

export interface CardPicture {
  src: string;
  width: number;
  height: number;
  /** `srcset` per format, best compression first; only the formats the unit has. */
  sources: { type: string; srcSet: string }[];
}

/**
 * The unit's picture with every URL made absolute against the API's base (pictures are served by
 * the store, or by its CDN when `image_url` is absolute already), or null when it has none.
 */
export function cardPicture(unit: EquipmentSummary, apiBase: string): CardPicture | null {
  if (!unit.image_url) return null;
  const resolve = (url: string) => new URL(url, apiBase).href;
  const sources = (['avif', 'webp'] as const).flatMap((format) => {
    const srcSet = unit.image_sources
      .filter((source) => source.format === format)
      .sort((a, b) => a.width - b.width)
      .map((source) => `${resolve(source.url)} ${source.width}w`)
      .join(', ');
    return srcSet ? [{ type: `image/${format}`, srcSet }] : [];
  });
  return {
    src: resolve(unit.image_url),
    width: unit.image_width ?? FALLBACK_WIDTH,
    height: unit.image_height ?? FALLBACK_HEIGHT,
    sources,
  };
}

/** The absolute API base: `api-base` as given, resolved against the page (default `/api`). */
export function absoluteBase(baseUrl: string): string {
  return new URL(baseUrl, document.baseURI).href;
}

/**
 * The unit's page on the store: `/equipment/{id}` on the API's origin, in Spanish
 * `/es/equipment/{id}` (a Spanish page's links stay Spanish; `locale` is a BCP 47 tag).
 */
export function unitPageUrl(id: number, apiBase: string, locale = 'en-US'): string {
  const prefix = locale.toLowerCase().startsWith('es') ? '/es' : '';
  return new URL(`${prefix}/equipment/${id}`, apiBase).href;
}
