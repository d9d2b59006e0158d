import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, NetworkError, isAbortError } from './errors';
import type { paths } from './schema';

/** Version path appended to the base URL (spec §7: base `/api`, version `/v1`). */
export const API_VERSION_PATH = '/v1';
export const DEFAULT_BASE_URL = '/api';

export interface ClientOptions {
  /** API base without the version, e.g. `https://rentals.example.com/api`. Default `/api` (same origin). */
  baseUrl?: string;
  /** A `fetch` implementation; defaults to the global one. Tests and Node integrators may inject their own. */
  fetch?: typeof globalThis.fetch;
  /** Cookies are sent by default (spec §7). Widgets on other origins use `'omit'`. */
  credentials?: 'include' | 'same-origin' | 'omit';
  /** Called when the server answers 410 with `slug: endpoint_obsolete` (the app decides what to do). */
  onUpgradeRequired?: () => void;
}

/** The typed client: `client.GET('/locate-branch', { params: { query: { zip_code } } })`. */
export type ApiClient = Client<paths>;

function upgradeRequiredMiddleware(onUpgradeRequired: () => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 410) return undefined;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if (
        body &&
        typeof body === 'object' &&
        (body as { slug?: unknown }).slug === 'endpoint_obsolete'
      ) {
        onUpgradeRequired();
      }
      return undefined;
    },
  };
}

export function createClient(options: ClientOptions = {}): ApiClient {
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const client = createFetchClient<paths>({
    baseUrl: `${base}${API_VERSION_PATH}`,
    credentials: options.credentials ?? 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  if (options.onUpgradeRequired) client.use(upgradeRequiredMiddleware(options.onUpgradeRequired));
  return client;
}

type DataOf<R> = R extends { data: infer D } ? D : never;

/**
 * Turns an openapi-fetch result into its data, or throws an {@link ApiError} (HTTP error) or a
 * {@link NetworkError} (no answer). Aborts are re-thrown as they are.
 *
 *   const branch = await unwrap(client.GET('/locate-branch', { params: { query: { zip_code } } }));
 */
export async function unwrap<R extends { response: Response }>(
  pending: Promise<R>,
): Promise<DataOf<R>> {
  let result: R;
  try {
    result = await pending;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }
  const { response } = result;
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, (result as { error?: unknown }).error);
  }
  return (result as { data?: unknown }).data as DataOf<R>;
}
