import type { Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { createFetchClient, sendAsIs } from './fetch-client';
import type { paths } from './schema';
import { memoryStorage } from './storage';
import { fakeFetch } from './testing/fake-fetch';
import { jsonResponse, streamedResponse } from './testing/responses';

// A browser keeps a request open until its response's body is read or cancelled (Chromium: the
// page never reaches network idle); Node's fetch keeps the connection. Every response the SDK does
// not hand over is cancelled; every one it hands over has been read for `data` or `error`.

const BASE = 'https://api.test/api';
const TOKENS = { token_type: 'Bearer', expires_in: 900, refresh_expires_in: 3600 };
const EXPIRED = { message: 'Your session has expired.', slug: 'unauthenticated' };

/** A signed-in client whose first `GET /user` meets `first`; the refresh answers `refresh`. */
function clientMeeting(first: Response, refresh: () => Response) {
  let userCalls = 0;
  const client = createClient({
    baseUrl: BASE,
    storage: memoryStorage({ access_token: 'stale', refresh_token: 'refresh-1' }),
    fetch: fakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/user/login/refresh')) return refresh();
      userCalls += 1;
      return userCalls === 1 ? first : jsonResponse({ id: 1 });
    }),
  });
  return { client, userCalls: () => userCalls };
}

const refreshed = () =>
  jsonResponse({ token: { ...TOKENS, access_token: 'access-2', refresh_token: 'refresh-2' } });

/** A bare client (no session rules) with `middleware`, over a transport answering `answer`. */
function withMiddleware(answer: () => Response, middleware: Middleware) {
  const client = createFetchClient<paths>(`${BASE}/v1`, {}, sendAsIs(fakeFetch(answer)));
  client.use(middleware);
  return client;
}

describe('responses the SDK discards', () => {
  it('cancels the body of the 401 that the retry after a refresh answers instead', async () => {
    const expired = streamedResponse(EXPIRED, 401);
    const { client, userCalls } = clientMeeting(expired.response, refreshed);

    const { data } = await client.GET('/user');

    expect(data).toEqual({ id: 1 });
    expect(userCalls()).toBe(2);
    expect(expired.ending.cancelled).toBe(true);
  });

  it('hands over the 401, read for its error, when no retry follows (refresh rejected)', async () => {
    const expired = streamedResponse(EXPIRED, 401);
    const { client } = clientMeeting(expired.response, () => jsonResponse(EXPIRED, 401));

    const { error, response } = await client.GET('/user');

    expect(response.status).toBe(401);
    expect(error).toEqual(EXPIRED);
    expect(expired.ending).toEqual({ drained: true, cancelled: false });
  });

  it('cancels the body of a response a middleware replaced', async () => {
    const original = streamedResponse({ from: 'server' });
    const client = withMiddleware(() => original.response, {
      onResponse: () => jsonResponse({ from: 'middleware' }),
    });

    const { data } = await client.GET('/user');

    expect(data).toEqual({ from: 'middleware' });
    expect(original.ending.cancelled).toBe(true);
  });

  it('leaves a body that the replacement carries on (new Response(response.body))', async () => {
    const original = streamedResponse({ from: 'server' });
    const client = withMiddleware(() => original.response, {
      onResponse: ({ response }) =>
        new Response(response.body, { status: 200, headers: response.headers }),
    });

    const { data } = await client.GET('/user');

    expect(data).toEqual({ from: 'server' });
    expect(original.ending).toEqual({ drained: true, cancelled: false });
  });

  it('cancels the body when a middleware throws on the response', async () => {
    const original = streamedResponse({ from: 'server' });
    const client = withMiddleware(() => original.response, {
      onResponse: () => {
        throw new Error('middleware failed');
      },
    });

    await expect(client.GET('/user')).rejects.toThrow('middleware failed');
    expect(original.ending.cancelled).toBe(true);
  });

  it('reads an empty answer (Content-Length: 0) that it gives no data for', async () => {
    const empty = streamedResponse(null, 200, { 'content-length': '0' });
    const client = withMiddleware(() => empty.response, { onRequest: () => undefined });

    const { data, response } = await client.GET('/user');

    expect(data).toBeUndefined();
    expect(response.status).toBe(200);
    expect(empty.ending.drained).toBe(true);
  });
});
