import type { Rental, RentalRequest } from '../rentals-api';

/** A rental as `GET /user/rentals` lists it, with overrides. */
export function aRental(overrides: Partial<Rental> = {}): Rental {
  return {
    id: 71,
    lead_reference: 'Q-2027-000042',
    equipment: { id: 9, title: 'JLG 450AJ boom lift' },
    branch: { id: 4, name: 'Liftline Chicago' },
    quantity: 1,
    start_date: '2027-03-10',
    end_date: '2027-03-14',
    jobsite: '9 Canal St, 60606',
    po_number: 'PO-7781',
    status: 'on_rent',
    agreement_url: null,
    requests: [],
    ...overrides,
  };
}

/** A request about the rental `aRental()`, with overrides. */
export function aRentalRequest(overrides: Partial<RentalRequest> = {}): RentalRequest {
  return {
    id: 301,
    number: null,
    kind: 'extension',
    status: 'pending',
    rental: {
      id: 71,
      lead_reference: 'Q-2027-000042',
      customer_name: 'Dana Renter',
      equipment: { id: 9, title: 'JLG 450AJ boom lift' },
      start_date: '2027-03-10',
      end_date: '2027-03-14',
    },
    end_date: null,
    pickup_date: null,
    site_contact_name: null,
    site_contact_phone: null,
    note: null,
    description: null,
    photo_url: null,
    reason: null,
    created_at: '2027-03-11T09:00:00.000Z',
    updated_at: '2027-03-11T09:00:00.000Z',
    ...overrides,
  };
}
