import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../reliability/openapi-document';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let session: TestSession;
beforeAll(async () => {
  testApp = await createTestApp();
  session = await registerAndLogin(testApp.app);
});
afterAll(() => testApp.close());

const { operations } = loadDocument();
const urlOf = (path: string) => `/api/v1${path.replace(/\{[^}]+\}/g, '1')}`;
type PathItems = Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
/** operationIds tagged `public` (branch locator, catalog, widget forms). */
const publicIds = new Set(
  Object.values(loadDocument().document.paths as PathItems)
    .flatMap((item) => Object.values(item))
    .filter((operation) => operation?.tags?.includes('public'))
    .map((operation) => operation.operationId),
);
const isPublic = (operationId: string) => publicIds.has(operationId);

describe('Cache-Control: no-store on secrets and personal data', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s called with a credential answers no-store',
    async (_id, operation) => {
      const response = await testApp.app.inject({
        method: operation.method,
        url: urlOf(operation.path),
        headers: session.authHeader,
        ...(operation.body?.contentType === 'application/json' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(
    operations
      .filter((operation) => operation.secured || !isPublic(operation.operationId))
      .map((operation) => [operation.operationId, operation] as const),
  )('%s called without a credential answers no-store (its error too)', async (_id, operation) => {
    const response = await testApp.app.inject({
      method: operation.method,
      url: urlOf(operation.path),
      ...(operation.body?.contentType === 'application/json' ? { payload: {} } : {}),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('token responses of register, login and refresh are never stored', async () => {
    const fresh = await registerAndLogin(testApp.app);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: fresh.email, password: fresh.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/login/refresh',
      payload: {
        refreshToken: login.json<{ token: { refresh_token: string } }>().token.refresh_token,
      },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const register = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/user/register',
      payload: {
        name: 'Cache Test',
        email: `cache-${Date.now()}@example.com`,
        password: fresh.password,
        password_confirmation: fresh.password,
      },
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers['cache-control']).toBe('no-store');
  });

  it('public catalog reads without a credential stay cacheable (no no-store)', async () => {
    for (const url of [
      '/api/v1/equipment?per_page=1',
      '/api/v1/equipment/1',
      '/api/v1/equipment/filters',
      '/api/v1/locate-branch?zip_code=60601',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).not.toBe('no-store');
    }
  });

  it("public reads' errors are not stored (a 404 would hide a unit published later)", async () => {
    for (const [url, status] of [
      ['/api/v1/equipment/2147483000', 404],
      ['/api/v1/equipment?per_page=abc', 422],
      ['/api/v1/locate-branch?zip_code=1', 422],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
