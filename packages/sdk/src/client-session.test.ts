import { describe, expect, it, vi } from 'vitest';
import { createClient, unwrap } from './client';
import { memoryStorage } from './storage';
import { fakeFetch } from './testing/fake-fetch';
import { createFakeApi, type FakeApiOptions } from './testing/fake-api';

const BASE = 'https://api.test/api';

function loggedInClient({
  wrap = (fetch) => fetch,
  ...options
}: FakeApiOptions & { wrap?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch } = {}) {
  const api = createFakeApi(options);
  const storage = memoryStorage({
    access_token: 'stale',
    refresh_token: 'refresh-1',
    refresh_token_expiration: '2030-01-01T00:00:00.000Z',
  });
  const onUnauthenticated = vi.fn();
  const client = createClient({
    baseUrl: BASE,
    fetch: wrap(api.fetch),
    storage,
    onUnauthenticated,
  });
  const refreshCalls = () => api.calls.filter((c) => c.path === '/user/login/refresh').length;
  return { api, storage, client, onUnauthenticated, refreshCalls };
}

// A protected operation of the document with a JSON body and one with multipart.
const postQuote = (client: ReturnType<typeof createClient>, name: string) =>
  client.POST('/equipment/request-quote', {
    body: {
      listing: 'buy',
      quantity: 1,
      jobsite_zip: '60601',
      name,
      email: 'a@b.co',
      phone: '5555550100',
    },
  });

