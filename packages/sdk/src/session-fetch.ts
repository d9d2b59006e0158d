import type { TokenStore } from './tokens';

/** Calls whose 401 means "wrong credentials", never "expired token": no refresh for them. */
const NO_REFRESH = ['/user/login', '/user/login/refresh', '/user/register', '/user/logout'];

function bearer(token: string) {
  return `Bearer ${token}`;
}

/** The `fetch` the client is given, called as the platform's: `fetch(url, init)` (or `fetch(request)`). */
export type Transport = (input: string | Request, init?: RequestInit) => Promise<Response>;

/** What openapi-fetch's `new Request(url, init)` makes for the client: the call, not yet built. */
export interface PendingCall {
  readonly url: string;
  readonly method: string;
  /** Merged by openapi-fetch for this call alone (the same object as `init.headers`). */
  readonly headers: Headers;
  readonly init: RequestInit & { headers: Headers };
}

/**
 * Given to openapi-fetch as its `Request` constructor (openapi-fetch calls it with `new`): keeps the
 * URL and init instead of building a `Request`. The transport then gets `fetch(url, init)`, so a
 * real `fetch` builds the call's one `Request`; handing it a `Request` makes `fetch` copy it (WHATWG
 * fetch, step 1: `new Request(input, init)`), and that copy cost as much as the rest of the call.
 */
export const PendingRequest = function (url: string, init: PendingCall['init']): PendingCall {
  return { url, method: init.method!, headers: init.headers, init };
} as unknown as typeof Request;

/**
 * The `fetch` the client gives openapi-fetch. Sends `Authorization: Bearer <access_token>` when a
 * token is held; on a 401 refreshes the token once (shared by concurrent requests) and retries the
 * request once with its original body; reports 410 `endpoint_obsolete` through `onUpgradeRequired`.
 * It receives a {@link PendingCall} (sent as `fetch(url, init)`), or a `Request` when middleware
 * asked for one (sent as `fetch(request)`).
 */
export function sessionFetch(
  /** The API base the paths above are under (with the version), as given to openapi-fetch. */
  baseUrl: string,
  tokens: TokenStore,
  /** Single-flight refresh: resolves true when new tokens are stored. */
  refresh: () => Promise<boolean>,
  /** The transport: each call and the one retry go to it. */
  fetch: Transport,
  onUpgradeRequired?: () => void,
): (call: PendingCall | Request) => Promise<Response> {
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

    // `resend` makes the one retry after a refresh, with the original body. A body that is a
    // stream is read once: it is copied now (a Request clone tees it, a stream is teed).
    let resend: (authorization: string) => Promise<Response>;
    let response: Response;
    if (call instanceof Request) {
      const copy = call.body === null ? call : call.clone();
      resend = (authorization) => {
        const retry = new Request(copy);
        retry.headers.set('authorization', authorization);
        return fetch(retry);
      };
      response = await fetch(call);
    } else {
      const { init } = call;
      let { body } = init;
      if (body instanceof ReadableStream) [init.body, body] = body.tee();
      resend = (authorization) => {
        const retryHeaders = new Headers(headers);
        retryHeaders.set('authorization', authorization);
        return fetch(url, { ...init, body, headers: retryHeaders });
      };
      response = await fetch(url, init);
    }

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
    return resend(bearer(fresh.accessToken));
  };
}
