import { enumLabelsEs } from '../api/enum-labels';
import type { Branch } from '../branches/branch-repository';
import type { EquipmentSummary } from '../catalog/equipment-repository';
import type { Locale } from '../i18n/i18n';
import { mailLanguage, type MailLanguage } from '../mail/mail-language';
import { commonMailMessages } from '../mail/mail-messages';
import type { OutgoingMail } from '../mail/outbox';
import { leadMailMessages as m } from './lead-mail-messages';
import {
  branchContactLines,
  customerLines,
  equipmentLines,
  equipmentLinks,
  lineLinks,
  notesText,
  quoteLineText,
  quoteRequestLines,
  type QuoteListLine,
} from './lead-mail-parts';
import type { NewContactRequest, NewQuoteRequest } from './lead-repository';
import {
  PUBLIC_STATUS,
  publicStatusLabels,
  type LeadStatus,
  type LeadType,
  type PublicRequestStatus,
} from './lead-status';

/** Where leads go when the branch they are routed to has no e-mail address (or there is none). */
export const LEADS_FALLBACK_ADDRESS = 'sales@liftline.example';

/** Why a quote request went to its branch (told to the branch so it can hand it on). */
export type QuoteRouting = 'requested' | 'nearest' | 'equipment' | 'none';

/**
 * The branch's mails are read by staff, in English (the back office is English); the customer's
 * follow the `locale` of the request (the page or widget that sent it).
 */
const staff = (publicUrl: string) => mailLanguage('en', publicUrl);
const customer = (locale: Locale, publicUrl: string) => mailLanguage(locale, publicUrl);

const ROUTING_LABELS: Record<QuoteRouting, string> = {
  requested: 'the branch the customer chose',
  nearest: 'the branch nearest the jobsite',
  equipment: "the unit's branch (the jobsite zip code is not known)",
  none: 'no branch could be determined',
};

/** Customer text goes into headers only on one line (no header injection through a subject). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const branchRecipient = (branch: Branch | null) => branch?.email ?? LEADS_FALLBACK_ADDRESS;

export interface QuoteMailContext {
  publicUrl: string;
  reference: string;
  quote: NewQuoteRequest;
  unit: EquipmentSummary | null;
  branch: Branch | null;
  routing: QuoteRouting;
}

/** To the branch: everything the customer sent, to prepare the quote. */
export function quoteRequestMail(context: QuoteMailContext): OutgoingMail {
  const { publicUrl, reference, quote, unit, branch, routing } = context;
  const l = staff(publicUrl);
  const about = unit ? unit.title : 'General request';
  return {
    kind: 'quote-request',
    to: branchRecipient(branch),
    subject: oneLine(
      `Quote request ${reference} (${quote.listing === 'rent' ? 'rent' : 'buy'}): ${about}`,
    ),
    text: [
      `New quote request ${reference}`,
      '',
      ...equipmentLines(l, unit),
      ...quoteRequestLines(l, quote),
      '',
      'Customer',
      ...customerLines(l, quote),
      '',
      'Notes:',
      notesText(l, quote.notes),
      '',
      `Routed to ${branch ? branch.name : LEADS_FALLBACK_ADDRESS}: ${ROUTING_LABELS[routing]}.`,
    ].join('\n'),
    links: equipmentLinks(l, unit),
  };
}

/** To the customer, in their language: the reference to quote and who will answer. */
export function quoteConfirmationMail(context: QuoteMailContext): OutgoingMail {
  const { publicUrl, reference, quote, unit, branch } = context;
  const l = customer(quote.locale, publicUrl);
  return {
    kind: 'quote-confirmation',
    to: quote.email,
    subject: oneLine(l.t(m.quoteSubject, { reference })),
    text: [
      l.t(commonMailMessages.greeting, { name: quote.name }),
      '',
      l.t(m.quoteThanks, { reference }),
      '',
      l.t(m.yourRequest),
      ...equipmentLines(l, unit),
      ...quoteRequestLines(l, quote),
      '',
      l.t(m.yourDetails),
      ...customerLines(l, quote),
      '',
      l.t(m.yourNotes),
      notesText(l, quote.notes),
      '',
      ...branchContactLines(l, branch),
    ].join('\n'),
    links: equipmentLinks(l, unit),
  };
}

