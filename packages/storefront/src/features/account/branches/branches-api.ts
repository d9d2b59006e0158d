import type { Schemas } from '@liftline/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';

export type AdminBranch = Schemas['AdminBranch'];

export const ADMIN_BRANCHES_PER_PAGE = 20;

/**
 * What a branch write makes stale: the admin list and page, the public directory and branch page
 * (the finder asks the server afresh each time).
 */
export const BRANCH_QUERIES = [
  ['get', '/admin/branches'],
  ['get', '/admin/branches/{id}'],
  ['get', '/branches'],
  ['get', '/branches/{id}'],
] as const;

/** One page of every branch, deactivated ones included (`listAdminBranches`). */
export function useAdminBranches({ q, page }: { q: string; page: number }) {
  return useApi().useQuery(
    'get',
    '/admin/branches',
    {
      params: {
        query: {
          q: q || undefined,
          page: page > 1 ? page : undefined,
          per_page: ADMIN_BRANCHES_PER_PAGE,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
}

/** One branch, active or not (`getAdminBranch`). */
export function useAdminBranch(id: number) {
  return useApi().useQuery('get', '/admin/branches/{id}', { params: { path: { id } } });
}
