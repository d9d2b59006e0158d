/** The 422s of the customer's forms (quote requests, quote lists, messages to a branch). */
export const leadMessages = {
  equipmentNotFound: /*i18n*/ {
    id: 'field.equipment.notFound',
    message: 'The selected equipment does not exist.',
  },
  requiredForRental: /*i18n*/ {
    id: 'field.requiredForRental',
    message: 'is required for a rental',
  },
  requiredForPurchase: /*i18n*/ {
    id: 'field.requiredForPurchase',
    message: 'is required for a purchase',
  },
  modeNotListing: /*i18n*/ {
    id: 'field.mode.notListing',
    message: 'must be the same as listing (its new name): send listing only',
  },
  notForRent: /*i18n*/ {
    id: 'field.listing.notForRent',
    message: 'This unit is not offered for rent.',
  },
  notForSale: /*i18n*/ {
    id: 'field.listing.notForSale',
    message: 'This unit is not offered for sale.',
  },
  notFree: /*i18n*/ {
    id: 'field.dates.notFree',
    message:
      '{quantity, plural, one {The unit is not free on {days} (held or booked): pick other dates.} other {# units are not free on {days} (held or booked): pick other dates or fewer units.}}',
  },
};
