import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../auth/authenticator';
import { loadDocument } from '../reliability/openapi-document';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { CREDENTIAL_FREE, CROSS_SITE_REQUEST, UNKNOWN_REQUEST_ORIGIN } from './csrf';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let session: TestSession;
beforeAll(async () => {
  testApp = await createTestApp({
    config: { publicUrl: 'https://shop.example', corsOrigins: ['https://partner.example'] },
  });
  session = await registerAndLogin(testApp.app, { name: 'Original Name' });
});
afterAll(() => testApp.close());

const cookie = () => `${ACCESS_TOKEN_COOKIE}=${session.accessToken}`;

/** A profile rename authenticated by the cookie alone, with the given extra headers. */
function renameByCookie(name: string, headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/user',
    headers: { cookie: cookie(), ...headers },
    payload: { name },
  });
}

async function currentName(): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/user',
    headers: session.authHeader,
  });
  return response.json<{ name: string }>().name;
}

describe('CSRF: state-changing calls authenticated by the cookie alone', () => {
  it.each([
    ['a foreign origin', { origin: 'https://evil.example' }],
    ['a sibling origin of the same site', { origin: 'https://blog.shop.example' }],
    ['the right host over another scheme', { origin: 'http://shop.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('are refused from %s (403, nothing changes)', async (_label, headers) => {
    const response = await renameByCookie('Forged Name', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_SITE_REQUEST, slug: 'forbidden' });
    expect(await currentName()).toBe('Original Name');
  });

  it('refuse a forged logout and a forged DELETE too', async () => {
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { cookie: cookie(), origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    // The session still works: the forged logout did not run.
    expect(await currentName()).toBe('Original Name');
    const remove = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/products/1',
      headers: { cookie: cookie(), origin: 'https://evil.example' },
    });
    expect(remove.statusCode).toBe(403);
  });

  it.each([
    ['PUBLIC_URL’s origin', { origin: 'https://shop.example' }],
    ['a CORS_ORIGINS entry', { origin: 'https://partner.example' }],
    ['the server’s own origin (Host)', { origin: 'http://localhost:80' }],
    ['Sec-Fetch-Site same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (typed address) without Origin', { 'sec-fetch-site': 'none' }],
  ])('are accepted from %s', async (label, headers) => {
    const name = `Renamed via ${label.length}`;
    const response = await renameByCookie(name, headers);
    expect(response.statusCode).toBe(200);
    expect(await currentName()).toBe(name);
  });

  it('are refused when they name neither Origin nor Sec-Fetch-Site (403, nothing changes)', async () => {
    const before = await currentName();
    const response = await renameByCookie('Unsaid Origin', {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: UNKNOWN_REQUEST_ORIGIN, slug: 'forbidden' });
    expect(await currentName()).toBe(before);
  });

  it('do not apply to Bearer calls (a header cannot be forged cross-site)', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: { ...session.authHeader, origin: 'https://evil.example' },
      payload: { name: 'Bearer Name' },
    });
    expect(response.statusCode).toBe(200);
    expect(await currentName()).toBe('Bearer Name');
  });

  it('do not apply to reads, nor to public calls sent without the cookie', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { cookie: cookie(), origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    // A dealer site's widget: another origin, no credentials.
    const quote = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/contact-branch',
      headers: { origin: 'https://dealer.example' },
      payload: {
        branch_id: 1,
        name: 'Dealer Visitor',
        email: 'visitor@example.com',
        subject: 'Forklift next week',
        message: 'Do you have a forklift for next week?',
      },
    });
    expect(quote.statusCode).toBe(201);
  });
});

describe('CSRF over every operation of the document', () => {
  // The event beacon reads no credential at all (dealers/events): a cookie changes nothing there.
  const stateChanging = loadDocument().operations.filter(
    (operation) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method) &&
      !CREDENTIAL_FREE.has(operation.operationId),
  );

  it('leaves out only public operations that take no credential', () => {
    const exempt = loadDocument().operations.filter((o) => CREDENTIAL_FREE.has(o.operationId));
    expect(exempt.map((operation) => operation.operationId)).toEqual(['recordDealerEvents']);
    expect(exempt.every((operation) => !operation.secured)).toBe(true);
  });

  it('covers the state-changing operations the document lists', () => {
    const ids = stateChanging.map((operation) => operation.operationId);
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ['logoutUser', 'updateUser', 'createProduct', 'uploadProductAsset']) {
      expect(ids).toContain(id);
    }
  });

  it.each([
    ['neither Origin nor Sec-Fetch-Site', {}, UNKNOWN_REQUEST_ORIGIN],
    ['a foreign Origin', { origin: 'https://evil.example' }, CROSS_SITE_REQUEST],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, CROSS_SITE_REQUEST],
  ])(
    'refuses each one authenticated by the cookie alone with %s (403 before it runs)',
    async (_label, headers: Record<string, string>, message) => {
      const before = await currentName();
      for (const operation of stateChanging) {
        const response = await testApp.app.inject({
          method: operation.method,
          url: '/api/v1' + operation.path.replace(/\{\w+\}/g, '1'),
          headers: { cookie: cookie(), ...headers },
        });
        expect(response.statusCode, `${operation.operationId}: ${response.body}`).toBe(403);
        expect(response.json(), operation.operationId).toEqual({ message, slug: 'forbidden' });
      }
      // The session and the profile outlived every call (logout, change-password … never ran).
      expect(await currentName()).toBe(before);
    },
  );
});
