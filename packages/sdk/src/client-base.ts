import { withLocale, type ClientLocale } from './client-locale';
import type { Transport } from './fetch-client';

/** Version path appended to the base URL (base `/api`, version `/v1`). */
export const API_VERSION_PATH = '/v1';
export const DEFAULT_BASE_URL = '/api';

/** The base every path is under: the API base without a trailing slash, then the version. */
export function versionedBaseUrl(baseUrl: string = DEFAULT_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}${API_VERSION_PATH}`;
}

/**
 * How every client's calls leave: the injected `fetch`, else the global one resolved per call
 * (so a global fetch installed later, by tests or polyfills, is used), with `Accept-Language`.
 */
export function transportOf(options: {
  fetch?: typeof globalThis.fetch;
  locale?: ClientLocale;
}): Transport {
  return withLocale(
    (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    options.locale,
  );
}
