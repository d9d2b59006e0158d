import type { components } from '@liftline/sdk/schema';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from '../db/seed-demo-data';
import { writeTestStorefront } from '../seo/seo-test-storefront';
import { loginAsDemoOwner } from '../testing/auth';
import { STORE_DRIVERS, type StoreDriver } from '../testing/store-drivers';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import {
  createProductAs,
  FILES,
  publishableInput,
  uploadAs,
  type Product,
  type ProductAsset,
} from './product-test-helpers';

type Equipment = components['schemas']['Equipment'];
type EquipmentPage = components['schemas']['EquipmentPage'];

/**
 * A business moves its server: the same data (database and asset store) answered by a server on
 * another PUBLIC_URL, then behind a CDN (ASSET_BASE_URL). Every picture URL follows the server
 * that answers, never the one that stored it.
 */
const OLD = 'http://localhost:3000';
const NEW = 'https://rentals.example.com';
const CDN = 'https://cdn.example.net/liftline';

/** Every picture URL of a unit or product as answered (main, variants, assets and theirs). */
const pictureUrls = (unit: {
  image_url: string | null;
  image_sources: { url: string }[];
  assets?: ProductAsset[];
}) => [
  ...(unit.image_url ? [unit.image_url] : []),
  ...unit.image_sources.map((source) => source.url),
  ...(unit.assets ?? []).flatMap((asset) => [asset.url, ...asset.sources.map((s) => s.url)]),
];

/** The `content` of `<meta property="og:image">`, and the images of the JSON-LD Product. */
function pageImages(html: string) {
  const og = /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const product = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; image?: string })
    .find((doc) => doc['@type'] === 'Product');
  return { og, jsonLd: product?.image };
}

describe.each(STORE_DRIVERS)(
  'pictures of data moved to a new address, files in a %s',
  (_n, open) => {
    let driver: StoreDriver;
    let db: Database;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
    const storefrontDir = writeTestStorefront();
    const apps: FastifyInstance[] = [];
    let published: Product;
    let draft: Product;

    /** A server on the shared data, as `npm start` would configure it from `env`. */
    async function serverWith(env: Record<string, string>) {
      const config: ServerConfig = {
        ...loadConfig({ ...env, SEED_DEMO_DATA: 'false' }),
        storefrontDir,
        widgetsDir: join(storefrontDir, 'no-widgets'),
        apiDocsDir: join(storefrontDir, 'no-docs'),
      };
      const app = await buildApp({ config, db, store: driver.store }, { logger: false });
      apps.push(app);
      return app;
    }

    beforeAll(async () => {
      driver = await open();
      scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : null;
      db = await openDatabase({
        databaseUrl: scratch?.url,
        dataDir: 'memory://',
        migrationsDir: loadConfig({}).migrationsDir,
      });
      // Seeded and uploaded to by the server on the old address.
      const old = await serverWith({ PUBLIC_URL: OLD });
      // What the server on the old address seeds with (its PUBLIC_URL is no part of what is stored).
      const storage = { store: driver.store, publicUrl: OLD };
      await seedDemoData(db, { pictures: storage });
      const owner = await loginAsDemoOwner(old);
      published = await createProductAs(old, owner, publishableInput());
      draft = await createProductAs(old, owner);
      for (const product of [published, draft]) {
        const photo = await uploadAs(old, owner, product.id, {
          bytes: FILES.jpeg,
          name: 'side.jpg',
        });
        expect(photo.statusCode, photo.body).toBe(201);
      }
      await old.close();
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await db.close();
      await scratch?.drop();
      await driver.close();
    });

    it('answers relative /media/ URLs in the API, and serves each of them', async () => {
      const app = await serverWith({ PUBLIC_URL: NEW });
      const list = await app.inject({ method: 'GET', url: '/api/v1/equipment?per_page=100' });
      const { items } = list.json<EquipmentPage>();
      expect(items.length).toBeGreaterThan(10);
      const urls = items.flatMap(pictureUrls);
      const detail = await app.inject({ method: 'GET', url: `/api/v1/equipment/${published.id}` });
      urls.push(...pictureUrls(detail.json<Equipment>()));
      expect(urls.length).toBeGreaterThan(items.length);
      expect(urls.filter((url) => !/^\/media\/\d+\/[0-9a-f-]{36}\.(webp|avif)$/.test(url))).toEqual(
        [],
      );
      for (const url of new Set(urls)) {
        const file = await app.inject({ method: 'GET', url });
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-type'], url).toMatch(/^image\//);
      }
    });

    it('builds og:image and the JSON-LD image on the current PUBLIC_URL, and the sitemap too', async () => {
      const app = await serverWith({ PUBLIC_URL: NEW });
      const page = await app.inject({ method: 'GET', url: `/equipment/${published.id}` });
      expect(page.statusCode).toBe(200);
      const { og, jsonLd } = pageImages(page.body);
      expect(og).toMatch(new RegExp(`^${NEW}/media/${published.id}/[0-9a-f-]{36}\\.webp$`));
      expect(jsonLd).toBe(og);
      expect(page.body).not.toContain(OLD);
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toContain(`${NEW}/equipment/${published.id}`);
      expect(locs.filter((loc) => !loc!.startsWith(`${NEW}/`))).toEqual([]);
    });

    it('puts files of published units below ASSET_BASE_URL, and keeps a draft’s on the API', async () => {
      const app = await serverWith({ PUBLIC_URL: NEW, ASSET_BASE_URL: `${CDN}/` });
      const list = await app.inject({ method: 'GET', url: '/api/v1/equipment?per_page=100' });
      const urls = list.json<EquipmentPage>().items.flatMap(pictureUrls);
      expect(urls.length).toBeGreaterThan(10);
      expect(urls.filter((url) => !url.startsWith(`${CDN}/media/`))).toEqual([]);
      const page = await app.inject({ method: 'GET', url: `/equipment/${published.id}` });
      const { og, jsonLd } = pageImages(page.body);
      expect(og).toMatch(new RegExp(`^${CDN}/media/${published.id}/`));
      expect(jsonLd).toBe(og);
      // The page may load them (CSP).
      expect(page.headers['content-security-policy']).toMatch(
        /img-src [^;]*https:\/\/cdn\.example\.net/,
      );

      const owner = await loginAsDemoOwner(app);
      const product = async (id: number) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/v1/products/${id}`,
            headers: owner.authHeader,
          })
        ).json<Product>();
      const publishedUrls = pictureUrls(await product(published.id));
      expect(publishedUrls.filter((url) => !url.startsWith(`${CDN}/media/`))).toEqual([]);
      // A CDN fetches without the member's cookie: a draft's files stay on the API's origin.
      const draftUrls = pictureUrls(await product(draft.id));
      expect(draftUrls.length).toBeGreaterThan(2);
      expect(draftUrls.filter((url) => !url.startsWith(`/api/media/${draft.id}/`))).toEqual([]);
    });
  },
);
