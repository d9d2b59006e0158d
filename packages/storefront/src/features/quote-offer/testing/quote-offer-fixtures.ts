import type { PublicQuote } from '../quote-offer-api';

export const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

/** A sent quote of two rented units, a delivery charge and 8.25 % tax, with overrides. */
export function aPublicQuote(overrides: Partial<PublicQuote> = {}): PublicQuote {
  return {
    number: 'QT-2026-000007',
    version: 2,
    status: 'sent',
    language: 'en',
    currency: 'USD',
    branch: {
      name: 'Liftline Chicago',
      address: '1200 W Lake St, Chicago, IL 60607',
      phone: '(312) 555-0100',
      email: 'chicago@liftline.test',
    },
    customer: { name: 'Casey Customer', company: 'Casey Builders' },
    lines: [
      {
        equipment_id: 31,
        description: '2019 Toyota 8FGCU25 forklift',
        quantity: 1,
        unit_price: 1780,
        rate_basis: 'week',
        start_date: '2026-12-07',
        end_date: '2026-12-16',
        total: 1780,
        availability: 'available',
      },
      {
        equipment_id: 32,
        description: 'Genie GS-1930 scissor lift',
        quantity: 2,
        unit_price: 410.5,
        rate_basis: 'day',
        start_date: '2026-12-07',
        end_date: '2026-12-08',
        total: 821,
        availability: 'unavailable',
      },
    ],
    charges: [
      { kind: 'delivery', description: 'Delivery to the jobsite', percent: null, amount: 150 },
      { kind: 'damage_waiver', description: 'Damage waiver', percent: 0.15, amount: 390.15 },
    ],
    rent: 2601,
    subtotal: 3141.15,
    tax_rate: 0.0825,
    tax: 259.14,
    total: 3400.29,
    valid_until: '2026-12-13',
    terms: 'Payment on delivery.\nFuel not included.',
    note_to_customer: 'Thanks for asking us!',
    sent_at: '2026-11-29T09:00:00.000Z',
    pdf_url: `/api/v1/quotes/${TOKEN}/pdf`,
    agreement_url: null,
    accepted_at: null,
    signer_name: null,
    agreement_number: null,
    declined_at: null,
    ...overrides,
  };
}
