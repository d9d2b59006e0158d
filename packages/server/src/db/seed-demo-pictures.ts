import sharp from 'sharp';
import type { AssetStorage } from '../products/asset-storage';
import {
  equipmentIllustration,
  illustrationKey,
  type IllustratedUnit,
} from '../seed/equipment-illustrations';
import type { Queryable } from './database';

/** Width of the demo pictures: the drawings are vector, so one sharp raster serves cards and pages. */
export const DEMO_PICTURE_WIDTH = 960;

export interface DemoPictureTarget {
  productId: number;
  unit: IllustratedUnit;
}

/** Where the demo pictures go: the uploads' storage, and the origin their URLs start with. */
export interface DemoPictureStorage {
  storage: AssetStorage;
  publicUrl: string;
}

/** Drawings rendered in this process, by illustration key (tests seed many databases). */
const rendered = new Map<string, Promise<Buffer>>();

function render(unit: IllustratedUnit): Promise<Buffer> {
  const key = illustrationKey(unit);
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = sharp(Buffer.from(equipmentIllustration(unit)))
      .resize({ width: DEMO_PICTURE_WIDTH })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
    rendered.set(key, bytes);
  }
  return bytes;
}

/**
 * Gives every demo unit its drawing as a real image asset (stored and served like an upload; the
 * product's primary image). Units of one make and model share one rendering: 250 units need
 * about 60 renders, then only file writes.
 */
export async function seedDemoPictures(
  tx: Queryable,
  { storage, publicUrl }: DemoPictureStorage,
  targets: readonly DemoPictureTarget[],
): Promise<number> {
  for (const { productId, unit } of targets) {
    const bytes = await render(unit);
    const storageKey = storage.newKey(productId, 'webp');
    await storage.write(storageKey, bytes);
    const url = `${publicUrl}/media/${storageKey}`;
    const fileName = `${`${unit.make} ${unit.model}`.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.webp`;
    await tx.query(
      `insert into product_assets (product_id, kind, storage_key, url, file_name, content_type,
         size_bytes, alt_text, position, is_primary)
       values ($1, 'image', $2, $3, $4, 'image/webp', $5, $6, 0, true)`,
      [productId, storageKey, url, fileName, bytes.length, `Illustration of a ${unit.title}`],
    );
    await tx.query('update products set image_url = $2 where id = $1', [productId, url]);
  }
  return targets.length;
}
