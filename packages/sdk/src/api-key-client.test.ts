import { describe, expect, it } from 'vitest';
import { ApiKeyError } from './api-key-client';
import { createClient, unwrap } from './client';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency';
import { memoryStorage } from './storage';
import { fakeFetch, jsonResponse } from './testing';

const BASE = 'https://api.test/api';
const KEY = 'sk_4fQm9ZkD2xW7bN1cR8tY3uVaL5eJ0hG6iK2pS9wQ4zX';

/** A key client over a fake fetch recording `METHOD path authorization credentials`. */
function observedKeyClient(status = 200) {
  const seen: string[] = [];
  const requests: Request[] = [];
  const client = createClient({
    apiKey: KEY,
    baseUrl: BASE,
    fetch: fakeFetch((request) => {
      requests.push(request);
      seen.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')} ${request.credentials}`,
      );
      return jsonResponse(status === 401 ? { slug: 'unauthenticated' } : { items: [] }, status);
    }),
  });
  return { client, seen, requests };
}

describe('createClient({ apiKey }) (servers)', () => {
  it('sends the key as a bearer token without cookies, on every call', async () => {
    const { client, seen } = observedKeyClient();
    await client.GET('/account/{id}/leads', { params: { path: { id: 7 } } });
    await client.DELETE('/account/{id}/api-keys/{keyId}', {
      params: { path: { id: 7, keyId: 3 } },
    });
    expect(seen).toEqual([
      `GET /api/v1/account/7/leads Bearer ${KEY} omit`,
      `DELETE /api/v1/account/7/api-keys/3 Bearer ${KEY} omit`,
    ]);
    expect(client.keyPrefix).toBe('sk_4fQm9ZkD');
  });

  it('sends the key through middleware too, and a call cannot swap it for another credential', async () => {
    const { client, seen } = observedKeyClient();
    client.use({ onRequest: ({ request }) => request });
    await client.GET('/account/{id}/leads', {
      params: { path: { id: 7 } },
      headers: { Authorization: 'Bearer some-person-token' },
    });
    expect(seen).toEqual([`GET /api/v1/account/7/leads Bearer ${KEY} omit`]);
  });

  it('answers a 401 as it is: no refresh call, no retry', async () => {
    const { client, seen } = observedKeyClient(401);
    const { response } = await client.GET('/account/{id}/leads', { params: { path: { id: 7 } } });
    expect(response.status).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('holds no session: no auth, no tokens', () => {
    const { client } = observedKeyClient();
    expect('auth' in client).toBe(false);
    expect('tokens' in client).toBe(false);
  });

  it('sends an Idempotency-Key given as the contract header parameter', async () => {
    const { client, requests } = observedKeyClient();
    const key = newIdempotencyKey();
    await unwrap(
      client.POST('/account/{id}/webhooks', {
        params: { path: { id: 7 }, header: { [IDEMPOTENCY_KEY_HEADER]: key } },
        body: { url: 'https://hooks.example.com/liftline', events: ['lead.created'] }, // active: default on
      }),
    );
    expect(requests[0]?.headers.get('idempotency-key')).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('refuses what is not a secret key, naming the rule and never echoing the value', () => {
    for (const apiKey of [
      undefined,
      '',
      'pk_live_abc', // a publishable (dealer site) key
      `${KEY}\n`, // read from a file with its newline
      ` ${KEY}`,
      'sk_',
      'eyJhbGciOiJIUzI1NiJ9.person.token',
    ]) {
      const create = () => createClient({ apiKey: apiKey as string, baseUrl: BASE });
      expect(create).toThrow(ApiKeyError);
      expect(create).toThrow('"sk_" and letters and digits');
      expect(create).not.toThrow('4fQm9ZkD');
    }
  });

  it('refuses to mix a key with a session, and needs a base URL', () => {
    expect(() =>
      createClient({ apiKey: KEY, baseUrl: BASE, storage: memoryStorage() as never }),
    ).toThrow('A client with an API key holds no session: remove storage.');
    expect(() =>
      createClient({ apiKey: KEY, baseUrl: BASE, credentials: 'include' as never }),
    ).toThrow(ApiKeyError);
    for (const baseUrl of [undefined, '', '/api', 'api.test/api'])
      expect(() => createClient({ apiKey: KEY, baseUrl } as never)).toThrow(
        'needs an absolute baseUrl',
      );
    expect(() => createClient({ apiKey: KEY, baseUrl: 'HTTP://127.0.0.1:3000/api' })).not.toThrow();
  });
});
