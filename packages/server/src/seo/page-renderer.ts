import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@liftline/sdk/schema';
import { createCatalogCache } from '../catalog/catalog-cache';
import { CATEGORY_LABELS } from '../catalog/catalog-labels';
import { createEquipmentRepository } from '../catalog/equipment-repository';
import type { Queryable } from '../db/database';
import { isPositiveId } from '../http/storefront-routes';
import { createMediaUrls } from '../products/media-urls';
import { pagePathIn, splitPagePath } from './page-language';
import type { PageData, PageRead, StorefrontRenderer } from './storefront-renderer';
import { categoryHead, type PageHead, unitHead, unitQueryData, withHead } from './unit-page';

type Category = components['schemas']['EquipmentCategory'];

/** Who asked for a page: its reads that are personal count against the visitor's own limits. */
export interface PageVisitor {
  /** The client's address as the API sees it (`request.ip`). */
  ip: string;
}

/**
 * Renders a storefront page per request when it has something of its own to say (HTML), or answers
 * null (then the prerendered page or the shell is sent as it is). `shellFile` is the file the server
 * would send (relative to the storefront directory).
 */
export type PageRenderer = (
  path: string,
  query: URLSearchParams,
  shellFile: string,
  visitor?: PageVisitor,
) => Promise<string | null>;

/** The customer's quote page (`/quotes/:token`): its token as the storefront's route checks it. */
const QUOTE_PAGE = /^\/quotes\/([A-Za-z0-9_-]{22,128})\/?$/;

export interface PageRendererOptions {
  db: Queryable;
  publicUrl: string;
  /** `ASSET_BASE_URL`: picture URLs as the API answers them (products/media-urls.ts). */
  assetBaseUrl?: string | undefined;
  storefrontDir: string;
  /** The storefront's rendering of its pages (its server-side bundle); absent: head only. */
  storefront?: StorefrontRenderer | undefined;
  /**
   * Answers a public API read (a URL below `/api/v1`) as the API does, or throws. With a visitor,
   * the read is made from the visitor's address (its per-IP limits apply to it).
   */
  apiRead?: ((url: string, visitor?: PageVisitor) => Promise<unknown>) | undefined;
  /** Where a failed body rendering is reported (the page is then sent with its head only). */
  log?: { error: (details: object, message: string) => void };
}

/**
 * Per-request pages for search engines and link previews:
 * - `/equipment/:id` of a published unit: its title, description, canonical URL, Open Graph,
 *   Twitter card and JSON-LD in the head, its body rendered with its data (gallery, prices,
 *   description, specs: readable and painted before any script runs), and that data for the
 *   app's query cache (its first render is the same page, with no second fetch);
 * - `/equipment?category=<slug>` (the first page, no other filter): the category's title,
 *   description and canonical URL, and its body rendered with the first page of units and the
 *   filters' counts (read through the API, embedded for the app likewise);
 * - `/` and `/equipment` without a query: their prerendered head as it is, their body rendered with
 *   the newest units / the catalog's first page and filters (the prerendered page has only their
 *   outlines), embedded likewise: the app hydrates the page without fetching or rendering again.
 *   Without the storefront's renderer, or when a read fails, the prerendered page is sent.
 * - `/quotes/:token`, the customer's quote from the mail's link: its body rendered with the quote,
 *   read through the API from the visitor's address (its per-IP limit counts it) as the server's
 *   own read (seo/page-read.ts: it does not record the quote's opening, which the app's read does
 *   once it runs: mail scanners fetch links), never cached (personal, and it changes when the
 *   customer answers). An unknown token, a refused read or no renderer: the page's shell.
 * The Spanish twins (`/es/equipment/:id`, `/es/equipment?category=`, `/es`, `/es/equipment`,
 * `/es/quotes/:token`) are the same pages rendered in Spanish by the storefront, with Spanish heads
 * and structured data.
 * Rendered HTML is cached per catalog version (any write to a product or a branch drops it). A
 * body that fails to render is reported and the page is sent with its head only (not cached).
 */
