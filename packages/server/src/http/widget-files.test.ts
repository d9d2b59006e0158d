import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'liftline-widgets-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ version: '1.2.3' }));
  writeFileSync(
    join(dist, 'widgets.js'),
    'customElements.define("x-y", class extends HTMLElement {});',
  );
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'chunks', 'find-branch-AbC123.mjs'), 'export const mount = () => {};');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/x.ts":{"file":"chunks/x.mjs"}}');
  testApp = await createTestApp({ seed: false, config: { widgetsDir: dist } });
});
afterAll(() => testApp.close());

describe('widget bundle URLs', () => {
  it('the stable URL is short-cached, revalidated, and loadable from any site', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/widgets/widgets.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('the pinned version URL is immutable', async () => {
    const pinned = await testApp.app.inject({ method: 'GET', url: '/widgets/1.2.3/widgets.js' });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A query string does not make the stable URL immutable.
    const queried = await testApp.app.inject({ method: 'GET', url: '/widgets/widgets.js?v=abc' });
    expect(queried.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
  });

  it("the elements' chunks (content-hashed names) are immutable modules loadable from any site", async () => {
    const chunk = await testApp.app.inject({
      method: 'GET',
      url: '/widgets/chunks/find-branch-AbC123.mjs',
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    // Browsers run a module only with a JavaScript MIME type.
    expect(chunk.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  });

  it('build metadata under a dot folder (the chunk manifest) is not served', async () => {
    for (const url of ['/widgets/.vite/manifest.json', '/widgets/1.2.3/.vite/manifest.json']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('chunks/x.mjs');
    }
  });
});
