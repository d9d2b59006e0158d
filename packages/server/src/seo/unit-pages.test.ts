import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../catalog/catalog-test-helpers';
import { insertBranch } from '../leads/lead-test-helpers';
import { createTestApp } from '../testing/test-app';
import { writeTestStorefront } from './seo-test-storefront';

const PUBLIC_URL = 'https://shop.example.com';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let unitId: number;
let draftId: number;
let branchId: number;
beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    config: { storefrontDir: writeTestStorefront(), publicUrl: PUBLIC_URL },
  });
  branchId = await insertBranch(testApp.db, null);
  unitId = await insertProduct(testApp.db, {
    title: '2021 Toyota 8FGCU25 <Forklift> & "more"',
    category: 'lift-trucks',
    make: 'Toyota',
    model: '8FGCU25',
    branch_id: branchId,
    for_rent: true,
    sale_price: 24500,
  });
  await testApp.db.query(
    `update products set rental_daily = 120, rental_weekly = 480, rental_monthly = 1400 where id = $1`,
    [unitId],
  );
  draftId = await insertProduct(testApp.db, { status: 'draft', title: 'Secret draft' });
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

/** The `content` of `<meta {attribute}="{name}">`. */
function meta(html: string, attribute: 'name' | 'property', name: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('a unit page (/equipment/:id), rendered per request', () => {
  it('has the title, description, canonical URL, Open Graph and Twitter card of the unit', async () => {
    const response = await get(`/equipment/${unitId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(
      '<title>2021 Toyota 8FGCU25 &lt;Forklift&gt; &amp; &quot;more&quot; | Liftline</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const description = meta(html, 'name', 'description');
    for (const part of [
      '2024',
      'Toyota',
      '8FGCU25',
      'lift truck',
      '$24,500',
      '$120/day',
      'Springfield, IL',
    ]) {
      expect(description).toContain(part);
    }
    const url = `${PUBLIC_URL}/equipment/${unitId}`;
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(html, 'property', 'og:title')).toBe(
      '2021 Toyota 8FGCU25 <Forklift> & "more" | Liftline',
    );
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:description')).toBe(description);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The category picture (the unit has no image), served by the storefront.
    const image = meta(html, 'property', 'og:image')!;
    expect(image).toBe(`${PUBLIC_URL}/og/lift-trucks.png`);
    expect((await get(new URL(image).pathname)).statusCode).toBe(200);
  });

  it('carries Product and BreadcrumbList JSON-LD, with nothing that could end the script', async () => {
    const html = (await get(`/equipment/${unitId}`)).body;
    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '2021 Toyota 8FGCU25 <Forklift> & "more"',
      sku: expect.stringMatching(/^TEST-/),
      brand: { '@type': 'Brand', name: 'Toyota' },
    });
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    // `<` inside the JSON is `\u003c`: the only `<` in each script element is its end tag.
    for (const match of html.matchAll(
      /<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      expect(match[1]).not.toMatch(/[<>]/);
    }
    // No executable inline script was added (the CSP forbids them).
    expect(
      html.match(/<script(?![^>]*type="application\/(ld\+)?json")(?![^>]*src=)[^>]*>/g),
    ).toBeNull();
  });

  it('embeds the unit for the app, under the key its detail page asks with', async () => {
    const html = (await get(`/equipment/${unitId}`)).body;
    const match =
      /<script type="application\/json" id="liftline-query-data">([\s\S]*?)<\/script>/.exec(html);
    const [entry] = JSON.parse(match![1]!) as {
      key: unknown;
      data: { id: number; title: string };
    }[];
    expect(entry!.key).toEqual([
      'get',
      '/equipment/{id}',
      { params: { path: { id: unitId }, query: {} } },
    ]);
    const api = (await get(`/api/v1/equipment/${unitId}`)).json();
    expect(entry!.data).toEqual(api);
  });

  it('answers 404 with the plain shell for a draft, a missing or a malformed id', async () => {
    for (const url of [`/equipment/${draftId}`, '/equipment/999999', '/equipment/abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(
        '<title>Liftline — Equipment rental &amp; sales</title>',
      );
      expect(response.body, url).not.toContain('Secret draft');
      expect(response.body, url).not.toContain('og:type');
    }
  });

  it('renders the page again after the unit or its branch changes (catalog version, branch stamp)', async () => {
    const before = (await get(`/equipment/${unitId}`)).body;
    expect((await get(`/equipment/${unitId}`)).body).toBe(before);
    await testApp.db.query(`update products set title = 'Renamed forklift' where id = $1`, [
      unitId,
    ]);
    const after = (await get(`/equipment/${unitId}`)).body;
    expect(after).toContain('<title>Renamed forklift | Liftline</title>');
    await testApp.db.query(
      `update branches set city = 'Peoria', updated_at = now() + interval '1 second' where id = $1`,
      [branchId],
    );
    expect(meta((await get(`/equipment/${unitId}`)).body, 'name', 'description')).toContain(
      'Peoria, IL',
    );
    await testApp.db.query(`update products set status = 'draft' where id = $1`, [unitId]);
    expect((await get(`/equipment/${unitId}`)).statusCode).toBe(404);
    await testApp.db.query(`update products set status = 'published' where id = $1`, [unitId]);
  });
});

describe('a category listing (/equipment?category=<slug>)', () => {
  it('has the category title, description and canonical URL on the prerendered page', async () => {
    const response = await get('/equipment?category=rail-cars');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Rail cars for rent and sale | Liftline</title>');
    expect(response.body).toContain('<h1>Equipment</h1>');
    expect(meta(response.body, 'name', 'description')).toContain('Rail cars');
    expect(response.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/equipment?category=rail-cars">`,
    );
  });

  it('leaves other searches and unknown categories as they are', async () => {
    for (const url of [
      '/equipment?category=nope',
      '/equipment?category=rail-cars&page=2',
      '/equipment',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(
        '<title>Liftline — Equipment rental &amp; sales</title>',
      );
    }
  });
});
