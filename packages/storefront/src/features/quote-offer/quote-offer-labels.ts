import type { PublicQuote, PublicQuoteLine, PublicQuoteCharge } from './quote-offer-api';

/** How each line is priced, as the customer reads it ("per week", "sale"). */
export const RATE_BASIS_LABELS = {
  day: /*i18n*/ { id: 'quoteOffer.basis.day', message: 'Daily rate' },
  week: /*i18n*/ { id: 'quoteOffer.basis.week', message: 'Weekly rate' },
  four_weeks: /*i18n*/ { id: 'quoteOffer.basis.fourWeeks', message: '4-week rate' },
  sale: /*i18n*/ { id: 'quoteOffer.basis.sale', message: 'Sale' },
  each: /*i18n*/ { id: 'quoteOffer.basis.each', message: 'Each' },
} as const satisfies Record<PublicQuoteLine['rate_basis'], unknown>;

export const CHARGE_KIND_LABELS = {
  delivery: /*i18n*/ { id: 'quoteOffer.charge.delivery', message: 'Delivery' },
  pickup: /*i18n*/ { id: 'quoteOffer.charge.pickup', message: 'Pick-up' },
  damage_waiver: /*i18n*/ { id: 'quoteOffer.charge.damageWaiver', message: 'Damage waiver' },
  environmental: /*i18n*/ { id: 'quoteOffer.charge.environmental', message: 'Environmental fee' },
  fuel: /*i18n*/ { id: 'quoteOffer.charge.fuel', message: 'Fuel' },
  other: /*i18n*/ { id: 'quoteOffer.charge.other', message: 'Other charge' },
} as const satisfies Record<PublicQuoteCharge['kind'], unknown>;

export const STATUS_LABELS = {
  draft: /*i18n*/ { id: 'quoteOffer.status.draft', message: 'Draft' },
  sent: /*i18n*/ { id: 'quoteOffer.status.sent', message: 'Waiting for your answer' },
  accepted: /*i18n*/ { id: 'quoteOffer.status.accepted', message: 'Accepted' },
  declined: /*i18n*/ { id: 'quoteOffer.status.declined', message: 'Declined' },
  superseded: /*i18n*/ { id: 'quoteOffer.status.superseded', message: 'Replaced by a newer quote' },
  expired: /*i18n*/ { id: 'quoteOffer.status.expired', message: 'Expired' },
} as const satisfies Record<PublicQuote['status'], unknown>;

/** A rent line: priced per period, with dates and live availability. */
export const isRentLine = (line: Pick<PublicQuoteLine, 'rate_basis'>) =>
  line.rate_basis === 'day' || line.rate_basis === 'week' || line.rate_basis === 'four_weeks';
