import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../catalog/catalog-test-helpers';
import { createTestApp } from '../testing/test-app';
import { loadStorefrontRenderer } from './storefront-renderer';
import { writeTestStorefront } from './seo-test-storefront';

// The unit page's body comes from the storefront's server-side bundle, loaded from its build
// directory. These tests give the server small bundles of the same shape (real files, imported
// as the real one is): one that renders the data it is given, one that fails, one whose HTML
// carries a path of this machine.

/** Writes a module with the bundle's exports; `render` is the body of `renderPage(path, data)`. */
function writeBundle(render: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'liftline-ssr-'));
  writeFileSync(
    join(dir, 'entry-prerender.js'),
    `globalThis.__renders ??= {};
export async function renderPage(path, data) {
  globalThis.__renders[${JSON.stringify(dir)}] = (globalThis.__renders[${JSON.stringify(dir)}] ?? 0) + 1;
  ${render}
}
export const pageReads = (path) =>
  path === '/equipment?category=rail-cars'
    ? [{ key: ['get', '/equipment', { params: { query: { category: 'rail-cars' } } }], url: '/equipment?category=rail-cars&per_page=2' }]
    : path === '/'
      ? [{ key: ['get', '/equipment', { params: { query: { sort: 'newest', per_page: 2 } } }], url: '/equipment?sort=newest&per_page=2' }]
      : path === '/equipment'
        ? [{ key: ['get', '/equipment', { params: { query: {} } }], url: '/equipment' }, { key: ['get', '/equipment/filters', { params: { query: {} } }], url: '/equipment/filters' }]
        : null;
export const disableControls = (html) => html.replace(/<button\\b/g, '<button disabled=""');
export const prerenderProblems = (html, paths = []) =>
  paths.filter((path) => html.includes(path)).map((path) => 'the path ' + path);
`,
  );
  return dir;
}

const renders = (dir: string) =>
  (globalThis as unknown as { __renders?: Record<string, number> }).__renders?.[dir] ?? 0;

/** What the page's root element holds (the page's `<noscript>` follows it). */
const ROOT_CONTENT = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/;

describe('loadStorefrontRenderer', () => {
  it('answers undefined without a bundle (pages keep their head-only HTML)', async () => {
    expect(await loadStorefrontRenderer(mkdtempSync(join(tmpdir(), 'liftline-none-')))).toBe(
      undefined,
    );
  });

  it('refuses a module that is not the storefront bundle', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'liftline-odd-'));
    writeFileSync(join(dir, 'entry-prerender.js'), 'export const renderPage = 1;');
    await expect(loadStorefrontRenderer(dir)).rejects.toThrow(/not the storefront/);
  });

  it('disables controls and refuses HTML naming its own directory', async () => {
    const dir = writeBundle(
      'return path === "/leak" ? `<p>${import.meta.url}</p>` : "<button>Go</button>";',
    );
    const storefront = (await loadStorefrontRenderer(dir))!;
    expect(await storefront.render('/ok', [])).toBe('<button disabled="">Go</button>');
    await expect(storefront.render('/leak', [])).rejects.toThrow(/the path/);
  });
});

