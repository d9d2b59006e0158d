import type { Client } from 'openapi-fetch';
import type { ClientLocale } from './client-locale';
import { transportOf, versionedBaseUrl } from './client-base';
import { createFetchClient, type Send } from './fetch-client';
import type { paths } from './schema';

/** A secret API key as `createApiKey` answers it: `sk_` and letters and digits. */
const SECRET_KEY = /^sk_[A-Za-z0-9]+$/;
/** The visible start of a key (`sk_` and 8 characters), as the key list shows it. */
const PREFIX_LENGTH = 11;

export interface ApiKeyClientOptions {
  /** The secret API key (`sk_…`), e.g. from `process.env.LIFTLINE_API_KEY`. Keep it on servers. */
  apiKey: string;
  /** The API base without the version, absolute: `https://rentals.example.com/api`. */
  baseUrl: string;
  /** A `fetch` implementation; defaults to the global one (see `ClientOptions.fetch`). */
  fetch?: typeof globalThis.fetch;
  /** The language of the API's messages (`Accept-Language`), e.g. `'es'`. Default: English. */
  locale?: ClientLocale;
  // A key is never mixed with a person's session: these would mean one.
  credentials?: never;
  storage?: never;
  tokens?: never;
  onUnauthenticated?: never;
}

/**
 * The typed client of a server holding a secret API key: `client.GET(...)`, `client.POST(...)`
 * as `ApiClient`'s, with no session (no `auth`, no `tokens`, no `localBranch`).
 */
export type ApiKeyClient = Client<paths> & {
  /** The key's visible prefix (`sk_` and 8 characters), as listed by `listApiKeys`: safe to log. */
  readonly keyPrefix: string;
};

/** `createClient({ apiKey })` was given something that is not a secret key, or a session too. */
export class ApiKeyError extends Error {
  override readonly name = 'ApiKeyError';
}

const SESSION_OPTIONS = ['credentials', 'storage', 'tokens', 'onUnauthenticated'] as const;

/**
 * The client `createClient({ apiKey, baseUrl })` answers: every call sends `Authorization: Bearer
 * <apiKey>` (whatever header the call sets) and no cookies (`credentials: 'omit'`). Nothing is
 * stored and nothing is refreshed: an unknown, revoked or expired key answers 401 as it is.
 * Throws {@link ApiKeyError} when `apiKey` is not `sk_` and letters and digits (e.g. a missing
 * variable, or a stray newline), when `baseUrl` is not an absolute http(s) URL, or when session
 * options are given.
 */
export function createApiKeyClient(options: ApiKeyClientOptions): ApiKeyClient {
  const { apiKey, baseUrl } = options;
  if (typeof apiKey !== 'string' || !SECRET_KEY.test(apiKey))
    throw new ApiKeyError(
      'apiKey must be a secret API key: "sk_" and letters and digits, with nothing around it.',
    );
  const session = SESSION_OPTIONS.filter((name) => options[name] !== undefined);
  if (session.length)
    throw new ApiKeyError(
      `A client with an API key holds no session: remove ${session.join(', ')}.`,
    );
  if (typeof baseUrl !== 'string' || !/^https?:\/\/[^/]/i.test(baseUrl))
    throw new ApiKeyError(
      'A client with an API key needs an absolute baseUrl, e.g. https://rentals.example.com/api.',
    );

  const transport = transportOf(options);
  const authorization = `Bearer ${apiKey}`;
  // Both kinds of call (see createFetchClient) carry headers made for them alone.
  const send: Send = (call) => {
    call.headers.set('authorization', authorization);
    return call instanceof Request ? transport(call) : transport(call.url, call.init);
  };
  const client = createFetchClient<paths>(versionedBaseUrl(baseUrl), { credentials: 'omit' }, send);
  return Object.assign(client, { keyPrefix: apiKey.slice(0, PREFIX_LENGTH) });
}
