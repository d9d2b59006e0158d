import {
  createFinalURL,
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  mergeHeaders,
  removeTrailingSlash,
  type Client,
  type HeadersOptions,
  type Middleware,
  type MiddlewareCallbackParams,
  type QuerySerializerOptions,
} from 'openapi-fetch';
import { discardResponse } from './discard-response';

/** One call, not yet built: the arguments of `fetch(url, init)`. */
export interface PendingCall {
  readonly url: string;
  readonly method: string;
  /** `init.headers`: merged for this call alone, so the session may set a header on it. */
  readonly headers: Headers;
  readonly init: RequestInit & { headers: Headers };
}

/** How a call leaves the client: unbuilt, or as the Request built for middleware. */
export type Send = (call: PendingCall | Request) => Promise<Response>;

/** A `fetch`, called as the platform's is: `fetch(url, init)` or `fetch(request)`. */
export type Transport = (input: string | Request, init?: RequestInit) => Promise<Response>;

/** Sends a call as it is: a PendingCall as `fetch(url, init)`, a Request as `fetch(request)`. */
export const sendAsIs =
  (fetch: Transport): Send =>
  (call) =>
    call instanceof Request ? fetch(call) : fetch(call.url, call.init);

type Serializer = (value: never, headers?: Headers) => unknown;

