import { createClient, type ApiClient, type ClientOptions } from '@liftline/sdk';

/** What the client reports; the app decides what happens (see `SessionEffects` in lib/auth.tsx). */
export type ApiClientEvent = 'unauthenticated' | 'upgrade-required';

type Listener = (event: ApiClientEvent) => void;

export interface ApiClientEvents {
  subscribe(listener: Listener): () => void;
  /** For transports beside the client (the XHR upload) that meet the same answers. */
  emit(event: ApiClientEvent): void;
}

export interface StorefrontClient {
  client: ApiClient;
  events: ApiClientEvents;
}

/**
 * The storefront's API client (same-origin `/api`, cookies included) with the events it reports: a
 * rejected session (`onUnauthenticated`) and an obsolete endpoint (410 `endpoint_obsolete`). The
 * app creates one and provides it (`<ApiProvider>`); tests create one over a fake `fetch`.
 * `locale`: the page's language, sent as `Accept-Language` (the API's messages come back in it).
 */
export function createStorefrontClient(
  options: Pick<ClientOptions, 'fetch' | 'storage' | 'baseUrl' | 'locale'> = {},
): StorefrontClient {
  const listeners = new Set<Listener>();
  const emit = (event: ApiClientEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const client = createClient({
    baseUrl: '/api',
    ...options,
    onUnauthenticated: () => emit('unauthenticated'),
    onUpgradeRequired: () => emit('upgrade-required'),
  });
  return {
    client,
    events: {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      emit,
    },
  };
}
