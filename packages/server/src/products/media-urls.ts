import type { components } from '@liftline/sdk/schema';

type Schemas = components['schemas'];
type Source = Schemas['ProductAssetSource'];
type Asset = Schemas['ProductAsset'];

/** Where uploaded files are served: `/media/<storage key>` (http/media-files.ts). */
export const MEDIA_PREFIX = '/media/';
/**
 * The same files below the access-token cookie's path (`/api`): the URL of a file of a unit that
 * is not published, so that the back office's `<img>` requests carry the member's cookie.
 */
export const PRIVATE_MEDIA_PREFIX = '/api/media/';

/** The stored form of a file's URL: its path, never an origin (migration 025). */
export const mediaPath = (storageKey: string) => `${MEDIA_PREFIX}${storageKey}`;

/** `url` made absolute on `base` (an origin, maybe with a path); absolute URLs stay as they are. */
export const absoluteUrl = (url: string, base: string) => new URL(url, `${base}/`).href;

/** What carries picture URLs in the answers: units, products, and their assets. */
interface WithPictures {
  image_url: string | null;
  image_sources: Source[];
  assets?: Asset[];
}

/**
 * Builds the URLs of uploaded files when answering, from the paths stored (`/media/<key>`):
 * - files of a published unit (public, cached for a year): the path as it is, relative to the API's
 *   origin, or below `ASSET_BASE_URL` when a CDN serves `/media` (`https://cdn.example/media/<key>`);
 * - files of any other unit (served to the unit's account only): `/api/media/<key>` on the API's
 *   own origin, whatever `ASSET_BASE_URL` says (a CDN would fetch them without the member's cookie).
 * Any other URL (not of an uploaded file) is answered as stored.
 */
export function createMediaUrls({ assetBaseUrl }: { assetBaseUrl?: string | undefined }) {
  function url(stored: string, published: boolean): string {
    if (!stored.startsWith(MEDIA_PREFIX)) return stored;
    if (!published) return `${PRIVATE_MEDIA_PREFIX}${stored.slice(MEDIA_PREFIX.length)}`;
    return assetBaseUrl ? `${assetBaseUrl}${stored}` : stored;
  }
  const sources = (list: Source[], published: boolean) =>
    list.map((source) => ({ ...source, url: url(source.url, published) }));

  function asset<T extends Asset>(stored: T, published: boolean): T {
    return {
      ...stored,
      url: url(stored.url, published),
      sources: sources(stored.sources, published),
    };
  }

  /** A unit or product with its picture (and assets, when it has them) as answered. */
  function pictures<T extends WithPictures>(stored: T, published: boolean): T {
    // The stored paths are the answer (the catalog's hot path allocates nothing).
    if (published && !assetBaseUrl) return stored;
    const answered: T = {
      ...stored,
      image_url: stored.image_url === null ? null : url(stored.image_url, published),
      image_sources: sources(stored.image_sources, published),
    };
    if (stored.assets) answered.assets = stored.assets.map((item) => asset(item, published));
    return answered;
  }

  return {
    url,
    asset,
    /** A catalog unit (published: the catalog shows nothing else). */
    unit: <T extends WithPictures>(unit: T) => pictures(unit, true),
    /** A product of the back office, by its status. */
    product: <T extends WithPictures & { status: Schemas['ProductStatus'] }>(product: T) =>
      pictures(product, product.status === 'published'),
  };
}

export type MediaUrls = ReturnType<typeof createMediaUrls>;
