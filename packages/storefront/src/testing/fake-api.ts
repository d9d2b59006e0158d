/**
 * The one fake API of the storefront's tests: a real SDK client (and with it the real auth session
 * machine and query hooks) over a `fetch` that answers per route. Render with it through
 * `renderApp(ui, { api })`; no module mocking.
 *
 *   const api = fakeApi({ 'GET /account/roles': () => json(roles) });
 *   renderApp(<RolesPage />, { api, user: aUser() });
 *   expect(api.calls('POST /account/roles')[0].body).toEqual({ … });
 */
import type { AuthenticatedUser } from '@liftline/sdk';
import { jsonResponse } from '@liftline/sdk/testing';
import { createStorefrontClient, type StorefrontClient } from '@/lib/api/storefront-client';

export interface FakeRequest {
  method: string;
  /** Without the `/api/v1` prefix and the query. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of a multipart body (the one sent), or undefined. */
  body: unknown;
  /** Values of the route's `:name` segments. */
  params: Record<string, string>;
  headers: Headers;
  signal: AbortSignal;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;
export type FakeRoutes = Record<string, FakeHandler>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => {
  const response = jsonResponse(body, status);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};

/** The documented error body (`{ message, slug, errors?, days? }`). */
export const apiError = (
  status: number,
  message: string,
  extra: {
    slug?: string;
    errors?: Record<string, string[]>;
    days?: string[];
    headers?: Record<string, string>;
  } = {},
) =>
  json(
    {
      message,
      slug: extra.slug ?? 'error',
      ...(extra.errors ? { errors: extra.errors } : {}),
      ...(extra.days ? { days: extra.days } : {}),
    },
    status,
    extra.headers,
  );

export const noContent = () => new Response(null, { status: 204 });

/** A 422 with per-field messages, as the server sends it. */
export const validationError = (errors: Record<string, string[]>) =>
  apiError(422, 'The given data was invalid.', { slug: 'validation_failed', errors });

export const serverError = () => apiError(500, 'Something broke.', { slug: 'server_error' });

/** A response that never arrives (to see a loading or busy state). */
export const never = (): Promise<Response> => new Promise(() => {});

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler;
}

function compile(route: string, handler: FakeHandler): CompiledRoute {
  const [method = 'GET', path = '/'] = route.split(' ');
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name) => {
    names.push(name as string);
    return '([^/]+)';
  });
  return { method, pattern: new RegExp(`^${source}$`), names, handler };
}

async function bodyOf(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface FakeApi extends StorefrontClient {
  /** The transport itself (for code that takes a `fetch`). */
  fetch: typeof globalThis.fetch;
  /** Answers `"METHOD /path/:param"` (a later registration of the same route wins). */
  on(route: string, handler: FakeHandler): FakeApi;
  /** Every request so far, or those to one route (as registered, e.g. `'GET /equipment/:id'`). */
  calls(route?: string): FakeRequest[];
  /** A stored session for `user`: tokens in the client, and the answers a signed-in page needs. */
  signIn(user: AuthenticatedUser | (() => AuthenticatedUser)): FakeApi;
}

export interface FakeApiOptions {
  /**
   * Answers requests no route matches, given the Request itself (e.g. a `vi.fn<typeof fetch>()` a
   * test programs with `mockResolvedValue` and inspects through `mock.calls`). Default: a 501.
   */
  otherwise?: (request: Request) => Promise<Response> | Response;
}

/**
 * A fake API: unknown routes answer 501 "No fake answer for …" (so an unexpected call shows up),
 * or go to `otherwise`.
 */
export function fakeApi(routes: FakeRoutes = {}, { otherwise }: FakeApiOptions = {}): FakeApi {
  let table: CompiledRoute[] = [];
  const calls: { route: string | null; request: FakeRequest }[] = [];

  async function transport(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const match = table
      .map((route) => ({
        route,
        found: route.method === request.method && route.pattern.exec(path),
      }))
      .find(({ found }) => found);
    const params: Record<string, string> = {};
    match?.route.names.forEach((name, index) => {
      params[name] = decodeURIComponent((match.found as RegExpExecArray)[index + 1] ?? '');
    });
    const call: FakeRequest = {
      method: request.method,
      path,
      query: url.searchParams,
      // The FormData the client sent, as it is: jsdom's File cannot cross into Node's Request
      // (undici writes it as an empty "blob"), while a browser sends it whole.
      body:
        !(input instanceof Request) && init?.body instanceof FormData
          ? init.body
          : await bodyOf(request.clone()),
      params,
      headers: request.headers,
      signal: request.signal,
    };
    calls.push({ route: match ? routeName(match.route) : null, request: call });
    if (!match)
      return otherwise
        ? otherwise(request)
        : apiError(501, `No fake answer for ${call.method} ${call.path}`);
    return match.route.handler(call);
  }

  const names = new Map<CompiledRoute, string>();
  const routeName = (route: CompiledRoute) => names.get(route) ?? '';

  // Browser storage as in the app (tokens, the saved branch); setup-tests.ts clears it after each test.
  const client = createStorefrontClient({
    baseUrl: 'http://liftline.test/api',
    fetch: transport as typeof globalThis.fetch,
  });

  const api: FakeApi = {
    ...client,
    fetch: transport as typeof globalThis.fetch,
    on(route, handler) {
      const compiled = compile(route, handler);
      names.set(compiled, route);
      table = [compiled, ...table.filter((existing) => names.get(existing) !== route)];
      return api;
    },
    calls(route) {
      return calls
        .filter((call) =>
          route === undefined
            ? true
            : call.route === route || `${call.request.method} ${call.request.path}` === route,
        )
        .map((call) => call.request);
    },
    signIn(user) {
      client.client.tokens.set({
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        refreshTokenExpiration: '2100-01-01T00:00:00.000Z',
      });
      api.on('GET /user', () => json(typeof user === 'function' ? user() : user));
      api.on('POST /user/login/refresh', () =>
        json({
          token: {
            access_token: 'access-1',
            token_type: 'Bearer',
            expires_in: 900,
            refresh_token: 'refresh-1',
            refresh_token_expiration: '2100-01-01T00:00:00.000Z',
          },
        }),
      );
      return api;
    },
  };
  for (const [route, handler] of Object.entries(routes)) api.on(route, handler);
  return api;
}
