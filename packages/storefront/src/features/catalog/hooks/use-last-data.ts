import { useState } from 'react';
import type { Loadable } from '@/lib/use-load';

/**
 * The loaded data, or while the next request runs, the data of the one before: filters and results
 * stay on screen (and focus stays where it was) instead of flashing to a loading state.
 */
export function useLastData<T>(result: Loadable<T>): T | undefined {
  const [last, setLast] = useState<T | undefined>(undefined);
  const current = result.status === 'done' ? result.data : undefined;
  if (current !== undefined && current !== last) setLast(current);
  return current ?? (result.status === 'loading' ? last : undefined);
}
