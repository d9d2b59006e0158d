import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../catalog/catalog-test-helpers';
import { insertBranch } from '../leads/lead-test-helpers';
import { createTestApp } from '../testing/test-app';
import { writeTestStorefront } from './seo-test-storefront';

const PUBLIC_URL = 'https://shop.example.com';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(sitemapLimit?: number): Promise<TestApp> {
  const app = await createTestApp({
    seed: false,
    config: {
      storefrontDir: writeTestStorefront(),
      publicUrl: PUBLIC_URL,
      ...(sitemapLimit ? { sitemapLimit } : {}),
    },
  });
  apps.push(app);
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('/sitemap.xml', () => {
  let app: TestApp;
  let publishedId: number;
  let draftId: number;
  let branchId: number;
  let inactiveBranchId: number;
  beforeAll(async () => {
    app = await appWith();
    publishedId = await insertProduct(app.db, { status: 'published' });
    draftId = await insertProduct(app.db, { status: 'draft' });
    branchId = await insertBranch(app.db, null);
    inactiveBranchId = await insertBranch(app.db, null);
    await app.db.query('update branches set is_active = false where id = $1', [inactiveBranchId]);
    await app.db.query(`update products set updated_at = '2026-03-04T05:06:07Z' where id = $1`, [
      publishedId,
    ]);
  });

  it('lists the indexable pages, categories, published units and active branches', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(response.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/equipment`,
        `${PUBLIC_URL}/branches`,
        `${PUBLIC_URL}/equipment?category=lift-trucks`,
        `${PUBLIC_URL}/equipment?category=rail-cars`,
        `${PUBLIC_URL}/equipment/${publishedId}`,
        `${PUBLIC_URL}/branches/${branchId}`,
      ]),
    );
    expect(urls).not.toContain(`${PUBLIC_URL}/equipment/${draftId}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/branches/${inactiveBranchId}`);
    expect(urls.some((url) => url.includes('/guest/'))).toBe(false);
    const alternates = (path: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${path}"/>`;
    const unit = `/equipment/${publishedId}`;
    expect(response.body).toContain(
      `<url><loc>${PUBLIC_URL}${unit}</loc><lastmod>2026-03-04T05:06:07Z</lastmod>${alternates(unit)}</url>`,
    );
    expect(response.body).toContain(
      `<url><loc>${PUBLIC_URL}/es${unit}</loc><lastmod>2026-03-04T05:06:07Z</lastmod>${alternates(unit)}</url>`,
    );
  });

  it('lists the Spanish twin of every page, the home page at /es', async () => {
    const urls = locs((await app.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const english = urls.filter((url) => !url.startsWith(`${PUBLIC_URL}/es`));
    expect(english.length).toBeGreaterThan(0);
    expect(urls).toHaveLength(english.length * 2);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/es`,
        `${PUBLIC_URL}/es/equipment`,
        `${PUBLIC_URL}/es/equipment?category=lift-trucks`,
        `${PUBLIC_URL}/es/branches/${branchId}`,
      ]),
    );
  });
});

// A new app (a database to migrate) is made in a hook, not inside a test: on a loaded machine
// that alone can take a large part of a test's time limit.
describe('/sitemap.xml past its limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await appWith(4);
    for (let index = 0; index < 3; index++) await insertProduct(app.db);
  });

  it('becomes an index of numbered sitemaps that together list every URL once', async () => {
    // (3 pages + 5 categories + 3 units) × 2 languages = 22 URLs: six sitemaps of at most 4.
    const index = await app.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const parts = [1, 2, 3, 4, 5, 6];
    expect(locs(index.body)).toEqual(parts.map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));
    const all: string[] = [];
    for (const n of parts) {
      const part = await app.app.inject({ method: 'GET', url: `/sitemap-${n}.xml` });
      expect(part.statusCode).toBe(200);
      expect(part.headers['cache-control']).toBe('public, max-age=300');
      expect(locs(part.body).length).toBeLessThanOrEqual(4);
      all.push(...locs(part.body));
    }
    expect(all).toHaveLength(22);
    expect(new Set(all).size).toBe(22);
    for (const url of ['/sitemap-7.xml', '/sitemap-0.xml', '/sitemap-x.xml']) {
      expect((await app.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('/robots.txt', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await appWith();
  });

  it('names the sitemap and keeps crawlers out of the private areas', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const lines = response.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Disallow: /authorized/',
      'Disallow: /guest/',
      'Disallow: /es/authorized/',
      'Disallow: /es/guest/',
      'Disallow: /quotes/',
      'Disallow: /es/quotes/',
      'Disallow: /api/',
      'Disallow: /dev/',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });
});
