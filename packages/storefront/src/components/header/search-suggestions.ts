import { unwrap, type EquipmentSummary } from '@liftline/sdk';
import { apiClient } from '@/lib/api-client';

export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 250;

/** Up to five catalog matches for the header search (`GET /equipment?q=…&per_page=5`). */
export async function fetchSuggestions(
  q: string,
  signal: AbortSignal,
): Promise<Pick<EquipmentSummary, 'id' | 'title'>[]> {
  const page = await unwrap(
    apiClient.GET('/equipment', { params: { query: { q, per_page: SUGGESTION_LIMIT } }, signal }),
  );
  return page.items.map(({ id, title }) => ({ id, title }));
}
