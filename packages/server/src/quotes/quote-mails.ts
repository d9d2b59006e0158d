import { commonMailMessages } from '../mail/mail-messages';
import { mailLanguage } from '../mail/mail-language';
import type { OutgoingMail } from '../mail/outbox';
import { leadMailMessages } from '../leads/lead-mail-messages';
import { branchAddress, type QuoteLeadContext } from './quote-context';
import { quoteMailMessages as m } from './quote-mail-messages';
import type { Quote } from './quote-repository';

/** Customer text goes into headers only on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

function branchLines(l: ReturnType<typeof mailLanguage>, context: QuoteLeadContext): string[] {
  const branch = context.branch;
  if (!branch) return [];
  return [
    '',
    l.t(m.questions),
    `  ${branch.name}`,
    ...branch.address_lines.filter(Boolean).map((line) => `  ${line}`),
    ...(branch.phone ? [`  ${l.t(leadMailMessages.phone, { phone: branch.phone })}`] : []),
    ...(branch.email ? [`  ${l.t(leadMailMessages.email, { email: branch.email })}`] : []),
  ];
}

/** To the customer, in the lead's language: the quote's total, the link, the PDF attached. */
export function quoteSentMail(
  quote: Quote,
  context: QuoteLeadContext,
  url: string,
  pdfDocumentId: number,
): OutgoingMail {
  const l = mailLanguage(context.locale, '');
  const branch = context.branch?.name ?? 'Liftline';
  return {
    kind: 'quote-sent',
    to: context.customer.email,
    subject: oneLine(l.t(m.sentSubject, { number: quote.number, branch })),
    text: [
      l.t(commonMailMessages.greeting, { name: context.customer.name }),
      '',
      l.t(m.sentIntro, { branch, number: quote.number, reference: context.reference }),
      l.t(m.sentTotal, { total: l.money(quote.total), validUntil: l.date(quote.valid_until) }),
      '',
      l.t(m.sentOpen),
      url,
      '',
      l.t(m.sentAttached),
      ...(quote.note_to_customer ? ['', l.t(m.noteFromBranch), quote.note_to_customer] : []),
      ...branchLines(l, context),
    ].join('\n'),
    links: [{ label: l.t(m.openQuote), url }],
    attachments: [{ document_id: pdfDocumentId }],
  };
}

/** To the customer, in the lead's language: the signed agreement attached. */
export function quoteAcceptedMail(
  quote: Quote,
  context: QuoteLeadContext,
  agreementDocumentId: number,
): OutgoingMail {
  const l = mailLanguage(context.locale, '');
  const agreement = quote.agreement_number!;
  return {
    kind: 'quote-accepted',
    to: context.customer.email,
    subject: oneLine(l.t(m.acceptedSubject, { agreement, number: quote.number })),
    text: [
      l.t(commonMailMessages.greeting, { name: context.customer.name }),
      '',
      l.t(m.acceptedIntro, {
        signer: quote.signer_name,
        number: quote.number,
        date: l.date(quote.accepted_at!.slice(0, 10)),
      }),
      l.t(m.acceptedAttached, { agreement }),
      ...branchLines(l, context),
    ].join('\n'),
    links: [],
    attachments: [{ document_id: agreementDocumentId }],
  };
}

/** To the branch (English, like every staff mail): who signed what, the agreement attached. */
export function quoteAcceptedBranchMail(
  quote: Quote,
  context: QuoteLeadContext,
  agreementDocumentId: number,
  leadUrl: string,
): OutgoingMail {
  const signer = quote.signer_title
    ? `${quote.signer_name} (${quote.signer_title})`
    : quote.signer_name!;
  return {
    kind: 'quote-accepted-branch',
    to: branchAddress(context),
    subject: oneLine(
      `Quote ${quote.number} accepted: lead ${context.reference} is won (${quote.agreement_number})`,
    ),
    text: [
      `${signer} accepted and signed quote ${quote.number} (version ${quote.version}) of lead ${context.reference} at ${quote.accepted_at} (UTC).`,
      `Rental agreement: ${quote.agreement_number}, attached. Total: $${quote.total.toFixed(2)}.`,
      'The lead is won and its rent lines are booked for their dates.',
      '',
      `Customer: ${context.customer.name} <${context.customer.email}>${context.customer.phone ? `, ${context.customer.phone}` : ''}`,
      '',
      leadUrl,
    ].join('\n'),
    links: [{ label: 'Open the lead', url: leadUrl }],
    attachments: [{ document_id: agreementDocumentId }],
  };
}
