/**
 * A stand-in for `@/lib/api-client` in the auth screens' tests: the real SDK client (and with it the
 * real auth session machine) over a fake transport that answers per route.
 *
 *   vi.mock('@/lib/api-client', () => import('@/features/auth/testing/fake-api-client'));
 *   fakeApi.on('POST /user/verify-email', () => json({ message: 'ok' }));
 */
import { createClient, type AuthenticatedUser } from '@liftline/sdk';
import { jsonResponse } from '@liftline/sdk/testing';

export interface FakeRequest {
  method: string;
  /** Without the `/api/v1` prefix. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

const routes = new Map<string, Handler>();
const calls: FakeRequest[] = [];

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => {
  const response = jsonResponse(body, status);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};

/** The documented error body (`{ message, slug, errors? }`). */
export const apiError = (
  status: number,
  message: string,
  extra: {
    slug?: string;
    errors?: Record<string, string[]>;
    headers?: Record<string, string>;
  } = {},
) =>
  json(
    {
      message,
      slug: extra.slug ?? 'error',
      ...(extra.errors ? { errors: extra.errors } : {}),
    },
    status,
    extra.headers,
  );

export const fakeApi = {
  /** Answers `"METHOD /path"` (the last registration wins). */
  on(route: string, handler: Handler) {
    routes.set(route, handler);
  },
  /** Every request so far, or those to one route. */
  calls(route?: string): FakeRequest[] {
    return route ? calls.filter((call) => `${call.method} ${call.path}` === route) : [...calls];
  },
  reset() {
    routes.clear();
    calls.length = 0;
    apiClient.tokens.clear();
    localStorage.clear();
  },
  /**
   * A stored session for `user`: tokens in the client, and the calls a signed-in page makes (GET
   * /user, the guard's refresh). Call before rendering.
   */
  signIn(user: AuthenticatedUser | (() => AuthenticatedUser)) {
    apiClient.tokens.set({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      refreshTokenExpiration: '2100-01-01T00:00:00.000Z',
    });
    fakeApi.on('GET /user', () => json(typeof user === 'function' ? user() : user));
    fakeApi.on('POST /user/login/refresh', () =>
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
  },
};

async function transport(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const text = request.body ? await request.text() : '';
  const call: FakeRequest = {
    method: request.method,
    path: url.pathname.replace(/^\/api\/v1/, ''),
    query: url.searchParams,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    authorization: request.headers.get('authorization'),
  };
  calls.push(call);
  const handler = routes.get(`${call.method} ${call.path}`);
  if (!handler) return apiError(501, `No fake answer for ${call.method} ${call.path}`);
  return handler(call);
}

export const apiClient = createClient({
  baseUrl: 'http://liftline.test/api',
  fetch: (input, init) => transport(input instanceof Request ? input : new Request(input, init)),
});

export const apiClientEvents = { subscribe: () => () => {}, emit: () => {} };
