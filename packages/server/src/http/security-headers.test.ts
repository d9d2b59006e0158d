import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config';
import { loadConfig } from '../config';
import { createTestApp } from '../testing/test-app';
import { wantsHttpsOnly } from './cors-and-headers';

let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function headersWith(config: Partial<ServerConfig>) {
  testApp = await createTestApp({ seed: false, config });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/equipment/filters' });
  return {
    hsts: response.headers['strict-transport-security'],
    csp: String(response.headers['content-security-policy']),
  };
}

describe('HSTS and upgrade-insecure-requests follow the deployment', () => {
  it('a plain-http PUBLIC_URL (a dealer LAN) gets neither', async () => {
    const { hsts, csp } = await headersWith({
      publicUrl: 'http://192.168.1.20:3000',
      hsts: 'auto',
    });
    expect(hsts).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("default-src 'self'");
  });

  it('an https PUBLIC_URL gets both', async () => {
    const { hsts, csp } = await headersWith({ publicUrl: 'https://shop.example', hsts: 'auto' });
    expect(hsts).toBe('max-age=31536000');
    expect(csp).toContain('upgrade-insecure-requests');
  });

  // One app per test: making an app (a database to migrate) takes seconds on a loaded machine.
  it('HSTS=off overrides the guess for https', async () => {
    expect(
      (await headersWith({ publicUrl: 'https://shop.example', hsts: 'off' })).hsts,
    ).toBeUndefined();
  });

  it('HSTS=on overrides the guess for plain http', async () => {
    const forced = await headersWith({ publicUrl: 'http://shop.internal', hsts: 'on' });
    expect(forced.hsts).toBe('max-age=31536000');
    expect(forced.csp).toContain('upgrade-insecure-requests');
  });

  it('reads HSTS from the environment (auto by default) and refuses other values', () => {
    expect(loadConfig({}).hsts).toBe('auto');
    expect(loadConfig({ HSTS: 'off' }).hsts).toBe('off');
    expect(() => loadConfig({ HSTS: 'yes' })).toThrow(/HSTS must be one of auto, on, off/);
    expect(wantsHttpsOnly('auto', 'https://a.example')).toBe(true);
    expect(wantsHttpsOnly('auto', 'http://a.example')).toBe(false);
  });

  it.each([
    ['https://shop.example', true],
    ['http://192.168.1.20:3000', false],
  ] as const)(
    'the access cookie is Secure when PUBLIC_URL is https (TLS ended at a proxy), not on a plain-http LAN: %s',
    async (publicUrl, secure) => {
      testApp = await createTestApp({ seed: false, config: { publicUrl } });
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/v1/user/register',
        payload: {
          name: 'Cookie Test',
          email: `cookie-${secure}-${Date.now()}@example.com`,
          password: 'Correct-Horse-42',
          password_confirmation: 'Correct-Horse-42',
        },
      });
      expect(response.statusCode).toBe(201);
      const cookie = response.cookies.find((c) => c.name === 'access_token');
      expect(Boolean(cookie?.secure), publicUrl).toBe(secure);
      expect(cookie?.httpOnly).toBe(true);
    },
  );

  it('reads the timeouts from the environment', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 120_000,
      connectionTimeoutMs: 30_000,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '1000' })).toMatchObject(
      { requestTimeoutMs: 5000, connectionTimeoutMs: 1000 },
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '-1' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
