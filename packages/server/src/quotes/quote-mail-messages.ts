/**
 * The sentences of the quote mails to the customer (in the lead's language). One message per
 * sentence; values by ICU placeholders. The branch's copy is English (the back office is).
 */
export const quoteMailMessages = {
  sentSubject: /*i18n*/ {
    id: 'mail.quote.sentSubject',
    message: 'Your quote {number} from {branch}',
  },
  sentIntro: /*i18n*/ {
    id: 'mail.quote.sentIntro',
    message: '{branch} has prepared quote {number} for your request {reference}.',
  },
  sentTotal: /*i18n*/ {
    id: 'mail.quote.sentTotal',
    message: 'Total: {total}, tax included. Valid until {validUntil}.',
  },
  sentOpen: /*i18n*/ {
    id: 'mail.quote.sentOpen',
    message: 'Review it, then accept and sign it or decline it online:',
  },
  sentAttached: /*i18n*/ {
    id: 'mail.quote.sentAttached',
    message: 'The quote is attached as a PDF.',
  },
  noteFromBranch: /*i18n*/ {
    id: 'mail.quote.noteFromBranch',
    message: 'A note from the branch:',
  },
  openQuote: /*i18n*/ { id: 'mail.quote.openQuote', message: 'Open your quote' },
  acceptedSubject: /*i18n*/ {
    id: 'mail.quote.acceptedSubject',
    message: 'Your signed rental agreement {agreement} (quote {number})',
  },
  acceptedIntro: /*i18n*/ {
    id: 'mail.quote.acceptedIntro',
    message: 'Thank you, {signer}: you accepted quote {number} on {date} (UTC).',
  },
  acceptedAttached: /*i18n*/ {
    id: 'mail.quote.acceptedAttached',
    message:
      'Your rental agreement {agreement} is attached as a PDF. The branch will contact you about delivery.',
  },
  questions: /*i18n*/ {
    id: 'mail.quote.questions',
    message: 'Questions? Reach the branch:',
  },
};