/** One lead of a quote list as its mails tell it: reference, branch and lines. */
export interface QuoteListLeadMail {
  reference: string;
  branch: Branch | null;
  lines: QuoteListLine[];
}

export interface QuoteListMailContext {
  publicUrl: string;
  /** The customer-facing reference of the whole request. */
  requestReference: string;
  request: {
    jobsite_address: string;
    jobsite_zip: string;
    po_number: string | null;
    name: string;
    email: string;
    phone: string;
    company: string | null;
    notes: string | null;
    locale: Locale;
  };
  /** Every lead of the request, in the order of their first line. */
  leads: QuoteListLeadMail[];
}

function quoteListDetails(l: MailLanguage, request: QuoteListMailContext['request']): string[] {
  return [
    l.t(m.jobsite, { address: request.jobsite_address, zip: request.jobsite_zip }),
    ...(request.po_number ? [l.t(m.poNumber, { poNumber: request.po_number })] : []),
  ];
}

const positions = (lead: QuoteListLeadMail) => lead.lines.map((line) => line.position).join(', ');

/** To a branch: its lead's lines of a quote list, with everything the customer sent. */
export function quoteListRequestMail(
  context: QuoteListMailContext & { lead: QuoteListLeadMail },
): OutgoingMail {
  const { publicUrl, requestReference, request, lead, leads } = context;
  const l = staff(publicUrl);
  const total = leads.reduce((sum, each) => sum + each.lines.length, 0);
  const others = leads.filter((other) => other !== lead);
  const count = lead.lines.length === 1 ? '1 line' : `${lead.lines.length} lines`;
  return {
    kind: 'quote-request',
    to: branchRecipient(lead.branch),
    subject: oneLine(`Quote request ${lead.reference} (quote list ${requestReference}): ${count}`),
    text: [
      `New quote request ${lead.reference}, from the customer's quote list ${requestReference} (${total === 1 ? '1 line' : `${total} lines`} in all)`,
      '',
      `Lines for ${lead.branch ? lead.branch.name : LEADS_FALLBACK_ADDRESS}:`,
      ...lead.lines.flatMap((line) => quoteLineText(l, line)),
      l.t(m.estimateNote),
      '',
      ...quoteListDetails(l, request),
      '',
      'Customer',
      ...customerLines(l, request),
      '',
      'Notes:',
      notesText(l, request.notes),
      ...(others.length > 0
        ? [
            '',
            'The other lines of this request went to:',
            ...others.map(
              (other) =>
                `  ${other.branch?.name ?? LEADS_FALLBACK_ADDRESS} (${other.reference}): lines ${positions(other)}`,
            ),
          ]
        : []),
    ].join('\n'),
    links: lineLinks(l, lead.lines),
  };
}

/** To the customer, once per quote list: the reference, every line with its estimate, the notes. */
export function quoteListConfirmationMail(context: QuoteListMailContext): OutgoingMail {
  const { publicUrl, requestReference, request, leads } = context;
  const l = customer(request.locale, publicUrl);
  const lines = leads.flatMap((lead) => lead.lines).sort((a, b) => a.position - b.position);
  const branchLines = leads.flatMap((lead) => [
    '',
    ...(leads.length > 1
      ? [
          l.t(m.leadLines, {
            count: lead.lines.length,
            positions: positions(lead),
            reference: lead.reference,
          }),
        ]
      : []),
    ...branchContactLines(l, lead.branch),
  ]);
  return {
    kind: 'quote-confirmation',
    to: request.email,
    subject: oneLine(l.t(m.quoteSubject, { reference: requestReference })),
    text: [
      l.t(commonMailMessages.greeting, { name: request.name }),
      '',
      l.t(m.quoteThanks, { reference: requestReference }),
      '',
      l.t(m.yourRequest),
      ...lines.flatMap((line) => quoteLineText(l, line)),
      l.t(m.estimateNote),
      '',
      ...quoteListDetails(l, request),
      '',
      l.t(m.yourDetails),
      ...customerLines(l, request),
      '',
      l.t(m.yourNotes),
      notesText(l, request.notes),
      ...branchLines,
    ].join('\n'),
    links: lineLinks(l, lines),
  };
}

