import { ensureOk, type ApiClient, type paths } from '@liftline/sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClientEvents, StorefrontClient } from './storefront-client';

export type QueryHooks = OpenapiQueryClient<paths>;

interface ApiContextValue {
  client: ApiClient;
  events: ApiClientEvents;
  /** Typed query hooks over the client: `api.useQuery('get', '/equipment', { params })`. */
  hooks: QueryHooks;
}

const ApiContext = createContext<ApiContextValue | null>(null);

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;

/**
 * The client as the query hooks need it: each call resolves only on a 2xx and otherwise rejects
 * with the SDK's `ApiError`/`NetworkError` (status, field errors and the spec's message intact),
 * where openapi-react-query would throw the bare error body.
 */
function settlingClient(client: ApiClient): ApiClient {
  const calls: Record<string, unknown> = {};
  for (const method of METHODS) {
    const call = client[method] as (...args: unknown[]) => Promise<{ response: Response }>;
    calls[method] = (...args: unknown[]) => ensureOk(call(...args));
  }
  return { ...client, ...calls } as ApiClient;
}

interface ApiProviderProps {
  api: StorefrontClient;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Provides the API client, its events, the typed query hooks and the query cache. */
export function ApiProvider({ api, queryClient, children }: ApiProviderProps) {
  const value = useMemo<ApiContextValue>(
    () => ({ ...api, hooks: createQueryHooks(settlingClient(api.client)) }),
    [api],
  );
  return (
    <ApiContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('API hooks must be used inside <ApiProvider>.');
  return value;
}

/** The API client (for writes and calls the query hooks do not cover). */
export function useApiClient(): ApiClient {
  return useApiContext().client;
}

/** The typed query hooks: `const api = useApi(); api.useQuery('get', '/account/roles')`. */
export function useApi(): QueryHooks {
  return useApiContext().hooks;
}

/** What the client reports (rejected session, obsolete endpoint). */
export function useApiEvents(): ApiClientEvents {
  return useApiContext().events;
}
