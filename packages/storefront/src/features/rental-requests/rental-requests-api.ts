import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';
import { rentalRequestsQuery, type RentalRequestsUrlState } from './rental-requests-url';

export const REQUESTS_PER_PAGE = 25;

/**
 * What a move of a request makes stale: the inbox (and the navigation's counts), the bookings and
 * the planner (an end moved, a unit returned), and the catalog's availability.
 */
export const REQUEST_QUERIES = [
  ['get', '/account/{id}/rental-requests'],
  ['get', '/account/{id}/bookings'],
  ['get', '/account/{id}/planner'],
  ['get', '/equipment/{id}/availability'],
  ['get', '/equipment'],
] as const;

/** One page of the account's rental requests, filtered as the URL says. */
export function useRentalRequests(accountId: number, url: RentalRequestsUrlState) {
  return useApi().useQuery(
    'get',
    '/account/{id}/rental-requests',
    {
      params: {
        path: { id: accountId },
        query: { ...rentalRequestsQuery(url), per_page: REQUESTS_PER_PAGE },
      },
    },
    { placeholderData: keepPreviousData },
  );
}
