import { ApiError, NetworkError } from '@liftline/sdk';
import { QueryClient } from '@tanstack/react-query';

/** How long loaded data counts as fresh: revisiting a page within it shows the cache, no request. */
export const STALE_TIME_MS = 30_000;
/** Failed reads are tried this many more times, only when a retry can help. */
export const MAX_RETRIES = 2;

/**
 * Whether a failed read is worth another try: no answer (offline, reset) or a server-side failure
 * (5xx, 429). A 4xx says the request itself is wrong or not allowed: asking again gives the same.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 429);
}

/**
 * The app's one query cache and its policy: reads stay fresh for 30 s (no refetch on focus: pages
 * here change by the user's own writes, which invalidate what they change), retries by
 * `shouldRetry`, writes never retried (a replay could create twice).
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: retry ? shouldRetry : false,
      },
      mutations: { retry: false },
    },
  });
}
