import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from './tokens';

/** Calls whose 401 means "wrong credentials", never "expired token": no refresh for them. */
const NO_REFRESH = new Set([
  '/user/login',
  '/user/login/refresh',
  '/user/register',
  '/user/logout',
]);

export interface SessionMiddlewareOptions {
  tokens: TokenStore;
  /** Single-flight refresh: resolves true when new tokens are stored. */
  refresh: () => Promise<boolean>;
  /** The transport used for the one retry (not through the middleware, so it is never retried again). */
  fetch: (request: Request) => Promise<Response>;
  onUpgradeRequired?: () => void;
}

function bearer(token: string) {
  return `Bearer ${token}`;
}

/**
 * Sends `Authorization: Bearer <access_token>` when a token is held; on a 401 refreshes
 * the token once (shared by concurrent requests) and retries the request once with its original body;
 * reports 410 `endpoint_obsolete` through `onUpgradeRequired`.
 */
export function sessionMiddleware({
  tokens,
  refresh,
  fetch,
  onUpgradeRequired,
}: SessionMiddlewareOptions): Middleware {
  // A copy of each request as sent, for the retry: the original body is consumed by then.
  const sent = new Map<string, Request>();

  return {
    onRequest({ request, id, schemaPath }) {
      const held = tokens.get();
      const authorized =
        held && !request.headers.has('authorization')
          ? new Request(request, {
              headers: withHeader(request.headers, 'authorization', bearer(held.accessToken)),
            })
          : request;
      // Kept for the one retry after a refresh. A request without a body can be sent again as it is;
      // only a body (a stream, read once) needs a copy made now.
      if (!NO_REFRESH.has(schemaPath))
        sent.set(id, authorized.body === null ? authorized : authorized.clone());
      return authorized;
    },

    async onResponse({ request, response, id }) {
      const copy = sent.get(id);
      sent.delete(id);

      if (response.status === 410 && onUpgradeRequired) {
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        if ((body as { slug?: unknown } | null)?.slug === 'endpoint_obsolete') onUpgradeRequired();
        return undefined;
      }
      if (response.status !== 401 || !copy) return undefined;

      // Another request may already have refreshed while this one was in flight.
      const usedToken = request.headers.get('authorization');
      const held = tokens.get();
      const refreshed = held && usedToken !== bearer(held.accessToken) ? true : await refresh();
      const fresh = tokens.get();
      if (!refreshed || !fresh) return undefined;

      return fetch(
        new Request(copy, {
          headers: withHeader(copy.headers, 'authorization', bearer(fresh.accessToken)),
        }),
      );
    },

    onError({ id }) {
      sent.delete(id);
    },
  };
}

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers);
  copy.set(name, value);
  return copy;
}
