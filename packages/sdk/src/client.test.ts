import { describe, expect, it, vi } from 'vitest';
import { createClient, unwrap } from './client';
import { ApiError, NetworkError } from './errors';
import { memoryStorage } from './storage';
import { aBranch, fakeFetch, jsonResponse } from './testing';

const respond = (status: number, body: unknown, statusText = '') =>
  jsonResponse(body, status, statusText);

/** A client whose transport is a recorded fake `fetch` (it builds a Request, as `fetch` does). */
function createObservedClient(
  handler: (request: Request) => Response | Promise<Response>,
  options = {},
) {
  const requests: Request[] = [];
  const fetch = vi.fn(
    fakeFetch((request) => {
      requests.push(request.clone());
      return handler(request);
    }),
  );
  const client = createClient({ baseUrl: 'https://api.test/api', fetch, ...options });
  return { client, requests, fetch };
}

describe('createClient', () => {
  it('calls {base}/v1{path} with the query and sends cookies', async () => {
    const branch = aBranch();
    const { client, requests } = createObservedClient(() => respond(200, branch));
    const data = await unwrap(
      client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } }),
    );
    expect(data).toEqual(branch);
    expect(requests[0]?.url).toBe('https://api.test/api/v1/locate-branch?zip_code=60601');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('sends each method with its verb and the caller options, leaving those options as they were', async () => {
    const { client, requests } = createObservedClient(() => respond(200, {}));
    const options = { params: { path: { id: 3, roleId: 9 } }, headers: { 'x-trace': 'a' } };
    await client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } });
    await client.PUT('/user/register', { body: { email: 'a@b.co' } as never });
    await client.POST('/equipment/request-quote', { body: { name: 'Jordan' } as never });
    await client.DELETE('/account/{id}/roles/{roleId}', options);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://api.test/api/v1/locate-branch?zip_code=60601',
      'PUT https://api.test/api/v1/user/register',
      'POST https://api.test/api/v1/equipment/request-quote',
      'DELETE https://api.test/api/v1/account/3/roles/9',
    ]);
    expect(await requests[1]!.text()).toBe('{"email":"a@b.co"}');
    expect(await requests[2]!.text()).toBe('{"name":"Jordan"}');
    expect(requests[3]!.headers.get('x-trace')).toBe('a');
    expect(options).toEqual({
      params: { path: { id: 3, roleId: 9 } },
      headers: { 'x-trace': 'a' },
    });
  });

  it('keeps the local branch under {productKey}_local_branch in the client storage', () => {
    const storage = memoryStorage();
    const client = createClient({ baseUrl: 'https://api.test/api', storage, productKey: 'acme' });
    client.localBranch.saveZip('60601');
    client.localBranch.saveBranch(aBranch());
    expect(client.productKey).toBe('acme');
    expect(storage.getItem('zip_code')).toBe('60601');
    expect(storage.getItem('acme_local_branch')).toContain('"city":"Chicago"');
  });

  it('defaults the base to /api, handing the relative URL to fetch (a browser resolves it)', async () => {
    const urls: string[] = [];
    const client = createClient({
      fetch: async (input) => {
        urls.push(String(input));
        return respond(200, aBranch());
      },
    });
    await unwrap(client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } }));
    expect(urls).toEqual(['/api/v1/locate-branch?zip_code=60601']);
  });

  it('a relative base fails in Node with a NetworkError naming the URL', async () => {
    const client = createClient({ fetch: globalThis.fetch });
    const error = await unwrap(
      client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(String((error as NetworkError).cause)).toMatch(/\/api\/v1\/locate-branch/);
  });

  it('unwrap throws ApiError with the server message', async () => {
    const { client } = createObservedClient(() =>
      respond(
        404,
        { message: 'We could not find zip code 00000.', slug: 'zip_not_found' },
        'Not Found',
      ),
    );
    const error = await unwrap(
      client.GET('/locate-branch', { params: { query: { zip_code: '00000' } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Not Found: We could not find zip code 00000.');
    expect((error as ApiError).status).toBe(404);
  });

  it('unwrap throws NetworkError when there is no answer', async () => {
    const { client } = createObservedClient(() => {
      throw new TypeError('fetch failed');
    });
    await expect(
      unwrap(client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } })),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it('calls onUpgradeRequired on 410 endpoint_obsolete only', async () => {
    const onUpgradeRequired = vi.fn();
    let body: unknown = { message: 'Upgrade', slug: 'endpoint_obsolete' };
    const { client } = createObservedClient(() => respond(410, body, 'Gone'), {
      onUpgradeRequired,
    });
    await unwrap(client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } })).catch(
      () => {},
    );
    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
    body = { message: 'Gone for another reason' };
    await unwrap(client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } })).catch(
      () => {},
    );
    expect(onUpgradeRequired).toHaveBeenCalledTimes(1);
  });
});
