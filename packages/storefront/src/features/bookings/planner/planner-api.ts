import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';

/**
 * The planner of the account's units over a range (`getAccountPlanner`): one call per range and
 * filters, whatever the number of units. The previous range stays on screen while the next loads.
 */
export function usePlanner(
  accountId: number,
  range: { from: string; to: string },
  filters: { branch: number | null; category: string | null },
) {
  return useApi().useQuery(
    'get',
    '/account/{id}/planner',
    {
      params: {
        path: { id: accountId },
        query: {
          from: range.from,
          to: range.to,
          branch_id: filters.branch ?? undefined,
          category: filters.category ?? undefined,
        },
      },
    },
    { placeholderData: keepPreviousData, enabled: accountId > 0 },
  );
}
