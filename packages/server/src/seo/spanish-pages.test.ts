import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../catalog/catalog-test-helpers';
import { insertBranch } from '../leads/lead-test-helpers';
import { createTestApp } from '../testing/test-app';
import { writeTestStorefront } from './seo-test-storefront';

const PUBLIC_URL = 'https://shop.example.com';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let unitId: number;
beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    config: { storefrontDir: writeTestStorefront(), publicUrl: PUBLIC_URL },
  });
  const branchId = await insertBranch(testApp.db, null);
  unitId = await insertProduct(testApp.db, {
    title: '2021 Toyota 8FGCU25',
    category: 'aerial-work-platforms',
    make: 'Genie',
    model: 'GS-1930',
    branch_id: branchId,
    sale_price: 24500,
  });
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** The `href` of each `<link rel="alternate" hreflang>` of a page, by hreflang. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );

const canonicals = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((match) => match[1]);

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('the first visit to / (Accept-Language, the lang cookie)', () => {
  it('sends a visitor whose browser prefers Spanish to /es, the query kept', async () => {
    for (const [url, language, location] of [
      ['/', 'es-US,es;q=0.9,en;q=0.8', '/es'],
      ['/', 'es-MX', '/es'],
      ['/', 'fr-FR,es;q=0.5', '/es'],
      ['/?utm_source=mail', 'es', '/es?utm_source=mail'],
    ] as const) {
      const response = await get(url, { 'accept-language': language });
      expect(response.statusCode, language).toBe(302);
      expect(response.headers.location, language).toBe(location);
      expect(response.headers.vary, language).toBe('Accept-Language, Cookie');
    }
  });

  it('keeps a browser preferring English, or naming neither language, on the English page', async () => {
    for (const language of ['en-US,en;q=0.9,es;q=0.8', 'en', 'fr-FR', 'de,fr;q=0.5']) {
      const response = await get('/', { 'accept-language': language });
      expect(response.statusCode, language).toBe(200);
      expect(response.body, language).toContain('<h1>Home</h1>');
      expect(String(response.headers.vary), language).toContain('Accept-Language, Cookie');
    }
  });

  it('never redirects a request without Accept-Language (crawlers)', async () => {
    for (const headers of [{}, { cookie: 'lang=es' }] as Record<string, string>[]) {
      const response = await get('/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Home</h1>');
    }
  });

  it('follows the choice saved in the lang cookie over Accept-Language', async () => {
    const english = await get('/', { 'accept-language': 'es', cookie: 'lang=en' });
    expect(english.statusCode).toBe(200);
    const spanish = await get('/', { 'accept-language': 'en-US', cookie: 'lang=es' });
    expect(spanish.statusCode).toBe(302);
    expect(spanish.headers.location).toBe('/es');
    // Another value is no choice: the header decides.
    const other = await get('/', { 'accept-language': 'es', cookie: 'lang=fr' });
    expect(other.statusCode).toBe(302);
  });

  it('never redirects another page, in either language', async () => {
    for (const url of ['/equipment', '/branches', '/es', '/es/equipment']) {
      const response = await get(url, { 'accept-language': 'es', cookie: 'lang=en' });
      expect(response.statusCode, url).toBe(200);
      const english = await get(url, { 'accept-language': 'en' });
      expect(english.statusCode, url).toBe(200);
    }
  });
});

describe('the /es pages', () => {
  it('sends the Spanish home page with lang="es", its canonical URL and both alternates', async () => {
    const response = await get('/es');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Inicio</h1>');
    expect(canonicals(html)).toEqual([`${PUBLIC_URL}/es`]);
    expect(alternates(html)).toEqual({
      en: `${PUBLIC_URL}/`,
      es: `${PUBLIC_URL}/es`,
      'x-default': `${PUBLIC_URL}/`,
    });
    expect(html).toContain('<meta property="og:locale" content="es_US">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
  });

  it('gives the English twin the same alternates and its own canonical URL', async () => {
    for (const [url, canonical, spanish] of [
      ['/', `${PUBLIC_URL}/`, `${PUBLIC_URL}/es`],
      ['/equipment/', `${PUBLIC_URL}/equipment`, `${PUBLIC_URL}/es/equipment`],
      ['/equipment?sort=newest', `${PUBLIC_URL}/equipment`, `${PUBLIC_URL}/es/equipment`],
    ] as const) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<html lang="en">');
      expect(canonicals(html), url).toEqual([canonical]);
      expect(alternates(html), url).toEqual({ en: canonical, es: spanish, 'x-default': canonical });
      expect(html, url).toContain('<meta property="og:locale" content="en_US">');
    }
  });

  it('sends a Spanish page the build did not render on the Spanish shell, lang="es"', async () => {
    const response = await get('/es/branches');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<title>Liftline — Alquiler y venta de equipos</title>');
    expect(alternates(response.body).en).toBe(`${PUBLIC_URL}/branches`);
  });

  it('answers 404 for a Spanish path that is no page, without alternates', async () => {
    for (const url of ['/es/no-such-page', `/es/equipment/999999`, '/es/es']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('hreflang');
    }
  });

  it('renders a unit page at /es/equipment/:id with its Spanish head and structured data', async () => {
    const response = await get(`/es/equipment/${unitId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(
      /<meta name="description" content="Plataforma de trabajo aéreo Genie GS-1930 \d{4} usada en venta a \$24,500/,
    );
    expect(canonicals(html)).toEqual([`${PUBLIC_URL}/es/equipment/${unitId}`]);
    expect(alternates(html)).toEqual({
      en: `${PUBLIC_URL}/equipment/${unitId}`,
      es: `${PUBLIC_URL}/es/equipment/${unitId}`,
      'x-default': `${PUBLIC_URL}/equipment/${unitId}`,
    });
    const [product, breadcrumbs, page] = jsonLd(html);
    expect(product).toMatchObject({ '@type': 'Product', category: 'Plataformas de trabajo aéreo' });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Inicio', item: `${PUBLIC_URL}/es` },
        { name: 'Equipos', item: `${PUBLIC_URL}/es/equipment` },
        {
          name: 'Plataformas de trabajo aéreo',
          item: `${PUBLIC_URL}/es/equipment?category=aerial-work-platforms`,
        },
        { name: '2021 Toyota 8FGCU25', item: `${PUBLIC_URL}/es/equipment/${unitId}` },
      ],
    });
    expect(page).toMatchObject({ '@type': 'WebPage', inLanguage: 'es-US' });
    const english = jsonLd((await get(`/equipment/${unitId}`)).body);
    expect(english[2]).toMatchObject({ '@type': 'WebPage', inLanguage: 'en-US' });
  });

  it('renders a category listing at /es/equipment?category= with its Spanish title', async () => {
    const html = (await get('/es/equipment?category=lift-trucks')).body;
    expect(html).toContain('<title>Montacargas en alquiler y venta | Liftline</title>');
    expect(canonicals(html)).toEqual([`${PUBLIC_URL}/es/equipment?category=lift-trucks`]);
    expect(alternates(html).en).toBe(`${PUBLIC_URL}/equipment?category=lift-trucks`);
  });

  it('compresses the pages it completes, as the browser accepts', async () => {
    const response = await get('/es', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('hreflang="es"');
  });
});
