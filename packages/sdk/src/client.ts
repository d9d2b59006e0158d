import type { Client } from 'openapi-fetch';
import type { components, paths } from './schema';
import { ApiError, NetworkError, isAbortError } from './errors';
import { createLocalBranchStore, type LocalBranchStore } from './local-branch';
import type { ClientLocale } from './client-locale';
import { API_VERSION_PATH, DEFAULT_BASE_URL, transportOf, versionedBaseUrl } from './client-base';
import { createApiKeyClient, type ApiKeyClient, type ApiKeyClientOptions } from './api-key-client';
import { createFetchClient, sendAsIs } from './fetch-client';
import { sessionFetch } from './session-fetch';
import { defaultStorage, memoryStorage, type KeyValueStorage } from './storage';
import { createTokenStore, tokensFromResponse, type TokenStore } from './tokens';

export { API_VERSION_PATH, DEFAULT_BASE_URL };
export const DEFAULT_PRODUCT_KEY = 'liftline';

type Schemas = components['schemas'];

export interface ClientOptions {
  /** API base without the version, e.g. `https://rentals.example.com/api`. Default `/api` (same origin). Node needs an absolute URL. */
  baseUrl?: string;
  /**
   * A `fetch` implementation; defaults to the global one. Tests and Node integrators may inject
   * their own. It is called as the platform's `fetch` is: `fetch(url, init)`, with the method,
   * headers, body, credentials and signal in `init` (build `new Request(input, init)` to read them
   * as a Request), so that a real `fetch` builds one Request per call. Calls that meet middleware
   * (`client.use()`, a call's `middleware`) are built first and arrive as `fetch(request)`. (It
   * used to get a `Request` every time: a fetch that reads only its first argument must now build
   * one from both.)
   */
  fetch?: typeof globalThis.fetch;
  /** Cookies are sent by default. Widgets on other origins use `'omit'`. */
  credentials?: 'include' | 'same-origin' | 'omit';
  /** Where tokens persist: `localStorage` by default in browsers, memory elsewhere; `fileStorage()` for Node. */
  storage?: KeyValueStorage;
  /** Share one token store between clients (e.g. a widget and the page). */
  tokens?: TokenStore;
  /** Storage key prefix of the saved local branch (`{productKey}_local_branch`). Default `liftline`. */
  productKey?: string;
  /** The refresh token was rejected: tokens are already cleared; the app decides (e.g. go to the login page). */
  onUnauthenticated?: () => void;
  /** The server answered 410 `endpoint_obsolete` (the app decides, e.g. `/guest/upgrade-required`). */
  onUpgradeRequired?: () => void;
  /**
   * The language of the API's messages, sent as `Accept-Language` on every request: `'es'`, or a
   * function read per request (`() => i18n.locale`) so the app switches language without a new
   * client. Default: none sent (the server answers in English).
   */
  locale?: ClientLocale;
}

export type LoginInput = Schemas['LoginInput'];
export type RegisterInput = Schemas['RegisterInput'];
export type AuthenticatedUser = Schemas['AuthenticatedUser'];

/** The typed client: `client.GET('/locate-branch', { params: { query: { zip_code } } })`, plus the session. */
export type ApiClient = Client<paths> & {
  /** The session tokens (in memory, persisted through `storage`). */
  readonly tokens: TokenStore;
  readonly productKey: string;
  /** The saved zip and local branch (`{product}_zip_code`, `{product}_local_branch`), in the same storage. */
  readonly localBranch: LocalBranchStore;
  readonly auth: {
    /** Logs in and stores the tokens; resolves to the user. Throws ApiError (401 wrong credentials, 429 …). */
    login(input: LoginInput): Promise<AuthenticatedUser>;
    /** Registers, stores the tokens; resolves to the new user. */
    register(input: RegisterInput): Promise<AuthenticatedUser>;
    /** Revokes the session on the server when possible; clears the tokens in every case. */
    logout(): Promise<void>;
    /** Refreshes the access token (single-flight). False when there is no session or it was rejected. */
    refresh(): Promise<boolean>;
  };
};

type DataOf<R> = R extends { data: infer D } ? D : never;

/**
 * The openapi-fetch result when the API answered 2xx; otherwise throws an {@link ApiError} (HTTP
 * error) or a {@link NetworkError} (no answer). Aborts are re-thrown as they are. For libraries that
 * take a client whose calls resolve only on success (e.g. query hooks).
 */
export async function ensureOk<R extends { response: Response }>(pending: Promise<R>): Promise<R> {
  let result: R;
  try {
    result = await pending;
  } catch (error) {
    throw isAbortError(error) ? error : new NetworkError(error);
  }
  const { response } = result;
  if (!response.ok)
    throw new ApiError(
      response.status,
      response.statusText,
      (result as { error?: unknown }).error,
      response.headers.get('retry-after'),
    );
  return result;
}

