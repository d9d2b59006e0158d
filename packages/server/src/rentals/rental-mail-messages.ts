/**
 * The sentences of the rental mails to the customer (in the lead's language). One message per
 * sentence; values by ICU placeholders.
 */
export const rentalMailMessages = {
  subject: /*i18n*/ {
    id: 'mail.rental.subject',
    message: 'Your rental of {unit} ({reference}): {what}',
  },
  extensionReceived: /*i18n*/ {
    id: 'mail.rental.extensionReceived',
    message: 'We received your request to keep {unit} until {endDate}. The branch will answer it.',
  },
  extensionApproved: /*i18n*/ {
    id: 'mail.rental.extensionApproved',
    message: 'Your rental of {unit} now ends on {endDate}.',
  },
  extensionRefused: /*i18n*/ {
    id: 'mail.rental.extensionRefused',
    message: 'The branch could not extend your rental of {unit} to {endDate}. Reason: {reason}',
  },
  offRentReceived: /*i18n*/ {
    id: 'mail.rental.offRentReceived',
    message: 'We received your call-off {number}: pickup of {unit} asked for {pickupDate}.',
  },
  offRentConfirmed: /*i18n*/ {
    id: 'mail.rental.offRentConfirmed',
    message: 'Call-off {number}: the pickup of {unit} is confirmed for {pickupDate}.',
  },
  offRentRefused: /*i18n*/ {
    id: 'mail.rental.offRentRefused',
    message: 'The branch could not accept your call-off {number} of {unit}. Reason: {reason}',
  },
  returned: /*i18n*/ {
    id: 'mail.rental.returned',
    message: 'Call-off {number}: {unit} was returned on {endDate}. Thank you.',
  },
  serviceReceived: /*i18n*/ {
    id: 'mail.rental.serviceReceived',
    message: 'We received your service request about {unit}. The branch will contact you.',
  },
  serviceScheduled: /*i18n*/ {
    id: 'mail.rental.serviceScheduled',
    message: 'Your service request about {unit} is scheduled.',
  },
  serviceResolved: /*i18n*/ {
    id: 'mail.rental.serviceResolved',
    message: 'Your service request about {unit} is resolved.',
  },
  openRentals: /*i18n*/ {
    id: 'mail.rental.openRentals',
    message: 'Your rentals:',
  },
};