describe('client session rules', () => {
  it('sends the held access token as a Bearer token, and none without a session', async () => {
    const api = createFakeApi();
    const withToken = createClient({
      baseUrl: BASE,
      fetch: api.fetch,
      storage: memoryStorage({ access_token: 'access-1', refresh_token: 'r' }),
    });
    await withToken.GET('/user');
    const without = createClient({ baseUrl: BASE, fetch: api.fetch, storage: memoryStorage() });
    await without.GET('/user');
    expect(api.calls.map((c) => c.authorization)).toEqual(['Bearer access-1', null]);
  });

  it('on a 401 refreshes once with refreshToken, stores the new tokens and retries the request once', async () => {
    const { client, api, storage } = loggedInClient();
    const result = await unwrap(client.GET('/user'));
    expect(result).toMatchObject({ ok: true, path: '/user' });
    const refreshCall = api.calls.find((c) => c.path === '/user/login/refresh');
    expect(JSON.parse(refreshCall!.body)).toEqual({ refreshToken: 'refresh-1' });
    expect(api.calls.map((c) => `${c.path} ${c.authorization}`)).toEqual([
      '/user Bearer stale',
      '/user/login/refresh null',
      '/user Bearer access-2',
    ]);
    expect(storage.getItem('access_token')).toBe('access-2');
    expect(storage.getItem('refresh_token')).toBe('refresh-2');
    // refresh_expires_in (seconds) became an absolute expiration time
    const expiration = Date.parse(storage.getItem('refresh_token_expiration')!);
    expect(expiration - Date.now()).toBeGreaterThan(3590_000);
    expect(expiration - Date.now()).toBeLessThanOrEqual(3600_000);
  });

  it('20 concurrent 401s share exactly one refresh and all 20 are retried and succeed', async () => {
    const { client, refreshCalls, api } = loggedInClient({ refreshDelayMs: 30 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => unwrap(client.GET('/user'))),
    );
    expect(results).toHaveLength(20);
    expect(results.every((r) => (r as unknown as { ok: boolean }).ok)).toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(
      api.calls.filter((c) => c.path === '/user' && c.authorization === 'Bearer access-2'),
    ).toHaveLength(20);
  });

  it('a 401 that arrives after the shared refresh ended retries with the new token: no second refresh', async () => {
    // Two calls leave with the stale token; the 401 of /user/requests is held until the refresh
    // and retry of /user are done.
    let releaseLate!: () => void;
    const late = new Promise<void>((resolve) => (releaseLate = resolve));
    const { client, refreshCalls, api } = loggedInClient({
      wrap: (fetch) =>
        fakeFetch(async (request) => {
          const response = await fetch(request);
          if (request.url.endsWith('/user/requests') && response.status === 401) await late;
          return response;
        }),
    });
    const second = client.GET('/user/requests');
    await unwrap(client.GET('/user'));
    expect(refreshCalls()).toBe(1);
    releaseLate();
    await unwrap(second);
    expect(refreshCalls()).toBe(1);
    expect(api.calls.filter((c) => c.authorization === 'Bearer access-2')).toHaveLength(2);
  });

  it("a 401 during the app's own refresh (auth.refresh(), e.g. a route guard's) joins it", async () => {
    const { client, refreshCalls } = loggedInClient({ refreshDelayMs: 30 });
    const own = client.auth.refresh();
    const result = await unwrap(client.GET('/user'));
    expect(await own).toBe(true);
    expect(result).toMatchObject({ ok: true });
    expect(refreshCalls()).toBe(1);
  });

  it('a retried POST keeps its JSON body', async () => {
    const { client, api } = loggedInClient();
    await unwrap(postQuote(client, 'Jordan'));
    const posts = api.calls.filter((c) => c.path === '/equipment/request-quote');
    expect(posts).toHaveLength(2);
    expect(JSON.parse(posts[1]!.body)).toMatchObject({ name: 'Jordan', jobsite_zip: '60601' });
    expect(posts[1]!.body).toBe(posts[0]!.body);
  });

  it('a retried multipart upload keeps its body', async () => {
    const { client, api } = loggedInClient();
    const form = new FormData();
    form.append('product_id', '7');
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'forklift.png');
    await unwrap(
      client.POST('/products/assets', {
        body: form as never,
        bodySerializer: (body) => body as unknown as FormData,
      }),
    );
    const uploads = api.calls.filter((c) => c.path === '/products/assets');
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.body).toContain('PNGDATA');
    expect(uploads[1]!.body).toContain('filename="forklift.png"');
  });

  it('retries only once: a second 401 is returned as it is', async () => {
    const api = createFakeApi();
    // Every refresh "succeeds" but the new token is stale at once, so the retry gets a 401 too.
    const staleAfterRefresh = fakeFetch(async (request) => {
      const response = await api.fetch(request);
      if (new URL(request.url).pathname.endsWith('/login/refresh')) api.expireAccessToken();
      return response;
    });
    const client = createClient({
      baseUrl: BASE,
      fetch: staleAfterRefresh,
      storage: memoryStorage({ access_token: 'stale', refresh_token: 'r' }),
    });
    const { response } = await client.GET('/user');
    expect(response.status).toBe(401);
    expect(api.calls.filter((c) => c.path === '/user/login/refresh')).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === '/user')).toHaveLength(2);
  });

  it('refresh failure clears the tokens and calls onUnauthenticated once, even for 20 concurrent requests', async () => {
    const { client, storage, onUnauthenticated, refreshCalls } = loggedInClient({
      refresh: 'reject',
      refreshDelayMs: 20,
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => client.GET('/user')));
    expect(responses.every((r) => r.response.status === 401)).toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(storage.getItem('refresh_token_expiration')).toBeNull();
    expect(client.tokens.get()).toBeNull();
  });

  it('the refresh call itself never triggers a refresh', async () => {
    const { client, refreshCalls } = loggedInClient({ refresh: 'reject' });
    await client.auth.refresh();
    expect(refreshCalls()).toBe(1);
  });

  it('a network failure during refresh keeps the session (offline is not logged out)', async () => {
    const { client, storage, onUnauthenticated } = loggedInClient({ refresh: 'network-error' });
    const { response } = await client.GET('/user');
    expect(response.status).toBe(401);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(storage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('sets the token on the one Request the transport builds: the client builds none', async () => {
    const api = createFakeApi();
    const built: Request[] = [];
    vi.stubGlobal(
      'Request',
      class extends Request {
        constructor(...args: ConstructorParameters<typeof Request>) {
          super(...args);
          built.push(this);
        }
      },
    );
    try {
      const client = createClient({
        baseUrl: BASE,
        fetch: api.fetch,
        storage: memoryStorage({ access_token: 'access-1', refresh_token: 'r' }),
      });
      await unwrap(client.GET('/user'));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(built).toHaveLength(1);
    expect(built[0]!.headers.get('authorization')).toBe('Bearer access-1');
    expect(api.calls.map((c) => c.authorization)).toEqual(['Bearer access-1']);
  });

  it('keeps a JSON body for the retry without copying a request', async () => {
    const { client, api } = loggedInClient();
    const clone = vi.spyOn(Request.prototype, 'clone');
    try {
      await unwrap(postQuote(client, 'Jordan'));
    } finally {
      clone.mockRestore();
    }
    expect(clone).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.path === '/equipment/request-quote')).toHaveLength(2);
  });

  it('retries with new headers: the init sent first keeps the token it was sent with', async () => {
    const api = createFakeApi();
    const sent: (RequestInit | undefined)[] = [];
    const client = createClient({
      baseUrl: BASE,
      fetch: (input, init) => {
        sent.push(init);
        return api.fetch(input, init);
      },
      storage: memoryStorage({ access_token: 'stale', refresh_token: 'refresh-1' }),
    });
    await unwrap(client.GET('/user'));
    expect(sent.map((init) => new Headers(init?.headers).get('authorization'))).toEqual([
      'Bearer stale',
      null,
      'Bearer access-2',
    ]);
  });

  it('never refreshes for the credential calls, whatever the base path', async () => {
    const paths: string[] = [];
    const client = createClient({
      baseUrl: 'https://api.test/gateway/api/',
      fetch: async (input) => {
        paths.push(new URL(String(input)).pathname);
        return new Response(JSON.stringify({ message: 'No' }), { status: 401 });
      },
      storage: memoryStorage({ access_token: 'a', refresh_token: 'r' }),
    });
    await client.POST('/user/login', { body: { email: 'a@b.co', password: 'x' } });
    await client.PUT('/user/register', { body: {} as never });
    await client.POST('/user/logout', { body: {} });
    expect(paths).toEqual([
      '/gateway/api/v1/user/login',
      '/gateway/api/v1/user/register',
      '/gateway/api/v1/user/logout',
    ]);
    await client.GET('/user');
    expect(paths.slice(3)).toEqual(['/gateway/api/v1/user', '/gateway/api/v1/user/login/refresh']);
  });

  it('a wrong password on login is a plain 401: no refresh', async () => {
    const api = createFakeApi();
    const client = createClient({
      baseUrl: BASE,
      fetch: api.fetch,
      storage: memoryStorage({ access_token: 'x', refresh_token: 'y' }),
    });
    const error = await client.auth
      .login({ email: 'a@b.co', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      message: 'Unauthorized: Wrong e-mail or password.',
    });
    expect(api.calls.map((c) => c.path)).toEqual(['/user/login']);
  });

  it('login stores the three tokens under the spec keys', async () => {
    const api = createFakeApi();
    const storage = memoryStorage();
    const client = createClient({ baseUrl: BASE, fetch: api.fetch, storage });
    await client.auth.login({ email: 'a@b.co', password: 'right' });
    expect(storage.getItem('access_token')).toBe('access-1');
    expect(storage.getItem('refresh_token')).toBe('refresh-1');
    expect(storage.getItem('refresh_token_expiration')).toBe('2030-01-01T00:00:00.000Z');
  });

  it.each([
    ['the call fails', async () => new Response(JSON.stringify({ message: 'x' }), { status: 500 })],
    ['there is no network', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('logout clears the tokens even when %s', async (_case, transport) => {
    const storage = memoryStorage({
      access_token: 'a',
      refresh_token: 'r',
      refresh_token_expiration: '2030-01-01T00:00:00.000Z',
    });
    const client = createClient({ baseUrl: BASE, fetch: transport as typeof fetch, storage });
    await client.auth.logout();
    expect([
      storage.getItem('access_token'),
      storage.getItem('refresh_token'),
      storage.getItem('refresh_token_expiration'),
    ]).toEqual([null, null, null]);
  });
});
