import { useEffect, useState } from 'react';
import { useApi } from '@/lib/api/api-provider';

export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 250;
/** Fewer characters than this suggest nothing. */
export const SUGGESTION_MIN_LENGTH = 2;

export interface Suggestion {
  id: number;
  title: string;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Up to five catalog matches for the header search (`GET /equipment?q=…&per_page=5`), asked for
 * once typing pauses; nothing below two characters, and only the answer for what is typed now.
 */
export function useSuggestions(query: string): Suggestion[] {
  const trimmed = query.trim();
  const debounced = useDebounced(trimmed, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useApi().useQuery(
    'get',
    '/equipment',
    { params: { query: { q: debounced, per_page: SUGGESTION_LIMIT } } },
    {
      enabled: debounced.length >= SUGGESTION_MIN_LENGTH,
      select: (page) => page.items.map(({ id, title }) => ({ id, title })),
    },
  );
  return trimmed.length >= SUGGESTION_MIN_LENGTH && debounced === trimmed
    ? (suggestions.data ?? [])
    : [];
}
