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

  it('the pinned version URL and content-hashed requests are immutable', async () => {
    const pinned = await testApp.app.inject({ method: 'GET', url: '/widgets/1.2.3/widgets.js' });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hashed = await testApp.app.inject({ method: 'GET', url: '/widgets/widgets.js?v=abc123' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
