import { createStorefrontClient } from './api/storefront-client';

/**
 * The browser app's one API client and its events, created once at start-up and provided to every
 * component through `<ApiProvider>` (main.tsx). Components take it from context (`useApiClient()`).
 */
export const storefrontApi = createStorefrontClient();

/** @deprecated Modules not yet on the query kit only: take the client from `useApiClient()`. */
export const apiClient = storefrontApi.client;

/** @deprecated Modules not yet on the query kit only: take the events from `useApiEvents()`. */
export const apiClientEvents = storefrontApi.events;
