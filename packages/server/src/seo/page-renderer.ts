import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@liftline/sdk/schema';
import { createCatalogCache } from '../catalog/catalog-cache';
import { CATEGORY_LABELS } from '../catalog/catalog-labels';
import { createEquipmentRepository } from '../catalog/equipment-repository';
import type { Queryable } from '../db/database';
import { isPositiveId } from '../http/storefront-routes';
import type { PageBodyRenderer } from './page-body-renderer';
import { categoryHead, unitHead, unitQueryData, withHead } from './unit-page';

type Category = components['schemas']['EquipmentCategory'];

/**
 * Renders a storefront page per request when it has something of its own to say (HTML), or answers
 * null (then the prerendered page or the shell is sent as it is). `shellFile` is the file the server
 * would send (relative to the storefront directory).
 */
export type PageRenderer = (
  path: string,
  query: URLSearchParams,
  shellFile: string,
) => Promise<string | null>;

export interface PageRendererOptions {
  db: Queryable;
  publicUrl: string;
  storefrontDir: string;
  /** Renders a unit page's body with its data (the storefront's bundle); absent: head only. */
  renderBody?: PageBodyRenderer | undefined;
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
 *   description and canonical URL.
 * Rendered HTML is cached per catalog version (any write to a product or a branch drops it).
 */
export function createPageRenderer({
  db,
  publicUrl,
  storefrontDir,
  renderBody,
  log,
}: PageRendererOptions): PageRenderer {
  const equipment = createEquipmentRepository(db);
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

  return async (path, query, shellFile) => {
    const html = shell(shellFile);
    if (html === null) return null;
    const unitId = /^\/equipment\/([^/]+)\/?$/.exec(path)?.[1];
    if (unitId !== undefined) {
      if (!isPositiveId(unitId)) return null;
      // Cached per catalog version, which a branch edit moves too (its city is in the page).
      return cache.get(`unit:${unitId}:${shellFile}`, async () => {
        const unit = await equipment.findPublished(Number(unitId));
        if (!unit) return null;
        const data = unitQueryData(unit);
        const body = await renderBody?.(`/equipment/${unit.id}`, data).catch((error: unknown) => {
          log?.error({ err: error, unitId: unit.id }, 'Rendering a unit page failed');
          return undefined;
        });
        return withHead(html, unitHead(publicUrl, unit), data, body);
      });
    }
    if (/^\/equipment\/?$/.test(path)) {
      const category = query.get('category');
      const onlyCategory = [...query.keys()].every((key) => key === 'category');
      if (!category || !onlyCategory || !Object.hasOwn(CATEGORY_LABELS, category)) return null;
      return withHead(html, categoryHead(publicUrl, category as Category));
    }
    return null;
  };
}
