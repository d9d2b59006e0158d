import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { migrationsUpTo } from '../testing/migrations-up-to';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';

/**
 * Migration 025 on files uploaded and seeded before it (URLs stored absolute on the PUBLIC_URL of
 * the time, whatever it was): every stored URL of an uploaded file becomes its path, in the assets
 * (main file and variants) and in the products' copies of their primary image; other URLs stay.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const KEY = (productId: number, n: number, extension: string) =>
  `${productId}/00000000-0000-4000-8000-00000000000${n}.${extension}`;

let db: Database;
let dir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;

beforeAll(async () => {
  dir = migrationsUpTo('024');
  scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : null;
  db = await openDatabase({
    databaseUrl: scratch?.url,
    dataDir: 'memory://',
    migrationsDir: dir,
  });
});
afterAll(async () => {
  await db.close();
  await scratch?.drop();
});

async function insertProduct(stock: string, imageUrl: string | null, imageSources: object[]) {
  const { rows } = await db.query<{ id: number }>(
    `insert into products (stock_number, title, category, make, model, year, condition,
       for_rent, for_sale, status, image_url, image_sources)
     values ($1, 'A unit', 'lift-trucks', 'Toyota', '8FG', 2020, 'used', true, false,
       'published', $2, $3::jsonb) returning id`,
    [stock, imageUrl, JSON.stringify(imageSources)],
  );
  return rows[0]!.id;
}

async function insertAsset(productId: number, position: number, url: string, sources: object[]) {
  await db.query(
    `insert into product_assets (product_id, kind, storage_key, url, file_name, content_type,
       size_bytes, position, is_primary, width, height, sources)
     values ($1, 'image', $2, $3, 'a.jpg', 'image/webp', 10, $4, $4 = 0, 100, 50, $5::jsonb)`,
    [productId, url.replace(/^.*\/media\//, ''), url, position, JSON.stringify(sources)],
  );
}

describe('migration 025 (stored media URLs become paths)', () => {
  it('cuts every origin (and anything before /media/) from stored file URLs, keeping other URLs', async () => {
    // Three servers wrote these: the default port, a LAN address, a domain behind a path.
    const a = await insertProduct('M-1', null, []);
    const b = await insertProduct('M-2', null, []);
    const origins = ['http://localhost:3000', 'http://192.168.1.20:4000', 'HTTPS://Shop.Example/x'];
    const source = (productId: number, n: number, origin: string, format = 'webp') => ({
      format,
      width: 480,
      url: `${origin}/media/${KEY(productId, n, format)}`,
      storage_key: KEY(productId, n, format),
    });
    await insertAsset(a, 0, `${origins[0]}/media/${KEY(a, 1, 'webp')}`, [
      source(a, 2, origins[0]!, 'avif'),
      source(a, 1, origins[0]!),
    ]);
    await insertAsset(a, 1, `${origins[1]}/media/${KEY(a, 3, 'pdf')}`, []);
    await insertAsset(b, 0, `${origins[2]}/media/${KEY(b, 4, 'webp')}`, [
      source(b, 4, origins[2]!),
    ]);
    await db.query(`update products set image_url = $2, image_sources = $3::jsonb where id = $1`, [
      a,
      `${origins[0]}/media/${KEY(a, 1, 'webp')}`,
      JSON.stringify([
        { format: 'avif', width: 480, url: source(a, 2, origins[0]!, 'avif').url },
        { format: 'webp', width: 480, url: source(a, 1, origins[0]!).url },
      ]),
    ]);
    // Not uploaded files: an outside picture, and a /media/ URL of no generated key.
    const outside = await insertProduct('M-3', 'https://images.example/forklift.jpg', [
      { format: 'webp', width: 10, url: 'https://images.example/forklift.webp' },
    ]);
    const odd = await insertProduct('M-4', 'https://other.example/media/logo.png', []);

    migrationsUpTo('025', dir);
    expect(await migrate(db, dir)).toEqual(['025_media_paths.sql']);

    const assets = await db.query<{ product_id: number; url: string; sources: object[] }>(
      'select product_id, url, sources from product_assets order by product_id, position',
    );
    expect(assets.rows).toEqual([
      {
        product_id: a,
        url: `/media/${KEY(a, 1, 'webp')}`,
        sources: [
          {
            format: 'avif',
            width: 480,
            url: `/media/${KEY(a, 2, 'avif')}`,
            storage_key: KEY(a, 2, 'avif'),
          },
          {
            format: 'webp',
            width: 480,
            url: `/media/${KEY(a, 1, 'webp')}`,
            storage_key: KEY(a, 1, 'webp'),
          },
        ],
      },
      { product_id: a, url: `/media/${KEY(a, 3, 'pdf')}`, sources: [] },
      {
        product_id: b,
        url: `/media/${KEY(b, 4, 'webp')}`,
        sources: [
          {
            format: 'webp',
            width: 480,
            url: `/media/${KEY(b, 4, 'webp')}`,
            storage_key: KEY(b, 4, 'webp'),
          },
        ],
      },
    ]);
    const products = await db.query<{
      id: number;
      image_url: string | null;
      image_sources: object[];
    }>('select id, image_url, image_sources from products order by id');
    expect(products.rows).toEqual([
      {
        id: a,
        image_url: `/media/${KEY(a, 1, 'webp')}`,
        image_sources: [
          { format: 'avif', width: 480, url: `/media/${KEY(a, 2, 'avif')}` },
          { format: 'webp', width: 480, url: `/media/${KEY(a, 1, 'webp')}` },
        ],
      },
      { id: b, image_url: null, image_sources: [] },
      {
        id: outside,
        image_url: 'https://images.example/forklift.jpg',
        image_sources: [{ format: 'webp', width: 10, url: 'https://images.example/forklift.webp' }],
      },
      { id: odd, image_url: 'https://other.example/media/logo.png', image_sources: [] },
    ]);
    // Nothing left with an origin before /media/.
    const { rows } = await db.query<{ left: number }>(
      `select count(*)::int as left from product_assets
        where url ~ '://' or sources::text ~ '://[^"]*/media/'`,
    );
    expect(rows[0]!.left).toBe(0);
  });
});
