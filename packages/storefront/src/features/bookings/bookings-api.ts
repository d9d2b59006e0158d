import type { Schemas } from '@liftline/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';

export type Booking = Schemas['Booking'];

export const BOOKINGS_PER_PAGE = 25;

/**
 * What a hold placed or released makes stale: the bookings, the availability a quote list and a
 * unit page show, the catalog's "available between" results, a lead's booked lines and the
 * fleet planner.
 */
export const BOOKING_QUERIES = [
  ['get', '/account/{id}/bookings'],
  ['get', '/equipment/{id}/availability'],
  ['get', '/equipment'],
  ['get', '/account/{id}/leads/{reference}'],
  ['get', '/account/{id}/planner'],
] as const;

/** One page of the account's bookings that have not ended (`listAccountBookings`). */
export function useBookings(accountId: number, equipmentId: number | null, page: number) {
  return useApi().useQuery(
    'get',
    '/account/{id}/bookings',
    {
      params: {
        path: { id: accountId },
        query: {
          equipment_id: equipmentId ?? undefined,
          page: page > 1 ? page : undefined,
          per_page: BOOKINGS_PER_PAGE,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
}
