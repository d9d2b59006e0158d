import type { Rental } from './rentals-api';

/** What the customer may ask about a rental (the server's rules, `rentals/rental-operations.ts`). */
export interface RentalActions {
  /** Keep it longer: not called off or returned, and no extension already waiting. */
  extend: boolean;
  /** Ask for the pickup: not called off (a refused call-off does not count) or returned. */
  callOff: boolean;
  /** Report a problem: anything not returned. */
  report: boolean;
}

export function rentalActions(rental: Pick<Rental, 'status' | 'requests'>): RentalActions {
  const open = rental.status === 'upcoming' || rental.status === 'on_rent';
  const extensionWaiting = rental.requests.some(
    (request) => request.kind === 'extension' && request.status === 'pending',
  );
  const calledOff = rental.requests.some(
    (request) => request.kind === 'off_rent' && request.status !== 'refused',
  );
  return {
    extend: open && !extensionWaiting,
    callOff: open && !calledOff,
    report: rental.status !== 'returned',
  };
}

/**
 * The pickup days the customer may choose: from today to the rental's last day, or any day from
 * today when that last day is already past (the branch decides when to come).
 */
export function pickupRange(rental: Pick<Rental, 'end_date'>, today: string) {
  return { min: today, max: rental.end_date >= today ? rental.end_date : undefined };
}
