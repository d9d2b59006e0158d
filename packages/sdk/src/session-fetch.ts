import { discardResponse } from './discard-response';
import type { Send, Transport } from './fetch-client';
import type { TokenStore } from './tokens';

/** Calls whose 401 means "wrong credentials", never "expired token": no refresh for them. */
const NO_REFRESH = ['/user/login', '/user/login/refresh', '/user/register', '/user/logout'];

function bearer(token: string) {
  return `Bearer ${token}`;
}

/**
 * How the client sends a call (see `createFetchClient`). Sends `Authorization: Bearer
 * <access_token>` when a token is held; on a 401 refreshes the token once (shared by concurrent
 * requests) and retries the request once with its original body (the 401's body is cancelled);
 * reports 410 `endpoint_obsolete` through `onUpgradeRequired`. A `PendingCall` goes out as
 * `fetch(url, init)`, a Request built for middleware as `fetch(request)`.
 */
export function sessionFetch(
  /** The API base the paths above are under (with the version). */
  baseUrl: string,
  tokens: TokenStore,
  /** Single-flight refresh: resolves true when new tokens are stored. */
  refresh: () => Promise<boolean>,
  /** The transport: each call and the one retry go to it. */
  fetch: Transport,
  onUpgradeRequired?: () => void,
): Send {
  const noRefresh = (url: string) => {
    // A relative URL (the browser default base `/api`) is resolved against a made-up origin:
    // both sides of the comparison are.
    const called = new URL(url, 'http://base.invalid');
    return NO_REFRESH.some((path) => new URL(baseUrl + path, called).pathname === called.pathname);
  };

  return async (call) => {
    const { url, headers } = call;
    const held = tokens.get();
    // Both kinds were made for this call alone: the header is set on them, not on a copy.
    if (held && !headers.has('authorization'))
      headers.set('authorization', bearer(held.accessToken));

    // `send()` sends the call; `send(headers)` sends it again with other headers and the original
    // body. A body that is a stream is read once: it is copied now (a Request clone tees it too).
    let send: (retryHeaders?: Headers) => Promise<Response>;
    if (call instanceof Request) {
      const copy = call.body === null ? call : call.clone();
      send = (retryHeaders) =>
        fetch(retryHeaders ? new Request(copy, { headers: retryHeaders }) : call);
    } else {
      const { init } = call;
      let { body } = init;
      if (body instanceof ReadableStream) [init.body, body] = body.tee();
      send = (retryHeaders) =>
        fetch(url, retryHeaders ? { ...init, body, headers: retryHeaders } : init);
    }
    const response = await send();

    if (response.status === 410 && onUpgradeRequired) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if ((body as { slug?: unknown } | null)?.slug === 'endpoint_obsolete') onUpgradeRequired();
      return response;
    }
    if (response.status !== 401 || noRefresh(url)) return response;

    // Another request may already have refreshed while this one was in flight.
    const usedToken = headers.get('authorization');
    const current = tokens.get();
    const refreshed = current && usedToken !== bearer(current.accessToken) ? true : await refresh();
    const fresh = tokens.get();
    if (!refreshed || !fresh) return response;
    // The retry answers instead: the 401's body is cancelled, or its request stays open.
    discardResponse(response);
    const retryHeaders = new Headers(headers);
    retryHeaders.set('authorization', bearer(fresh.accessToken));
    return send(retryHeaders);
  };
}
