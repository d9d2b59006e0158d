import createReferenceClient, { type Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createFetchClient, sendAsIs } from './fetch-client';
import { fakeFetch } from './testing/fake-fetch';

// The client builds its calls itself (so that `fetch` gets `(url, init)`); openapi-fetch's own
// `createClient` is the reference: the same calls must send the same requests and give the same
// results. Every case runs through both and compares.

const BASE = 'https://api.test/api/v1';

interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
}
interface LooseClient {
  request(method: string, url: string, init?: object): Promise<Result>;
  GET(url: string, init?: object): Promise<Result>;
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
}

type Answer = (request: Request) => Response | Promise<Response>;

/** What a server would see of a request, and what the caller got. */
async function describeRequest(request: Request) {
  const headers = [...request.headers].filter(([name]) => name !== 'content-type');
  const type = request.headers.get('content-type') ?? '';
  return {
    method: request.method,
    url: request.url,
    credentials: request.credentials,
    redirect: request.redirect,
    headers,
    type: type.replace(/boundary=.*/, 'boundary=…'),
    body: type.startsWith('multipart/')
      ? [...(await request.formData())].map(([k, v]) => [k, String(v)])
      : await request.text(),
  };
}

async function describeResult(result: Result) {
  const { data, error, response } = result;
  const readable = async (value: unknown) =>
    value instanceof Blob
      ? `blob:${await value.text()}`
      : value instanceof ReadableStream
        ? `stream:${await new Response(value).text()}`
        : value instanceof ArrayBuffer
          ? `bytes:${new TextDecoder().decode(value)}`
          : value;
  return {
    keys: Object.keys(result).sort(),
    data: await readable(data),
    error: await readable(error),
    status: response.status,
  };
}

/** Runs `call` through openapi-fetch's client and ours; resolves to both descriptions. */
async function both(
  call: (client: LooseClient) => Promise<Result>,
  answer: Answer = () => Response.json({ ok: true }),
  setup: (client: LooseClient) => void = () => {},
) {
  const run = async (make: (fetch: typeof globalThis.fetch) => LooseClient) => {
    const sent: ReturnType<typeof describeRequest>[] = [];
    const client = make(
      fakeFetch((request) => {
        sent.push(describeRequest(request.clone()));
        return answer(request);
      }),
    );
    setup(client);
    const outcome = await call(client).then(describeResult, (error: unknown) => ({
      threw: String(error),
    }));
    return { sent: await Promise.all(sent), outcome };
  };
  const reference = await run(
    (fetch) =>
      createReferenceClient({ baseUrl: BASE, credentials: 'include', fetch }) as LooseClient,
  );
  const ours = await run(
    (fetch) =>
      createFetchClient(
        BASE,
        { credentials: 'include' },
        sendAsIs(fetch),
      ) as unknown as LooseClient,
  );
  return { reference, ours };
}

async function expectSame(...args: Parameters<typeof both>) {
  const { reference, ours } = await both(...args);
  expect(ours).toEqual(reference);
  return ours;
}