/**
 * Turns an openapi-fetch result into its data, or throws like {@link ensureOk}.
 *
 *   const branch = await unwrap(client.GET('/locate-branch', { params: { query: { zip_code } } }));
 */
export async function unwrap<R extends { response: Response }>(
  pending: Promise<R>,
): Promise<DataOf<R>> {
  return ((await ensureOk(pending)) as { data?: unknown }).data as DataOf<R>;
}

/**
 * A server's client: every call sends `Authorization: Bearer <apiKey>` (a secret API key,
 * `sk_…`), without cookies; no session, no refresh, no storage (see {@link createApiKeyClient}).
 */
export function createClient(options: ApiKeyClientOptions): ApiKeyClient;
/** A person's client: the session's tokens, refreshed once on a 401, kept in `storage`. */
export function createClient(options?: ClientOptions): ApiClient;
export function createClient(
  options: ClientOptions | ApiKeyClientOptions = {},
): ApiClient | ApiKeyClient {
  // `apiKey: undefined` (an unset variable) is refused there, never taken for a session client.
  if ('apiKey' in options) return createApiKeyClient(options);
  const baseUrl = versionedBaseUrl(options.baseUrl);
  const credentials = options.credentials ?? 'include';
  const transport = transportOf(options);
  const storage = options.storage ?? defaultStorage();
  const tokens = options.tokens ?? createTokenStore(storage);
  const productKey = options.productKey ?? DEFAULT_PRODUCT_KEY;

  // The refresh call goes through a client without the session rules: it never refreshes itself.
  const bare = createFetchClient<paths>(baseUrl, { credentials }, sendAsIs(transport));

  let refreshing: Promise<boolean> | null = null;
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const held = tokens.get();
      if (!held) return false;
      let response: Response;
      let data: { token: Schemas['TokenResponse'] } | undefined;
      try {
        ({ data, response } = await bare.POST('/user/login/refresh', {
          body: { refreshToken: held.refreshToken },
        }));
      } catch {
        return false; // no answer (offline): keep the session, the call fails as it was
      }
      if (response.ok && data) {
        tokens.set(tokensFromResponse(data.token));
        return true;
      }
      if (response.status >= 500) return false; // server trouble is not a rejected session
      tokens.clear();
      options.onUnauthenticated?.();
      return false;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const client = createFetchClient<paths>(
    baseUrl,
    { credentials },
    sessionFetch(baseUrl, tokens, refresh, transport, options.onUpgradeRequired),
  );

  const auth: ApiClient['auth'] = {
    async login(input) {
      const data = await unwrap(client.POST('/user/login', { body: input }));
      tokens.set(tokensFromResponse(data.token));
      return data.user;
    },
    async register(input) {
      const data = await unwrap(client.PUT('/user/register', { body: input }));
      tokens.set(tokensFromResponse(data.token));
      return data.user;
    },
    async logout() {
      const held = tokens.get();
      try {
        await client.POST('/user/logout', {
          body: held ? { refreshToken: held.refreshToken } : {},
        });
      } catch {
        // Offline or server error: the local session ends anyway.
      } finally {
        tokens.clear();
      }
    },
    refresh,
  };

  return Object.assign(client, {
    tokens,
    auth,
    productKey,
    localBranch: createLocalBranchStore(storage, productKey),
  });
}

/**
 * A client for the API's public calls only, e.g. widgets on a dealer's page: no session, so no
 * `Authorization` header, no token refresh and none of their code; `auth` holds no session (its
 * calls reject; `refresh` answers false). The same `ApiClient` as `createClient`'s otherwise.
 */
export function createPublicClient(
  options: Pick<
    ClientOptions,
    'baseUrl' | 'fetch' | 'credentials' | 'storage' | 'productKey' | 'locale'
  > = {},
): ApiClient {
  const baseUrl = versionedBaseUrl(options.baseUrl);
  const transport = transportOf(options);
  const storage = options.storage ?? defaultStorage();
  const productKey = options.productKey ?? DEFAULT_PRODUCT_KEY;
  const client = createFetchClient<paths>(
    baseUrl,
    { credentials: options.credentials ?? 'include' },
    sendAsIs(transport),
  );
  const noSession = () => Promise.reject(new Error('A public client has no session.'));
  return Object.assign(client, {
    tokens: createTokenStore(memoryStorage()),
    auth: {
      login: noSession,
      register: noSession,
      logout: async () => {},
      refresh: async () => false,
    },
    productKey,
    localBranch: createLocalBranchStore(storage, productKey),
  });
}
