import { ApiError, errorNotice } from '@liftline/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/toasts/use-toast';

/**
 * A request that spends something when the page opens (a link's single-use token): sent exactly
 * once per `key` — it is a query, so React StrictMode's second effect and a re-render share the one
 * request — never retried by itself (`refetch()` sends it again on the visitor's demand). `onDone`
 * runs once with the answer. A 422 with field errors also shows the error toast. `enabled: false`
 * holds it back (pending) until the page is ready to spend the token.
 */
export function useOneTimeRequest<T>(
  key: readonly unknown[],
  request: () => Promise<T>,
  onDone?: (data: T) => void,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const toast = useToast();
  const query = useQuery({
    queryKey: ['one-time', ...key],
    queryFn: request,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
  const handled = useRef(0);
  useEffect(() => {
    const at = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
    if (!at || handled.current === at) return;
    handled.current = at;
    if (query.isSuccess) onDone?.(query.data);
    else if (query.error instanceof ApiError && query.error.isValidationError)
      toast.error(errorNotice(query.error));
    // `onDone` is recreated every render; the answer's time identifies it.
  }, [query.dataUpdatedAt, query.errorUpdatedAt]);
  return query;
}
