import type { Schemas } from '@liftline/sdk';
import { useApi } from '@/lib/api/api-provider';

export type Rental = Schemas['Rental'];
export type RentalRequest = Schemas['RentalRequest'];
export type RentalStatus = Schemas['RentalStatus'];

/**
 * What a customer's request about a rental makes stale: their rentals (the request shows under
 * its rental), and the catalog's availability of the unit.
 */
export const RENTAL_QUERIES = [
  ['get', '/user/rentals'],
  ['get', '/equipment/{id}/availability'],
] as const;

/** The signed-in user's rentals (`listUserRentals`): empty until the e-mail address is verified. */
export function useUserRentals() {
  return useApi().useQuery('get', '/user/rentals', {});
}
