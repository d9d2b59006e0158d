import type { Schemas } from '@liftline/sdk';

export type RentalRequest = Schemas['RentalRequest'];
export type RequestMove = Schemas['RentalRequestUpdate']['status'];

/**
 * The moves the server accepts for a request (`updateAccountRentalRequest`; any other is a 409):
 * an extension `pending` → approved | refused; a call-off `pending` → confirmed | refused, then
 * `confirmed` → returned; a service request `open` → scheduled | resolved, then `scheduled` →
 * resolved. Done requests have none.
 */
export function movesOf(request: Pick<RentalRequest, 'kind' | 'status'>): RequestMove[] {
  switch (request.kind) {
    case 'extension':
      return request.status === 'pending' ? ['approved', 'refused'] : [];
    case 'off_rent':
      if (request.status === 'pending') return ['confirmed', 'refused'];
      return request.status === 'confirmed' ? ['returned'] : [];
    case 'service':
      if (request.status === 'open') return ['scheduled', 'resolved'];
      return request.status === 'scheduled' ? ['resolved'] : [];
  }
}

/** The moves that need more than a click: a reason (refuse), a day (confirm the pickup, schedule). */
export const MOVES_WITH_FORM: readonly RequestMove[] = ['refused', 'confirmed', 'scheduled'];

/** The button's words for each move. */
export const MOVE_LABELS: Readonly<Record<RequestMove, string>> = {
  approved: 'Approve',
  refused: 'Refuse',
  confirmed: 'Confirm pickup',
  returned: 'Mark returned',
  scheduled: 'Schedule',
  resolved: 'Resolve',
};

/** Whether the request waits for the branch (the navigation's count: pending and open). */
export const isWaiting = (request: Pick<RentalRequest, 'status'>) =>
  request.status === 'pending' || request.status === 'open';

/** The dialog's title for a move of a request: what it does, to which unit (and call-off). */
export function moveTitle(
  request: Pick<RentalRequest, 'kind' | 'number' | 'rental'>,
  move: RequestMove,
): string {
  const unit = request.rental.equipment.title;
  const callOff = request.number ? ` (${request.number})` : '';
  switch (move) {
    case 'approved':
      return `Approve the extension of ${unit}`;
    case 'refused':
      return request.kind === 'extension'
        ? `Refuse the extension of ${unit}`
        : `Refuse the call-off of ${unit}${callOff}`;
    case 'confirmed':
      return `Confirm the pickup of ${unit}${callOff}`;
    case 'returned':
      return `Mark ${unit} returned${callOff}`;
    case 'scheduled':
      return `Schedule the repair of ${unit}`;
    case 'resolved':
      return `Resolve the problem with ${unit}`;
  }
}