describe('a unit page with the storefront bundle', () => {
  const good = writeBundle(
    'if (path.startsWith("/equipment?") || path === "/" || path === "/equipment") return `<main><h1>${path}</h1><p>${JSON.stringify(data)}</p></main>`; const unit = data[0].data; return `<main><h1>${unit.title.replace(/</g, "&lt;")}</h1><p>${path}</p><button>Request a quote</button></main>`;',
  );
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let unitId: number;
  beforeAll(async () => {
    testApp = await createTestApp({
      seed: false,
      config: { storefrontDir: writeTestStorefront(), storefrontSsrDir: good },
    });
    unitId = await insertProduct(testApp.db, { title: 'Genie <GS-1930> scissor lift' });
  });
  afterAll(() => testApp.close());

  it('sends the body rendered with the unit, inside the root, controls disabled', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/equipment/${unitId}` });
    expect(response.statusCode).toBe(200);
    const root = ROOT_CONTENT.exec(response.body)?.[1];
    expect(root).toBe(
      `<main><h1>Genie &lt;GS-1930> scissor lift</h1><p>/equipment/${unitId}</p><button disabled="">Request a quote</button></main>`,
    );
    // The head and the embedded data are still there.
    expect(response.body).toContain('<title>Genie &lt;GS-1930&gt; scissor lift | Liftline</title>');
    expect(response.body).toContain('id="liftline-query-data"');
  });

  it('sends rendered pages compressed as the browser accepts: brotli, else gzip, else plain', async () => {
    for (const url of [`/equipment/${unitId}`, '/', '/equipment']) {
      const plain = await testApp.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain('id="liftline-query-data"');
      for (const [accept, encoding, decompress] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const response = await testApp.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': accept },
        });
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(response.headers.vary, url).toContain('accept-encoding');
        expect(decompress(response.rawPayload).toString(), `${url} ${accept}`).toBe(plain.body);
        expect(response.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
      }
    }
  });

  it('renders once per catalog version: again after the unit changes, with its new data', async () => {
    const path = `/equipment/${unitId}`;
    await testApp.app.inject({ method: 'GET', url: path });
    const before = renders(good);
    await testApp.app.inject({ method: 'GET', url: path });
    expect(renders(good)).toBe(before);
    await testApp.db.query(`update products set title = 'Genie GS-2032' where id = $1`, [unitId]);
    const response = await testApp.app.inject({ method: 'GET', url: path });
    expect(renders(good)).toBe(before + 1);
    expect(ROOT_CONTENT.exec(response.body)?.[1]).toContain('<h1>Genie GS-2032</h1>');
  });

  it('renders a category’s first page with the reads the storefront names, answered by the API', async () => {
    await insertProduct(testApp.db, { title: 'Trinity 50ft boxcar', category: 'rail-cars' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/equipment?category=rail-cars',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Rail cars for rent and sale | Liftline</title>');
    const root = ROOT_CONTENT.exec(response.body)?.[1] ?? '';
    // The prerendered listing's loading state is replaced by the rendered page.
    expect(root).not.toContain('<h1>Equipment</h1>');
    expect(root).toContain('<h1>/equipment?category=rail-cars</h1>');
    const [read] = JSON.parse(root.replace(/^[\s\S]*<p>|<\/p>[\s\S]*$/g, '')) as {
      key: unknown[];
      data: { items: { title: string; category: string }[]; total: number };
    }[];
    expect(read!.key).toEqual([
      'get',
      '/equipment',
      { params: { query: { category: 'rail-cars' } } },
    ]);
    expect(read!.data.items.map((item) => item.title)).toContain('Trinity 50ft boxcar');
    expect(read!.data.items.every((item) => item.category === 'rail-cars')).toBe(true);
    // The same answers are embedded for the app.
    expect(response.body).toContain('id="liftline-query-data"');
  });

  it('renders the home page and the whole catalog with their reads, keeping their own head', async () => {
    const newest = await insertProduct(testApp.db, { title: 'Newest Toyota 8FGCU25' });
    for (const [url, keys] of [
      ['/', ['/equipment']],
      ['/equipment', ['/equipment', '/equipment/filters']],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      // The prerendered page's own title stays; its body is the rendered page.
      expect(response.body, url).toContain(
        '<title>Liftline — Equipment rental &amp; sales</title>',
      );
      // Its canonical URL is its own, with its language's alternates (seo/language-head.ts).
      expect(response.body.match(/rel="canonical"/g), url).toHaveLength(1);
      const root = ROOT_CONTENT.exec(response.body)?.[1] ?? '';
      expect(root, url).toContain(`<h1>${url}</h1>`);
      const reads = JSON.parse(root.replace(/^[\s\S]*<p>|<\/p>[\s\S]*$/g, '')) as {
        key: unknown[];
        data: { items?: { id: number }[] };
      }[];
      expect(
        reads.map((read) => read.key[1]),
        url,
      ).toEqual(keys);
      expect(
        reads[0]!.data.items?.map((item) => item.id),
        url,
      ).toContain(newest);
      expect(response.body, url).toContain('id="liftline-query-data"');
    }
  });

  it('renders the home page again once the catalog changes (a new unit is the newest)', async () => {
    await testApp.app.inject({ method: 'GET', url: '/' });
    const before = renders(good);
    await testApp.app.inject({ method: 'GET', url: '/' });
    expect(renders(good)).toBe(before);
    await insertProduct(testApp.db, { title: 'Brand new boom lift' });
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(renders(good)).toBe(before + 1);
    expect(response.body).toContain('Brand new boom lift');
  });

  it('leaves other listings (more filters, other pages) to the prerendered page', async () => {
    for (const url of [
      '/equipment?category=rail-cars&page=2',
      '/equipment?category=rail-cars&make=Trinity',
      '/equipment?page=2',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(ROOT_CONTENT.exec(response.body)?.[1], url).toBe('<h1>Equipment</h1>');
    }
  });

  it('renders nothing for a missing unit (404 with the app shell)', async () => {
    const before = renders(good);
    const response = await testApp.app.inject({ method: 'GET', url: '/equipment/2147483000' });
    expect(response.statusCode).toBe(404);
    expect(ROOT_CONTENT.exec(response.body)?.[1]).toBe('');
    expect(renders(good)).toBe(before);
  });
});

describe('a unit page when the bundle fails', () => {
  const failing = writeBundle('throw new Error("render failed at /srv/secret/file.js");');
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let unitId: number;
  beforeAll(async () => {
    testApp = await createTestApp({
      seed: false,
      config: { storefrontDir: writeTestStorefront(), storefrontSsrDir: failing },
    });
    unitId = await insertProduct(testApp.db, { title: 'Toyota 8FGCU25' });
  });
  afterAll(() => testApp.close());

  it('still answers the page with its head and data (the app renders the body), leaking nothing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/equipment/${unitId}` });
    expect(response.statusCode).toBe(200);
    expect(renders(failing)).toBeGreaterThan(0);
    expect(ROOT_CONTENT.exec(response.body)?.[1]).toBe('');
    expect(response.body).toContain('<title>Toyota 8FGCU25 | Liftline</title>');
    expect(response.body).toContain('id="liftline-query-data"');
    expect(response.body).not.toContain('/srv/secret');
  });
});