describe('the client’s calls, against openapi-fetch’s createClient', () => {
  it.each([
    ['a path parameter, encoded', { params: { path: { id: 'a b/c' } } }],
    [
      'query values: strings, numbers, booleans, arrays, objects; null and undefined left out',
      {
        params: {
          query: {
            q: 'fork lift',
            n: 3,
            on: true,
            ids: [1, 2],
            f: { a: 'x' },
            none: null,
            u: undefined,
          },
        },
      },
    ],
    [
      'query serializer options',
      {
        params: { query: { ids: [1, 2], f: { a: 'x', b: 'y' } } },
        querySerializer: { array: { style: 'pipeDelimited', explode: false }, allowReserved: true },
      },
    ],
    [
      'a query serializer function',
      { params: { query: { a: 1 } }, querySerializer: () => '?custom=1' },
    ],
    [
      'headers: set, removed with null, repeated, and header parameters',
      {
        headers: { 'x-a': '1', 'x-b': ['2', '3'], 'x-c': null },
        params: { header: { 'x-d': 'd' } },
      },
    ],
    ['another base URL', { baseUrl: 'https://other.test/api/' }],
    ['RequestInit members', { cache: 'no-store', redirect: 'manual', credentials: 'omit' }],
  ])('GET with %s', async (_case, init) => {
    const ours = await expectSame((client) => client.GET('/items/{id}', init));
    expect(ours.sent).toHaveLength(1);
  });

  it.each([
    ['JSON', { body: { name: 'Jordan', n: [1] } }],
    ['a FormData (fetch sets the boundary)', { body: formOf({ a: '1', b: '2' }) }],
    [
      'a form-urlencoded body',
      {
        body: { a: '1', b: 'x y' },
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
    ],
    [
      'a body serializer',
      { body: { a: 1 }, bodySerializer: (b: object) => `<${JSON.stringify(b)}>` },
    ],
    ['a Content-Type of its own', { body: 'plain', headers: { 'content-type': 'text/plain' } }],
    ['an empty object', { body: {} }],
  ])('POST with %s', async (_case, init) => {
    await expectSame((client) => client.request('post', '/items', init));
  });

  it.each<[string, Answer, object?]>([
    ['a JSON answer', () => Response.json({ id: 1 })],
    ['an empty 200', () => new Response('')],
    ['a 204', () => new Response(null, { status: 204 })],
    ['Content-Length: 0', () => new Response('', { headers: { 'content-length': '0' } })],
    [
      'a JSON answer with its Content-Length',
      () => new Response('{"a":1}', { headers: { 'content-length': '7' } }),
    ],
    ['a JSON error', () => Response.json({ message: 'No' }, { status: 422 })],
    ['a text error', () => new Response('Bad gateway', { status: 502 })],
    ['an empty error', () => new Response(null, { status: 404 })],
    ['parseAs text', () => new Response('hello'), { parseAs: 'text' }],
    ['parseAs blob', () => new Response('hello'), { parseAs: 'blob' }],
    ['parseAs arrayBuffer', () => new Response('hello'), { parseAs: 'arrayBuffer' }],
    ['parseAs stream', () => new Response('hello'), { parseAs: 'stream' }],
    ['invalid JSON', () => new Response('{nope')],
    ['a failing fetch', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers %s the same', async (_case, answer, init = {}) => {
    await expectSame((client) => client.GET('/items', init), answer);
  });

  it('HEAD has no body to read', async () => {
    await expectSame(
      (client) => client.request('head', '/items'),
      () => new Response(null, { headers: { 'content-length': '12' } }),
    );
  });

  it('middleware sees the same Request and parameters, and may change or replace it', async () => {
    const seen: unknown[][] = [[], []];
    let run = 0;
    const ours = await expectSame(
      (client) =>
        client.GET('/items/{id}', { params: { path: { id: 7 }, query: { q: 'x' } }, tag: 't' }),
      undefined,
      (client) => {
        const log = seen[run++]!;
        client.use({
          onRequest({ request, schemaPath, params, id, options }) {
            log.push(
              request instanceof Request,
              schemaPath,
              params,
              typeof id,
              Object.keys(options),
            );
            log.push((request as Request & { tag?: string }).tag);
            request.headers.set('x-first', '1');
          },
          onResponse({ response }) {
            log.push('first', response.status);
          },
        });
        client.use({
          onRequest: ({ request }) => new Request(request, { headers: { 'x-second': '2' } }),
          onResponse: () => void log.push('second'),
        });
      },
    );
    expect(ours.sent[0]?.headers).toEqual([['x-second', '2']]);
    expect(seen[1]).toEqual(seen[0]);
  });

  it.each<[string, Middleware]>([
    ['onRequest answers', { onRequest: () => Response.json({ cached: true }) }],
    ['onResponse replaces the answer', { onResponse: () => Response.json({ replaced: true }) }],
    ['onError answers', { onError: () => Response.json({ fallback: true }) }],
    ['onError changes the error', { onError: () => new Error('changed') }],
    ['onRequest returns something else', { onRequest: () => 'nope' as never }],
    ['onResponse returns something else', { onResponse: () => 'nope' as never }],
  ])('middleware: %s', async (_case, middleware) => {
    await expectSame(
      (client) => client.GET('/items'),
      (request) =>
        request.url.endsWith('/items')
          ? Promise.reject(new TypeError('fetch failed'))
          : Response.json({}),
      (client) => client.use(middleware),
    );
    await expectSame(
      (client) => client.GET('/items'),
      undefined,
      (client) => client.use(middleware),
    );
  });

  it('per-call middleware, and ejected middleware', async () => {
    const header = (value: string): Middleware => ({
      onRequest: ({ request }) => void request.headers.set('x-mw', value),
    });
    const ejected = header('ejected');
    await expectSame(
      (client) => client.GET('/items', { middleware: [header('call')] }),
      undefined,
      (client) => {
        client.use(ejected);
        client.eject(ejected);
      },
    );
  });

  it('refuses what is not middleware, as openapi-fetch does', async () => {
    await expectSame(async (client) => {
      client.use({} as Middleware);
      return client.GET('/items');
    });
  });
});

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
