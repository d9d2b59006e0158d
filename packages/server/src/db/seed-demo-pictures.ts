import sharp from 'sharp';
import { newStorageKey, type AssetStore } from '../products/asset-storage';
import { mediaPath } from '../products/media-urls';
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

/** Where the demo pictures go: the uploads' storage (their URLs are stored as paths). */
export interface DemoPictureStorage {
  store: AssetStore;
}

interface Rendered {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Drawings rendered in this process, by illustration key (tests seed many databases). */
const rendered = new Map<string, Promise<Rendered>>();

function render(unit: IllustratedUnit): Promise<Rendered> {
  const key = illustrationKey(unit);
  let picture = rendered.get(key);
  if (!picture) {
    picture = sharp(Buffer.from(equipmentIllustration(unit)))
      .resize({ width: DEMO_PICTURE_WIDTH })
      .webp({ quality: 80, effort: 1 })
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ bytes: data, width: info.width, height: info.height }));
    rendered.set(key, picture);
  }
  return picture;
}

/**
 * Gives every demo unit its drawing as a real image asset (stored and served like an upload; the
 * product's primary image), with its size and the file as its one WebP source. Uploads get AVIF
 * and three widths as well (src/products/image-variants.ts); the drawings skip them to keep
 * seeding fast: one 960-px WebP is already small. Units of one make and model share one rendering (250 units, about 60
 * renders, run side by side), then the files are written and the rows inserted in one statement.
 */
export async function seedDemoPictures(
  tx: Queryable,
  { store }: DemoPictureStorage,
  targets: readonly DemoPictureTarget[],
): Promise<number> {
  const pictures = await Promise.all(
    targets.map(async ({ productId, unit }) => {
      const { bytes, width, height } = await render(unit);
      const storageKey = newStorageKey(productId, 'webp');
      await store.put(storageKey, bytes, { contentType: 'image/webp' });
      const url = mediaPath(storageKey);
      return {
        productId,
        storageKey,
        url,
        fileName: `${`${unit.make} ${unit.model}`.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.webp`,
        size: bytes.length,
        alt: `Illustration of a ${unit.title}`,
        width,
        height,
        sources: JSON.stringify([{ format: 'webp', width, url, storage_key: storageKey }]),
      };
    }),
  );
  const column = <K extends keyof (typeof pictures)[number]>(key: K) =>
    pictures.map((picture) => picture[key]);
  await tx.query(
    `insert into product_assets (product_id, kind, storage_key, url, file_name, content_type,
       size_bytes, alt_text, position, is_primary, width, height, sources)
     select product_id, 'image', storage_key, url, file_name, 'image/webp', size_bytes, alt_text, 0, true,
         width, height, sources::jsonb
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[],
           $7::int[], $8::int[], $9::text[])
         as p(product_id, storage_key, url, file_name, size_bytes, alt_text, width, height, sources)`,
    [
      column('productId'),
      column('storageKey'),
      column('url'),
      column('fileName'),
      column('size'),
      column('alt'),
      column('width'),
      column('height'),
      column('sources'),
    ],
  );
  await tx.query(
    `update products p set image_url = v.url, image_width = v.width, image_height = v.height,
            image_sources = jsonb_build_array(jsonb_build_object('format', 'webp', 'width', v.width, 'url', v.url))
       from unnest($1::int[], $2::text[], $3::int[], $4::int[]) as v(id, url, width, height)
      where p.id = v.id`,
    [column('productId'), column('url'), column('width'), column('height')],
  );
  return pictures.length;
}
