import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { migrationsUpTo } from '../testing/migrations-up-to';

describe('migration 022 (listing image variants) on products that already have pictures', () => {
  it('copies the primary image’s size and variants into its product, without storage keys', async () => {
    const dir = migrationsUpTo('021');
    const db = await openPgliteDatabase('memory://');
    try {
      await migrate(db, dir);
      const product = async (stock: string) =>
        (
          await db.query<{ id: number }>(
            `insert into products (stock_number, title, category, make, model, year, condition,
               for_rent, for_sale, status, image_url)
             values ($1, 'A unit', 'lift-trucks', 'Toyota', '8FG', 2020, 'used', true, false,
               'published', 'https://x.test/media/a.webp') returning id`,
            [stock],
          )
        ).rows[0]!.id;
      const withPicture = await product('A-1');
      const without = await product('A-2');
      const asset = (productId: number, primary: boolean, width: number, sources: object[]) =>
        db.query(
          `insert into product_assets (product_id, kind, storage_key, url, file_name, content_type,
             size_bytes, position, is_primary, width, height, sources)
           values ($1, 'image', $2, 'https://x.test/media/a.webp', 'a.jpg', 'image/webp', 10,
             $3, $4, $5, $6, $7)`,
          [
            productId,
            `${productId}/${String(width).padStart(8, '0')}-0000-4000-8000-000000000000.webp`,
            primary ? 0 : 1,
            primary,
            width,
            width / 2,
            JSON.stringify(sources),
          ],
        );
      const variant = (format: string, width: number) => ({
        format,
        width,
        url: `https://x.test/media/${width}.${format}`,
        storage_key: `1/${width}.${format}`,
      });
      await asset(withPicture, true, 1600, [variant('avif', 480), variant('webp', 480)]);
      await asset(withPicture, false, 800, [variant('webp', 800)]);

      migrationsUpTo('022', dir);
      await migrate(db, dir);
      const { rows } = await db.query<{
        id: number;
        image_width: number | null;
        image_height: number | null;
        image_sources: object[];
      }>('select id, image_width, image_height, image_sources from products order by id');
      expect(rows).toEqual([
        {
          id: withPicture,
          image_width: 1600,
          image_height: 800,
          image_sources: [
            { format: 'avif', width: 480, url: 'https://x.test/media/480.avif' },
            { format: 'webp', width: 480, url: 'https://x.test/media/480.webp' },
          ],
        },
        { id: without, image_width: null, image_height: null, image_sources: [] },
      ]);
    } finally {
      await db.close();
    }
  });
});
