import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const SHELL = '<!doctype html><div id="root"></div>';
const HOME = '<!doctype html><div id="root"><h1>Home, prerendered</h1></div>';
const EQUIPMENT = '<!doctype html><div id="root"><h1>Equipment, prerendered</h1></div>';

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
  writeFileSync(join(dist, 'prerendered', 'evil.html'), 'never served');
  writeFileSync(
    join(dist, 'prerendered', 'manifest.json'),
    JSON.stringify({ '/': 'index.html', '/equipment': 'equipment.html', '/x': '../index.html' }),
  );
  testApp = await createTestApp({ seed: false, config: { storefrontDir: dist } });
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('storefront pages', () => {
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

  it('sends the empty shell for every other page', async () => {
    for (const url of ['/equipment/12', '/guest/user/login', '/authorized/account', '/x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
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