export function createPageRenderer({
  db,
  publicUrl,
  assetBaseUrl,
  storefrontDir,
  storefront,
  apiRead,
  log,
}: PageRendererOptions): PageRenderer {
  const equipment = createEquipmentRepository(db);
  const media = createMediaUrls({ assetBaseUrl });
  const cache = createCatalogCache(db, { maxEntries: 2000 });
  const shells = new Map<string, string | null>();
  const shell = (file: string) => {
    if (!shells.has(file)) {
      try {
        shells.set(file, readFileSync(join(storefrontDir, file), 'utf8'));
      } catch {
        shells.set(file, null);
      }
    }
    return shells.get(file) ?? null;
  };
  /**
   * The page with its body, else (no renderer, or rendering failed) with its head only. A failure
   * is cached with the page: the same data would fail the same way until the catalog changes.
   */
  const withBody = async (
    page: string,
    html: string,
    head: PageHead | null,
    data?: PageData[],
    reportedAs = page,
  ) => {
    if (!storefront) return withHead(html, head, data);
    try {
      return withHead(html, head, data, await storefront.render(page, data ?? []));
    } catch (error) {
      log?.error({ err: error, page: reportedAs }, 'Rendering a page on the server failed');
      return withHead(html, head, data);
    }
  };

  /**
   * The page rendered with the answers to its reads (through the API), or `fallback` when a read
   * fails (reported).
   */
  const withReads = async (
    page: string,
    html: string,
    head: PageHead | null,
    reads: PageRead[],
    read: (url: string) => Promise<unknown>,
    fallback: string | null,
  ) => {
    try {
      const data = await Promise.all(
        reads.map(async ({ key, url }) => ({ key, data: await read(url) })),
      );
      return await withBody(page, html, head, data);
    } catch (error) {
      log?.error({ err: error, page }, 'Reading a page’s data failed');
      return fallback;
    }
  };

  return async (fullPath, query, shellFile, visitor) => {
    const html = shell(shellFile);
    if (html === null) return null;
    // The page's language (`/es/…` is Spanish: the storefront renders it so) and the page in it.
    const { locale, path } = splitPagePath(fullPath);
    const inLocale = (page: string) => pagePathIn(page, locale);
    const quoteToken = QUOTE_PAGE.exec(path)?.[1];
    if (quoteToken !== undefined) {
      const page = inLocale(`/quotes/${quoteToken}`);
      const reads = storefront?.reads(page);
      if (!reads || !apiRead || !visitor || [...query.keys()].length > 0) return null;
      let data: PageData[];
      try {
        data = await Promise.all(
          reads.map(async ({ key, url }) => ({ key, data: await apiRead(url, visitor) })),
        );
      } catch {
        // An unknown token, the visitor's limit or a failed read: the shell, whose app reads the
        // quote itself and says why. Not logged: expected, and the path is the credential.
        return null;
      }
      // Reported without its token (the credential) if its rendering fails.
      return withBody(page, html, null, data, inLocale('/quotes/…'));
    }
    const unitId = /^\/equipment\/([^/]+)\/?$/.exec(path)?.[1];
    if (unitId !== undefined) {
      if (!isPositiveId(unitId)) return null;
      // Cached per catalog version, which a branch edit moves too (its city is in the page).
      return cache.get(`unit:${locale}:${unitId}:${shellFile}`, async () => {
        const found = await equipment.findPublished(Number(unitId));
        if (!found) return null;
        // The same URLs as the API's answer (embedded for the app, which hydrates with it).
        const unit = media.unit(found);
        return withBody(
          inLocale(`/equipment/${unit.id}`),
          html,
          unitHead(publicUrl, unit, locale),
          unitQueryData(unit),
        );
      });
    }
    // The home page and the whole catalog's first page keep their prerendered head; their body
    // is rendered with the current newest units / first page, so the app hydrates it as it is.
    const plainPage = path === '/' ? '/' : /^\/equipment\/?$/.test(path) ? '/equipment' : null;
    if (plainPage && [...query.keys()].length === 0) {
      const page = inLocale(plainPage);
      const reads = storefront?.reads(page);
      if (!reads || !apiRead) return null;
      return cache.get(`page:${page}:${shellFile}`, () =>
        withReads(page, html, null, reads, apiRead, null),
      );
    }
    if (/^\/equipment\/?$/.test(path)) {
      const category = query.get('category');
      const onlyCategory = [...query.keys()].every((key) => key === 'category');
      if (!category || !onlyCategory || !Object.hasOwn(CATEGORY_LABELS, category)) return null;
      const head = categoryHead(publicUrl, category as Category, locale);
      const page = inLocale(`/equipment?category=${category}`);
      const reads = storefront?.reads(page);
      if (!reads || !apiRead) return withHead(html, head);
      return cache.get(`category:${page}:${shellFile}`, () =>
        withReads(page, html, head, reads, apiRead, withHead(html, head)),
      );
    }
    return null;
  };
}
