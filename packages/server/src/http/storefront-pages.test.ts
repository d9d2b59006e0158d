import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../catalog/catalog-test-helpers';
import { createTestApp } from '../testing/test-app';
import { createPageStatus, isPositiveId } from './storefront-routes';

const SHELL = '<!doctype html><div id="root"></div>';
const HOME = '<!doctype html><div id="root"><h1>Home, prerendered</h1></div>';
const EQUIPMENT = '<!doctype html><div id="root"><h1>Equipment, prerendered</h1></div>';
const BRANCH_SHELL =
  '<!doctype html><link rel="modulepreload" href="/assets/branch.js"><div id="root"></div>';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'liftline-storefront-'));
  mkdirSync(join(dist, 'prerendered'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  // What scripts/precompress.mjs writes beside each text file.
  writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dist, 'prerendered', 'index.html.br'), brotliCompressSync(HOME));
  writeFileSync(join(dist, 'prerendered', 'index.html'), HOME);
  writeFileSync(join(dist, 'prerendered', 'equipment.html'), EQUIPMENT);
  writeFileSync(join(dist, 'prerendered', 'branches-branch_id.html'), BRANCH_SHELL);
  writeFileSync(join(dist, 'prerendered', 'evil.html'), 'never served');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"secret-map"}}');
  writeFileSync(
    join(dist, 'prerendered', 'manifest.json'),
    JSON.stringify({
      '/': 'index.html',
      '/equipment': 'equipment.html',
      '/branches/:branch_id': 'branches-branch_id.html',
      '/x': '../index.html',
    }),
  );
  testApp = await createTestApp({ seed: false, config: { storefrontDir: dist } });
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('storefront pages', () => {
  it("the build's metadata (.vite/manifest.json, a dot folder) is not served", async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.body).not.toContain('secret-map');
    expect(response.statusCode).toBe(404);
  });

  it('sends the prerendered page for the paths the build rendered, never cached', async () => {
    for (const [url, body] of [
      ['/', HOME],
      ['/?utm_source=mail', HOME],
      ['/equipment', EQUIPMENT],
      ['/equipment/', EQUIPMENT],
      ['/equipment?category=rail-cars', EQUIPMENT],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('sends a page with parameters on the shell the build made for its route pattern', async () => {
    for (const url of ['/branches/7', '/branches/7/', '/branches/7?from=finder']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BRANCH_SHELL);
    }
    for (const url of ['/branches', '/branches/7/hours']) {
      expect((await get(url)).body, url).toBe(SHELL);
    }
  });

  it('sends the empty shell for every other page (a build without routes.json: no 404s)', async () => {
    for (const url of ['/equipment/12', '/guest/user/login', '/authorized/account', '/x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('sends a customer’s quote page (its path holds the token) never stored, never indexed, without a Referer', async () => {
    for (const url of [
      '/quotes/AbC_dEf-0123456789abcdefghij',
      '/es/quotes/AbC_dEf-0123456789abcdefghij',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
    const other = await get('/equipment');
    expect(other.headers['x-robots-tag']).toBeUndefined();
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed brotli copy to browsers that accept it, the plain file otherwise', async () => {
    for (const [url, body] of [
      ['/assets/index-abc.js', 'console.log(1)'],
      ['/', HOME],
    ] as const) {
      const compressed = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString(), url).toBe(body);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(body);
    }
  });

  it('serves hashed assets for a year and answers 404 JSON for missing files', async () => {
    const asset = await get('/assets/index-abc.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ slug: 'not_found' });
  });
});

/** What the storefront build writes to dist/routes.json (from its route table). */
const ROUTES = [
  '/',
  '/equipment',
  '/equipment/:equipment_id',
  '/guest/user/login',
  '/authorized/account',
  '/authorized/account/admin/products/:product_id',
];

describe('storefront pages with the route manifest: 404 status for what does not exist', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let draftId: number;
  let publishedId: number;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'liftline-storefront-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'routes.json'), JSON.stringify(ROUTES));
    app = await createTestApp({ config: { storefrontDir: dist } });
    draftId = await insertProduct(app.db, { status: 'draft' });
    publishedId = await insertProduct(app.db, { status: 'published' });
  });
  afterAll(() => app.close());

  const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.app.inject({ method, url });

  it('answers 200 with the app for every route of the manifest (sample parameters)', async () => {
    for (const url of [
      '/',
      '/equipment',
      '/equipment/',
      `/equipment/${publishedId}`,
      '/guest/user/login?returnTo=%2F',
      '/authorized/account',
      '/authorized/account/admin/products/5',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('answers 404 with the same app (which shows its not-found page) for unknown paths', async () => {
    for (const url of [
      '/no-such-page',
      '/equipment/1/extra',
      '/guest/user',
      '/authorized/accounts',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(SHELL);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for units that are missing, drafts, or not ids at all', async () => {
    for (const url of [
      '/equipment/999999',
      `/equipment/${draftId}`,
      '/equipment/abc',
      '/equipment/0',
      '/equipment/-1',
      '/equipment/1e3',
      '/equipment/99999999999',
    ]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
    expect((await page(`/equipment/${draftId}`, 'HEAD')).statusCode).toBe(404);
    expect((await page(`/equipment/${publishedId}`, 'HEAD')).statusCode).toBe(200);
  });

  it('a unit unpublished later answers 404 from then on', async () => {
    const id = await insertProduct(app.db, { status: 'published' });
    expect((await page(`/equipment/${id}`)).statusCode).toBe(200);
    await app.db.query(`update products set status = 'draft' where id = $1`, [id]);
    expect((await page(`/equipment/${id}`)).statusCode).toBe(404);
  });

  it('keeps JSON 404s under /api', async () => {
    const response = await page('/api/v1/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ slug: 'not_found' });
  });
});

describe('createPageStatus', () => {
  it('matches patterns segment by segment and runs the parameter checks', async () => {
    const seen: string[] = [];
    const status = createPageStatus(['/', '/a/:id/b'], {
      id: async (value) => {
        seen.push(value);
        return value === 'ok';
      },
    });
    expect(await status('/')).toBe(200);
    expect(await status('/a/ok/b')).toBe(200);
    expect(await status('/a/no/b')).toBe(404);
    expect(await status('/a/ok')).toBe(404);
    expect(await status('/a/ok/b/c')).toBe(404);
    expect(seen).toEqual(['ok', 'no']);
  });

  it('answers 200 for everything without a manifest', async () => {
    expect(await createPageStatus(null)('/anything/at/all')).toBe(200);
  });

  it('accepts only canonical positive int4 ids', () => {
    expect(['1', '42', '2147483647'].every(isPositiveId)).toBe(true);
    expect(['0', '01', '-1', '1.0', '1e3', '2147483648', 'abc', ''].some(isPositiveId)).toBe(false);
  });
});
