import { fakeFetch } from './fake-fetch';
import { jsonResponse } from './responses';

export interface FakeApiOptions {
  /** What the refresh endpoint answers. */
  refresh?: 'ok' | 'reject' | 'network-error' | 'server-error';
  /** Milliseconds the refresh takes (lets concurrent 401s pile up). */
  refreshDelayMs?: number;
}

/**
 * A tiny stateful fake of the API for client tests: one valid access token at a time; protected
 * paths answer 401 for any other token; `/user/login/refresh` rotates tokens.
 */
export function createFakeApi({ refresh = 'ok', refreshDelayMs = 5 }: FakeApiOptions = {}) {
  let validAccess = 'access-1';
  let generation = 1;
  const calls: { method: string; path: string; authorization: string | null; body: string }[] = [];

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = request.body ? await request.text() : '';
    calls.push({
      method: request.method,
      path,
      authorization: request.headers.get('authorization'),
      body,
    });

    if (path === '/user/login/refresh') {
      await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
      if (refresh === 'network-error') throw new TypeError('fetch failed');
      if (refresh === 'server-error')
        return jsonResponse({ message: 'Down' }, 503, 'Service Unavailable');
      if (refresh === 'reject')
        return jsonResponse(
          { message: 'Session expired', slug: 'unauthenticated' },
          401,
          'Unauthorized',
        );
      generation += 1;
      validAccess = `access-${generation}`;
      return jsonResponse({
        token: {
          access_token: validAccess,
          token_type: 'Bearer',
          expires_in: 900,
          refresh_token: `refresh-${generation}`,
          refresh_expires_in: 3600,
        },
      });
    }
    if (path === '/user/login') {
      const input = JSON.parse(body) as { password: string };
      if (input.password !== 'right')
        return jsonResponse(
          { message: 'Wrong e-mail or password.', slug: 'unauthenticated' },
          401,
          'Unauthorized',
        );
      return jsonResponse({
        token: {
          access_token: validAccess,
          token_type: 'Bearer',
          expires_in: 900,
          refresh_token: 'refresh-1',
          refresh_token_expiration: '2030-01-01T00:00:00.000Z',
        },
        user: { id: 1 },
      });
    }
    if (path === '/user/logout') return new Response(null, { status: 204 });
    if (request.headers.get('authorization') !== `Bearer ${validAccess}`) {
      return jsonResponse(
        { message: 'Please log in to continue.', slug: 'unauthenticated' },
        401,
        'Unauthorized',
      );
    }
    return jsonResponse({ ok: true, path, method: request.method, echo: body });
  }

  return {
    /** The API as a `fetch` (it builds a Request from its arguments, as the platform's does). */
    fetch: fakeFetch(handle),
    calls,
    /** Make the current access token stale (as if it expired). */
    expireAccessToken() {
      generation += 1;
      validAccess = `access-${generation}`;
    },
  };
}
