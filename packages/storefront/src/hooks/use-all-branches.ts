import { unwrap, type Branch } from '@liftline/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/api/api-provider';

/** The most `GET /branches` gives in one page. */
export const BRANCHES_PER_PAGE = 100;

/**
 * Every active branch (`listBranches`, all pages of 100), in the API's order (state, city, name);
 * `q` narrows them. The key starts with `['get', '/branches']`, so writes that invalidate that
 * prefix refresh it.
 */
export function useAllBranches(q = '') {
  const client = useApiClient();
  const text = q.trim();
  return useQuery({
    queryKey: ['get', '/branches', { all: true, q: text }],
    queryFn: async ({ signal }) => {
      const branches: Branch[] = [];
      for (let page = 1; ; page += 1) {
        const data = await unwrap(
          client.GET('/branches', {
            params: { query: { page, per_page: BRANCHES_PER_PAGE, q: text || undefined } },
            signal,
          }),
        );
        branches.push(...data.items);
        if (page >= data.meta.total_pages || data.items.length === 0) return branches;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** "Columbus — Columbus, OH": how a branch reads in a list to pick from. */
export const branchOptionLabel = (branch: Pick<Branch, 'name' | 'city' | 'state'>) =>
  `${branch.name} — ${branch.city}, ${branch.state}`;
