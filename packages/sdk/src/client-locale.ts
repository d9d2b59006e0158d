import type { Transport } from './fetch-client';

/**
 * The language of the API's answers (`Accept-Language`): a tag (`es`, `es-US`), or a function
 * read on every request, so an app that switches language keeps its client.
 */
export type ClientLocale = string | (() => string | null | undefined);

/**
 * A transport that sends `Accept-Language: <locale>` with every request (the refresh call too).
 * A header the call sets itself wins; an empty locale sends none.
 */
export function withLocale(transport: Transport, locale: ClientLocale | undefined): Transport {
  if (locale === undefined) return transport;
  return (input, init) => {
    const language = (typeof locale === 'function' ? locale() : locale)?.trim();
    if (!language) return transport(input, init);
    const headers = new Headers(typeof input === 'string' ? init?.headers : input.headers);
    if (headers.has('accept-language')) return transport(input, init);
    headers.set('accept-language', language);
    return typeof input === 'string'
      ? transport(input, { ...init, headers })
      : transport(new Request(input, { headers }), init);
  };
}
