import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({
    config: { corsOrigins: ['https://partner.example'], publicUrl: 'https://shop.example/store' },
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

describe('CORS', () => {
  it('public operations answer any origin, without credentials (preflight and call)', async () => {
    const preflight = await inject({
      method: 'OPTIONS',
      url: '/api/v1/equipment/request-quote',
      headers: {
        origin: 'https://dealer.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    for (const url of [
      '/api/v1/locate-branch?zip_code=60601',
      '/api/v1/equipment?per_page=1',
      '/api/v1/equipment/1',
      '/api/v1/equipment/filters',
    ]) {
      const response = await inject({
        method: 'GET',
        url,
        headers: { origin: 'https://dealer.example' },
      });
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
    }
  });

  it('credentialed calls are not opened to unknown origins', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await inject({
      method: 'OPTIONS',
      url: '/api/v1/user/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('configured origins may make credentialed calls', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { origin: 'https://partner.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers.vary).toContain('Origin');
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and lets other sites load public resources', async () => {
    const response = await inject({ method: 'GET', url: '/api/v1/locate-branch?zip_code=60601' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('lets pages load uploaded media from PUBLIC_URL (absolute media URLs) and nothing else', async () => {
    const csp = String(
      (await inject({ method: 'GET', url: '/api/v1/locate-branch?zip_code=60601' })).headers[
        'content-security-policy'
      ],
    );
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://shop.example");
    expect(directive('media-src')).toBe("media-src 'self' blob: https://shop.example");
    expect(directive('script-src')).toBe("script-src 'self'");
  });
});
