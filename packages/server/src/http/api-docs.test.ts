import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config';
import { createTestApp } from '../testing/test-app';
import { API_DOCS_CSP } from './api-docs';

const RENDERER = 'window.Scalar = { createApiReference() {} };';
const THEME = readFileSync(new URL('../../api-docs/theme.css', import.meta.url), 'utf8');
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const docsDir = join(mkdtempSync(join(tmpdir(), 'liftline-api-docs-')), 'api-docs');
  mkdirSync(docsDir);
  writeFileSync(join(docsDir, 'scalar.js'), RENDERER);
  writeFileSync(join(docsDir, 'scalar.js.gz'), gzipSync(RENDERER));
  writeFileSync(join(docsDir, 'init.js'), 'window.Scalar.createApiReference("#x", {});');
  writeFileSync(join(docsDir, 'theme.css'), THEME);
  testApp = await createTestApp({ seed: false, config: { apiDocsDir: docsDir } });
});
afterAll(() => testApp.close());

const yamlText = readFileSync(loadConfig({}).openapiPath, 'utf8');

describe('the contract for download', () => {
  it('/api/v1/openapi.json is the very document the server validates against', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(parse(yamlText));
  });

  it('/api/v1/openapi.yaml is the YAML file itself', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.yaml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(response.body).toBe(yamlText);
  });

  it.each(['/api/v1/openapi.json', '/api/v1/openapi.yaml'])(
    '%s is cacheable and revalidated with its ETag, from any origin',
    async (url) => {
      const first = await testApp.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
      expect(first.headers['access-control-allow-origin']).toBe('*');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('is public even for a request carrying a credential (no personal data in it)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { authorization: 'Bearer x' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('no-store');
  });

  it('other paths under /api/v1 are still the API’s 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.xml' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ slug: 'not_found' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the API reference page', () => {
  it('/api/docs is an HTML page loading only same-origin scripts, under its CSP', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(API_DOCS_CSP);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' src="/api/docs/scalar.js"', ' src="/api/docs/init.js"']);
    expect(response.body).toContain('href="/api/v1/openapi.yaml"');
  });

  it('/api/docs/ with a trailing slash is the same page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves the renderer as JavaScript, gzip when accepted', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/docs/scalar.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(RENDERER);

    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/scalar.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(RENDERER);
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
  });

  it('links the theme over the renderer (contrast, target sizes) and serves it as CSS', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    const sheets = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]*)"/g)];
    expect(sheets.map((match) => match[1])).toEqual(['/api/docs/theme.css']);

    const css = await testApp.app.inject({ method: 'GET', url: '/api/docs/theme.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(css.body).toBe(THEME);
    expect(THEME).toContain('body.light-mode');
  });

  it('has no other files', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/../config.js' });

    expect(response.statusCode).toBe(404);
  });
});
