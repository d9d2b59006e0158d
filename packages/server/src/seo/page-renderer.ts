import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@liftline/sdk/schema';
import { createCatalogCache } from '../catalog/catalog-cache';
import { CATEGORY_LABELS } from '../catalog/catalog-labels';
import { createEquipmentRepository } from '../catalog/equipment-repository';
import type { Queryable } from '../db/database';
import { isPositiveId } from '../http/storefront-routes';
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
}

/**
 * Per-request pages for search engines and link previews:
 * - `/equipment/:id` of a published unit: its title, description, canonical URL, Open Graph,
 *   Twitter card and JSON-LD in the head, and its data for the app's query cache (no second fetch);
 * - `/equipment?category=<slug>` (the first page, no other filter): the category's title,
 *   description and canonical URL.
 * Rendered HTML is cached per catalog version (any write to a product or a branch drops it).
 */
export function createPageRenderer({
  db,
  publicUrl,
  storefrontDir,
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
        return unit ? withHead(html, unitHead(publicUrl, unit), unitQueryData(unit)) : null;
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
