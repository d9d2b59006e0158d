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
      .webp({ quality: 80, effort: 1 })
      .toBuffer();
    rendered.set(key, bytes);
  }
  return bytes;
}

/**
 * Gives every demo unit its drawing as a real image asset (stored and served like an upload; the
 * product's primary image). Units of one make and model share one rendering (250 units, about 60
 * renders, run side by side), then the files are written and the rows inserted in one statement.
 */
export async function seedDemoPictures(
  tx: Queryable,
  { storage, publicUrl }: DemoPictureStorage,
  targets: readonly DemoPictureTarget[],
): Promise<number> {
  const pictures = await Promise.all(
    targets.map(async ({ productId, unit }) => {
      const bytes = await render(unit);
      const storageKey = storage.newKey(productId, 'webp');
      await storage.write(storageKey, bytes);
      return {
        productId,
        storageKey,
        url: `${publicUrl}/media/${storageKey}`,
        fileName: `${`${unit.make} ${unit.model}`.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.webp`,
        size: bytes.length,
        alt: `Illustration of a ${unit.title}`,
      };
    }),
  );
  const column = <K extends keyof (typeof pictures)[number]>(key: K) =>
    pictures.map((picture) => picture[key]);
  await tx.query(
    `insert into product_assets (product_id, kind, storage_key, url, file_name, content_type,
       size_bytes, alt_text, position, is_primary)
     select product_id, 'image', storage_key, url, file_name, 'image/webp', size_bytes, alt_text, 0, true
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[])
         as p(product_id, storage_key, url, file_name, size_bytes, alt_text)`,
    [
      column('productId'),
      column('storageKey'),
      column('url'),
      column('fileName'),
      column('size'),
      column('alt'),
    ],
  );
  await tx.query(
    `update products p set image_url = v.url
       from unnest($1::int[], $2::text[]) as v(id, url) where p.id = v.id`,
    [column('productId'), column('url')],
  );
  return pictures.length;
}
