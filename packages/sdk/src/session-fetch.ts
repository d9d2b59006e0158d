import type { TokenStore } from './tokens';

/** Calls whose 401 means "wrong credentials", never "expired token": no refresh for them. */
const NO_REFRESH = ['/user/login', '/user/login/refresh', '/user/register', '/user/logout'];

function bearer(token: string) {
  return `Bearer ${token}`;
}

/**
 * The `fetch` the client gives openapi-fetch. Sends `Authorization: Bearer <access_token>` when a
 * token is held; on a 401 refreshes the token once (shared by concurrent requests) and retries the
 * request once with its original body; reports 410 `endpoint_obsolete` through `onUpgradeRequired`.
 */
export function sessionFetch(
  /** The API base the paths above are under (with the version), as given to openapi-fetch. */
  baseUrl: string,
  tokens: TokenStore,
  /** Single-flight refresh: resolves true when new tokens are stored. */
  refresh: () => Promise<boolean>,
  /** The transport: each call and the one retry go to it. */
  fetch: (request: Request) => Promise<Response>,
  onUpgradeRequired?: () => void,
): (request: Request) => Promise<Response> {
  const noRefresh = (url: string) =>
    NO_REFRESH.some((path) => new URL(baseUrl + path, url).pathname === new URL(url).pathname);

  return async (request) => {
    const held = tokens.get();
    // openapi-fetch built this request for this call alone: the header is set on it, not on a copy.
    if (held && !request.headers.has('authorization'))
      request.headers.set('authorization', bearer(held.accessToken));
    // Kept for the one retry after a refresh. A request without a body can be sent again as it is;
    // only a body (a stream, read once) needs a copy made now.
    const copy = request.body === null ? request : request.clone();
    const response = await fetch(request);

    if (response.status === 410 && onUpgradeRequired) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if ((body as { slug?: unknown } | null)?.slug === 'endpoint_obsolete') onUpgradeRequired();
      return response;
    }
    if (response.status !== 401 || noRefresh(request.url)) return response;

    // Another request may already have refreshed while this one was in flight.
    const usedToken = request.headers.get('authorization');
    const current = tokens.get();
    const refreshed = current && usedToken !== bearer(current.accessToken) ? true : await refresh();
    const fresh = tokens.get();
    if (!refreshed || !fresh) return response;

    const retry = new Request(copy);
    retry.headers.set('authorization', bearer(fresh.accessToken));
    return fetch(retry);
  };
}
