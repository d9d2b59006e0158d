import { describe, expect, it } from 'vitest';
import { pickupRange, rentalActions } from './rental-actions';
import { aRental, aRentalRequest } from './testing/rental-fixtures';

describe('what a customer may ask about a rental', () => {
  it('upcoming and on rent: extend, call off and report', () => {
    for (const status of ['upcoming', 'on_rent'] as const)
      expect(rentalActions(aRental({ status }))).toEqual({
        extend: true,
        callOff: true,
        report: true,
      });
  });

  it('called off: only report a problem (no extension, no second call-off)', () => {
    const rental = aRental({
      status: 'off_rent_requested',
      requests: [aRentalRequest({ kind: 'off_rent', status: 'pending', number: 'CO-2027-000001' })],
    });
    expect(rentalActions(rental)).toEqual({ extend: false, callOff: false, report: true });
  });

  it('returned: nothing', () => {
    expect(rentalActions(aRental({ status: 'returned' }))).toEqual({
      extend: false,
      callOff: false,
      report: false,
    });
  });

  it('an extension waiting for the branch: no second one; a decided one does not count', () => {
    const waiting = aRental({ requests: [aRentalRequest({ status: 'pending' })] });
    expect(rentalActions(waiting).extend).toBe(false);
    expect(rentalActions(waiting).callOff).toBe(true);
    for (const status of ['approved', 'refused'] as const)
      expect(rentalActions(aRental({ requests: [aRentalRequest({ status })] })).extend).toBe(true);
  });

  it('a refused call-off lets the customer call it off again; a confirmed one does not', () => {
    const refused = aRentalRequest({ kind: 'off_rent', status: 'refused' });
    const confirmed = aRentalRequest({ kind: 'off_rent', status: 'confirmed' });
    expect(rentalActions(aRental({ requests: [refused] })).callOff).toBe(true);
    expect(rentalActions(aRental({ requests: [confirmed] })).callOff).toBe(false);
  });
});

describe('the pickup days offered', () => {
  it('from today to the last day; from today on when the last day is past', () => {
    expect(pickupRange({ end_date: '2027-03-14' }, '2027-03-11')).toEqual({
      min: '2027-03-11',
      max: '2027-03-14',
    });
    expect(pickupRange({ end_date: '2027-03-14' }, '2027-03-20')).toEqual({
      min: '2027-03-20',
      max: undefined,
    });
  });
});
