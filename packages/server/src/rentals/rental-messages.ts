/** The answers of the customer's rental calls (shown on My rentals, in the customer's language). */
export const rentalMessages = {
  notFound: /*i18n*/ {
    id: 'error.rental.notFound',
    message: 'This rental could not be found.',
  },
  calledOffNoExtension: /*i18n*/ {
    id: 'error.rental.calledOffNoExtension',
    message: 'This rental was called off: it can no longer be extended.',
  },
  /** `days`: ISO days and runs of days (`2026-12-08 – 2026-12-09, 2026-12-12`). */
  notFreeForExtension: /*i18n*/ {
    id: 'error.rental.notFreeForExtension',
    message:
      '{title} is not free on {days} (held, or booked by another rental). Nothing was changed.',
  },
  extensionWaiting: /*i18n*/ {
    id: 'error.rental.extensionWaiting',
    message: 'An extension of this rental is already waiting for the branch.',
  },
  alreadyCalledOff: /*i18n*/ {
    id: 'error.rental.alreadyCalledOff',
    message: 'This rental is already called off.',
  },
  returned: /*i18n*/ {
    id: 'error.rental.returned',
    message: 'This rental was returned.',
  },
};
