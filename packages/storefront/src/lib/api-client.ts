import { createClient, type ApiClient } from '@liftline/sdk';

/** What the client reports; the app decides what happens (see `SessionEffects`). */
export type ApiClientEvent = 'unauthenticated' | 'upgrade-required';

type Listener = (event: ApiClientEvent) => void;
const listeners = new Set<Listener>();

export const apiClientEvents = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(event: ApiClientEvent): void {
    for (const listener of [...listeners]) listener(event);
  },
};

/**
 * The storefront's one API client (same-origin `/api`, cookies included). It only reports a rejected
 * session (`onUnauthenticated`) and an obsolete endpoint (410 `endpoint_obsolete`); the app sends the
 * visitor to the login or upgrade-required page.
 */
export const apiClient: ApiClient = createClient({
  baseUrl: '/api',
  onUnauthenticated: () => apiClientEvents.emit('unauthenticated'),
  onUpgradeRequired: () => apiClientEvents.emit('upgrade-required'),
});
