/** The answers of the customer's quote calls (shown on the quote page, in its language). */
export const quoteMessages = {
  notFound: /*i18n*/ {
    id: 'error.quote.notFound',
    message: 'This quote could not be found. Check the link in your e-mail.',
  },
  expired: /*i18n*/ {
    id: 'error.quote.expired',
    message: 'This quote expired on {validUntil}. Ask the branch for a new quote.',
  },
  superseded: /*i18n*/ {
    id: 'error.quote.superseded',
    message: 'This quote was replaced by a newer version. Open the latest quote from your e-mail.',
  },
  declined: /*i18n*/ {
    id: 'error.quote.declined',
    message: 'This quote was declined. Ask the branch for a new quote.',
  },
  accepted: /*i18n*/ {
    id: 'error.quote.accepted',
    message: 'This quote was already accepted.',
  },
  leadClosed: /*i18n*/ {
    id: 'error.quote.leadClosed',
    message: 'The branch has closed this request. Ask the branch for a new quote.',
  },
  lineNotFree: /*i18n*/ {
    id: 'error.quote.lineNotFree',
    message:
      'Line {position}, {title}: {quantity, plural, one {# unit is} other {# units are}} no longer free on every day from {start} to {end}. Nothing was accepted; ask the branch for a new quote.',
  },
};
