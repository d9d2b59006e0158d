import { describe, expect, it } from 'vitest';
import { createPublicClient } from './client';
import { memoryStorage } from './storage';
import { fakeFetch } from './testing/fake-fetch';

const BASE = 'https://api.test/api';

describe('createPublicClient (widgets: public calls, no session)', () => {
  it('sends no Authorization header even when storage holds tokens, and never refreshes on a 401', async () => {
    const seen: string[] = [];
    const client = createPublicClient({
      baseUrl: BASE,
      credentials: 'omit',
      // The host page's own app keeps its tokens under these keys.
      storage: memoryStorage({
        access_token: 'host-page-token',
        refresh_token: 'host-refresh',
        refresh_token_expiration: '2030-01-01T00:00:00.000Z',
      }),
      productKey: 'acme',
      fetch: fakeFetch((request) => {
        seen.push(
          `${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')} ${request.credentials}`,
        );
        return new Response(JSON.stringify({ slug: 'unauthorized', message: 'No.' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      }),
    });
    const { response } = await client.GET('/equipment/{id}', { params: { path: { id: 7 } } });
    expect(response.status).toBe(401);
    expect(seen).toEqual(['GET /api/v1/equipment/7 null omit']);
    expect(client.productKey).toBe('acme');
  });

  it('holds no session: auth calls reject, refresh answers false, tokens stay empty', async () => {
    const client = createPublicClient({ baseUrl: BASE, fetch: fakeFetch(() => new Response()) });
    await expect(client.auth.login({ email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'no session',
    );
    await expect(client.auth.refresh()).resolves.toBe(false);
    expect(client.tokens.get()).toBeNull();
  });
});