export interface ContactMailContext {
  publicUrl: string;
  reference: string;
  contact: NewContactRequest;
  unit: EquipmentSummary | null;
  branch: Branch;
}

/** The visitor's message as both mails repeat it. */
function contactMessageLines(
  l: MailLanguage,
  contact: NewContactRequest,
  unit: EquipmentSummary | null,
) {
  return [
    l.t(m.from, { name: contact.name, email: contact.email }),
    ...(contact.phone ? [l.t(m.phone, { phone: contact.phone })] : []),
    ...(unit ? equipmentLines(l, unit) : []),
    l.t(m.subject, { subject: contact.subject }),
    '',
    contact.message,
  ];
}

/** To the branch: the visitor's message. */
export function contactRequestMail(context: ContactMailContext): OutgoingMail {
  const { publicUrl, reference, contact, unit, branch } = context;
  const l = staff(publicUrl);
  return {
    kind: 'contact-request',
    to: branchRecipient(branch),
    subject: oneLine(`Message ${reference} for ${branch.name}: ${contact.subject}`),
    text: [
      `New message ${reference} for the ${branch.name} branch`,
      '',
      ...contactMessageLines(l, contact, unit),
    ].join('\n'),
    links: equipmentLinks(l, unit),
  };
}

/** To the visitor, in their language: a copy of the message and the reference. */
export function contactConfirmationMail(context: ContactMailContext): OutgoingMail {
  const { publicUrl, reference, contact, unit, branch } = context;
  const l = customer(contact.locale, publicUrl);
  return {
    kind: 'contact-confirmation',
    to: contact.email,
    subject: oneLine(l.t(m.contactSubject, { reference })),
    text: [
      l.t(commonMailMessages.greeting, { name: contact.name }),
      '',
      l.t(m.contactThanks, { branch: branch.name, reference }),
      '',
      ...branchContactLines(l, branch, l.t(m.reachBranch)),
      '',
      l.t(m.yourMessage),
      ...contactMessageLines(l, contact, unit),
    ].join('\n'),
    links: equipmentLinks(l, unit),
  };
}

export interface LeadStatusMailContext {
  type: LeadType;
  reference: string;
  /** The customer, as they wrote themselves on the form. */
  name: string;
  email: string;
  status: LeadStatus;
  /** The language of the request (its `locale`). */
  locale: Locale;
}

const STATUS_NEWS = {
  quoted: m.statusQuoted,
  won: m.statusWon,
  lost: m.statusLost,
} as Partial<Record<LeadStatus, (typeof m)['statusQuoted']>>;

/** The status the customer reads, from the contract's labels in their language. */
const statusLabel = (locale: Locale, status: LeadStatus) =>
  (locale === 'es'
    ? enumLabelsEs<PublicRequestStatus>('PublicRequestStatus')
    : publicStatusLabels())[PUBLIC_STATUS[status]];

/**
 * To the customer when their request is quoted, won or lost, in the request's language: the
 * reference and the status they see (the public one). Built from the customer's own data only:
 * internal notes, the lost reason and who worked the lead never reach this mail.
 */
export function leadStatusMail(context: LeadStatusMailContext): OutgoingMail {
  const { type, reference, name, email, status, locale } = context;
  const l = customer(locale, ''); // (no links)
  const values = { type, reference, status: statusLabel(locale, status) };
  const news = STATUS_NEWS[status];
  return {
    kind: 'lead-status',
    to: email,
    subject: oneLine(l.t(m.statusSubject, values)),
    text: [
      l.t(commonMailMessages.greeting, { name }),
      '',
      l.t(m.statusNow, values),
      ...(news ? ['', l.t(news)] : []),
      '',
      l.t(m.mentionReference),
    ].join('\n'),
    links: [],
  };
}