/** openapi-fetch's per-call options (`FetchOptions`), untyped by path. */
interface CallOptions extends Omit<RequestInit, 'headers' | 'body' | 'method'> {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  headers?: HeadersOptions;
  params?: {
    query?: Record<string, unknown>;
    path?: Record<string, unknown>;
    header?: Record<string, unknown>;
  };
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  querySerializer?: Serializer | QuerySerializerOptions;
  bodySerializer?: Serializer;
  pathSerializer?: (path: string, params: Record<string, unknown>) => string;
  body?: unknown;
  middleware?: Middleware[];
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
const NONE: readonly Middleware[] = [];

/**
 * openapi-fetch's client — the same methods, per-call options, middleware and results, built with
 * its own serializers — except for what reaches `send`: the call unbuilt, as the URL and
 * `RequestInit` of one `fetch(url, init)`, so that a real `fetch` builds the call's one Request.
 * openapi-fetch's `createClient` builds a Request and hands it over, and `fetch` copies it again
 * (WHATWG fetch, step 1: `new Request(input, init)`); in Node that copy cost as much as all the
 * rest of a call. A call meeting middleware or a per-call `fetch` builds its Request as
 * openapi-fetch does, since those are promised one.
 */
export function createFetchClient<Paths extends object>(
  baseUrl: string,
  /** RequestInit members of every call (`credentials`). */
  defaults: RequestInit,
  send: Send,
): Client<Paths> {
  const middlewares: Middleware[] = [];
  const defaultQuerySerializer = createQuerySerializer();

  async function call(method: string, schemaPath: string, options: CallOptions = {}) {
    const {
      baseUrl: localBaseUrl,
      fetch: localFetch,
      headers,
      params = {},
      parseAs = 'json',
      querySerializer: requestQuerySerializer = defaultQuerySerializer,
      bodySerializer = defaultBodySerializer as Serializer,
      pathSerializer = defaultPathSerializer,
      body,
      middleware = [],
      ...init
    } = options;
    const finalBaseUrl = localBaseUrl ? removeTrailingSlash(localBaseUrl) : baseUrl;
    const querySerializer =
      typeof requestQuerySerializer === 'function'
        ? requestQuerySerializer
        : createQuerySerializer(requestQuerySerializer);
    const serializedBody =
      body === undefined
        ? undefined
        : (bodySerializer(
            body as never,
            mergeHeaders(headers, params.header as HeadersOptions),
          ) as RequestInit['body']);
    const requestInit = {
      redirect: 'follow',
      ...defaults,
      ...init,
      method,
      body: serializedBody,
      headers: mergeHeaders(
        // No Content-Type without a body, nor for FormData: fetch sets it, with the boundary.
        serializedBody === undefined || serializedBody instanceof FormData
          ? undefined
          : { 'Content-Type': 'application/json' },
        headers,
        params.header as HeadersOptions,
      ),
    } as PendingCall['init'];
    const url = createFinalURL(schemaPath, {
      baseUrl: finalBaseUrl,
      params,
      querySerializer: querySerializer as never,
      pathSerializer,
    });

    let request: PendingCall | Request = {
      url,
      method,
      headers: requestInit.headers,
      init: requestInit,
    };
    let response: Response | undefined;
    // The middleware of this call, as they are when it starts (none: no array made per call).
    const used = middlewares.length || middleware.length ? [...middlewares, ...middleware] : NONE;
    let hook: Omit<MiddlewareCallbackParams, 'request'> | undefined;
    if (used.length || localFetch) {
      request = new Request(url, requestInit);
      // As openapi-fetch: init members a Request does not have stay readable on it.
      for (const key in init)
        if (!(key in request))
          (request as unknown as Record<string, unknown>)[key] = init[key as keyof typeof init];
      const base = {
        schemaPath,
        params,
        id: Math.random().toString(36).slice(2, 11),
        options: Object.freeze({
          baseUrl: finalBaseUrl,
          fetch: (localFetch ?? send) as typeof fetch,
          parseAs,
          querySerializer: querySerializer as never,
          bodySerializer: bodySerializer as never,
          pathSerializer,
        }),
      };
      hook = base;
      for (const m of used) {
        const result: unknown = await m?.onRequest?.({ ...base, request });
        if (result instanceof Request) request = result;
        else if (result instanceof Response) {
          response = result;
          break;
        } else if (result)
          throw new Error(
            'onRequest: must return new Request() or Response() when modifying the request',
          );
      }
    }
    if (!response) {
      try {
        response = await (localFetch ?? send)(request as Request);
      } catch (error) {
        let failure = error;
        for (let i = used.length; i--;) {
          const result: unknown = await used[i]?.onError?.({
            ...hook!,
            request: request as Request,
            error: failure,
          });
          if (result instanceof Response) {
            failure = undefined;
            response = result;
            break;
          }
          if (result instanceof Error) failure = result;
          else if (result)
            throw new Error('onError: must return new Response() or instance of Error');
        }
        if (failure) throw failure;
      }
      for (let i = used.length; i--;) {
        const current = response!;
        let result: unknown;
        try {
          result = await used[i]?.onResponse?.({
            ...hook!,
            request: request as Request,
            response: current,
          });
          if (result && !(result instanceof Response))
            throw new Error('onResponse: must return new Response() when modifying the response');
        } catch (error) {
          discardResponse(current);
          throw error;
        }
        if (result instanceof Response) {
          // The replaced response reaches no one: its body is cancelled (unless the new one has it).
          discardResponse(current, result);
          response = result;
        }
      }
    }

    // As openapi-fetch: no body for a 204, a HEAD or an empty answer; JSON unless `parseAs` says
    // otherwise; an error body as JSON when it is JSON, else as text.
    response = response!;
    const contentLength = response.headers.get('Content-Length');
    if (
      response.status === 204 ||
      request.method === 'HEAD' ||
      (contentLength === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))
    ) {
      // An empty body is read all the same, so that its request ends (see discardResponse).
      if (response.body && !response.bodyUsed && !response.body.locked)
        await response.arrayBuffer();
      return response.ok ? { data: undefined, response } : { error: undefined, response };
    }
    if (response.ok) {
      if (parseAs === 'stream') return { data: response.body, response };
      if (parseAs === 'json' && !contentLength) {
        const raw = await response.text();
        return { data: raw ? (JSON.parse(raw) as unknown) : undefined, response };
      }
      return { data: (await response[parseAs]()) as unknown, response };
    }
    let error: unknown = await response.text();
    try {
      error = JSON.parse(error as string);
    } catch {
      // not JSON: the text as it is
    }
    return { error, response };
  }

  const client: Record<string, unknown> = {
    request: (method: string, url: string, init?: CallOptions) =>
      call(method.toUpperCase(), url, init),
    use(...added: Middleware[]) {
      for (const m of added) {
        if (!m) continue;
        if (typeof m !== 'object' || !('onRequest' in m || 'onResponse' in m || 'onError' in m))
          throw new Error(
            'Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`',
          );
        middlewares.push(m);
      }
    },
    eject(...removed: Middleware[]) {
      for (const m of removed) {
        const i = middlewares.indexOf(m);
        if (i !== -1) middlewares.splice(i, 1);
      }
    },
  };
  for (const method of METHODS)
    client[method] = (url: string, init?: CallOptions) => call(method, url, init);
  return client as unknown as Client<Paths>;
}
