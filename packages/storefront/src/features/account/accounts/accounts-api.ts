import type { Schemas } from '@liftline/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';
import type { AccountsUrlState } from './accounts-url';

export type AdminAccount = Schemas['AdminAccount'];

export const ACCOUNTS_PER_PAGE = 20;

/**
 * What a publishing decision makes stale: the accounts, the signed-in user's own products and the
 * public catalog (revoking unpublishes an account's units).
 */
export const PUBLISHING_QUERIES = [
  ['get', '/admin/accounts'],
  ['get', '/products'],
  ['get', '/products/{id}'],
  ['get', '/equipment'],
  ['get', '/equipment/{id}'],
] as const;

/** One page of the platform's accounts (`listAdminAccounts`, platform administrators only). */
export function useAdminAccounts({ q, publishing, page }: AccountsUrlState) {
  return useApi().useQuery(
    'get',
    '/admin/accounts',
    {
      params: {
        query: {
          q: q || undefined,
          publishing: publishing || undefined,
          page: page > 1 ? page : undefined,
          per_page: ACCOUNTS_PER_PAGE,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
}
