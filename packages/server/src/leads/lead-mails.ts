import type { components } from '@liftline/sdk/schema';
import type { Branch } from '../branches/branch-repository';
import type { EquipmentSummary } from '../catalog/equipment-repository';
import type { MailLink, OutgoingMail } from '../mail/outbox';
import type { NewContactRequest, NewQuoteLine, NewQuoteRequest } from './lead-repository';
import { describeEstimate, money } from './rental-estimate';
import { PUBLIC_STATUS, publicStatusLabels, type LeadStatus, type LeadType } from './lead-status';

/** Where leads go when the branch they are routed to has no e-mail address (or there is none). */
export const LEADS_FALLBACK_ADDRESS = 'sales@liftline.example';

/** Why a quote request went to its branch (told to the branch so it can hand it on). */
export type QuoteRouting = 'requested' | 'nearest' | 'equipment' | 'none';

const TIMEFRAME_LABELS: Record<components['schemas']['PurchaseTimeframe'], string> = {
  immediately: 'Immediately',
  'within-30-days': 'Within 30 days',
  'within-90-days': 'Within 90 days',
  'just-researching': 'Just researching',
};

const ROUTING_LABELS: Record<QuoteRouting, string> = {
  requested: 'the branch the customer chose',
  nearest: 'the branch nearest the jobsite',
  equipment: "the unit's branch (the jobsite zip code is not known)",
  none: 'no branch could be determined',
};

/** Customer text goes into headers only on one line (no header injection through a subject). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const branchRecipient = (branch: Branch | null) => branch?.email ?? LEADS_FALLBACK_ADDRESS;

const equipmentUrl = (publicUrl: string, id: number) => `${publicUrl}/equipment/${id}`;

function equipmentLines(publicUrl: string, unit: EquipmentSummary | null): string[] {
  if (!unit) return ['Equipment: general request (no specific unit)'];
  return [
    `Equipment: ${unit.title} (stock number ${unit.stock_number})`,
    `  ${equipmentUrl(publicUrl, unit.id)}`,
  ];
}

const equipmentLinks = (publicUrl: string, unit: EquipmentSummary | null): MailLink[] =>
  unit ? [{ label: 'View equipment', url: equipmentUrl(publicUrl, unit.id) }] : [];

function branchContactLines(
  branch: Branch | null,
  intro = `Your request is handled by our ${branch?.name} branch:`,
): string[] {
  if (!branch) return ['Our sales team will contact you shortly.'];
  return [
    intro,
    `  ${branch.address_line1}, ${branch.city}, ${branch.state} ${branch.zip_code}`,
    ...(branch.phone_number ? [`  Phone: ${branch.phone_number}`] : []),
    ...(branch.email ? [`  E-mail: ${branch.email}`] : []),
  ];
}

function quoteRequestLines(quote: NewQuoteRequest): string[] {
  const lines = [`Listing: ${quote.listing === 'rent' ? 'Rent' : 'Buy'}`];
  if (quote.listing === 'rent') {
    lines.push(`Rental period: ${quote.start_date ?? '?'} to ${quote.end_date ?? '(open end)'}`);
  } else if (quote.purchase_timeframe) {
    lines.push(`Purchase timeframe: ${TIMEFRAME_LABELS[quote.purchase_timeframe]}`);
  }
  lines.push(`Quantity: ${quote.quantity}`, `Jobsite zip code: ${quote.jobsite_zip}`);
  return lines;
}

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
      ...equipmentLines(publicUrl, unit),
      ...quoteRequestLines(quote),
      '',
      'Customer',
      `Name: ${quote.name}`,
      ...(quote.company ? [`Company: ${quote.company}`] : []),
      `E-mail: ${quote.email}`,
      `Phone: ${quote.phone}`,
      '',
      'Notes:',
      quote.notes?.trim() ? quote.notes : '(none)',
      '',
      `Routed to ${branch ? branch.name : LEADS_FALLBACK_ADDRESS}: ${ROUTING_LABELS[routing]}.`,
    ].join('\n'),
    links: equipmentLinks(publicUrl, unit),
  };
}

/** To the customer: the reference to quote and who will answer. */
export function quoteConfirmationMail(context: QuoteMailContext): OutgoingMail {
  const { publicUrl, reference, quote, unit, branch } = context;
  return {
    kind: 'quote-confirmation',
    to: quote.email,
    subject: `We received your quote request ${reference}`,
    text: [
      `Hello ${quote.name},`,
      '',
      `Thank you for your quote request. Your reference is ${reference}; please mention it when you contact us.`,
      '',
      'Your request:',
      ...equipmentLines(publicUrl, unit),
      ...quoteRequestLines(quote),
      '',
      'Your details:',
      `Name: ${quote.name}`,
      ...(quote.company ? [`Company: ${quote.company}`] : []),
      `E-mail: ${quote.email}`,
      `Phone: ${quote.phone}`,
      '',
      'Your notes:',
      quote.notes?.trim() ? quote.notes : '(none)',
      '',
      ...branchContactLines(branch),
    ].join('\n'),
    links: equipmentLinks(publicUrl, unit),
  };
}

/** One lead of a quote list as its mails tell it: reference, branch and lines. */
export interface QuoteListLeadMail {
  reference: string;
  branch: Branch | null;
  lines: (NewQuoteLine & { unit: { id: number; stock_number: string } })[];
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
  };
  /** Every lead of the request, in the order of their first line. */
  leads: QuoteListLeadMail[];
}

const ESTIMATE_NOTE = 'Estimates are before tax, delivery and damage waiver.';

const unitCount = (count: number) => (count === 1 ? '1 unit' : `${count} units`);

/** A line as both sides read it: the unit, what is wanted, the estimate the customer saw. */
function quoteLineText(publicUrl: string, line: QuoteListLeadMail['lines'][number]): string[] {
  const what =
    line.mode === 'rent'
      ? `Rent ${unitCount(line.quantity)}, ${line.start_date} to ${line.end_date} (${line.estimate?.days ?? '?'} days)`
      : `Buy ${unitCount(line.quantity)}`;
  const lines = [
    `${line.position}. ${line.equipment_title} (stock number ${line.unit.stock_number})`,
    `   ${what}`,
  ];
  if (line.mode === 'rent') {
    lines.push(
      line.estimate && line.estimated_total !== null
        ? `   Estimate: ${money(line.estimate.total)} per unit${
            line.quantity > 1 ? `, ${money(line.estimated_total)} for ${line.quantity}` : ''
          } (${describeEstimate(line.estimate)})`
        : '   Estimate: rates on request',
    );
  }
  lines.push(`   ${equipmentUrl(publicUrl, line.unit.id)}`);
  return lines;
}

function quoteListDetails(request: QuoteListMailContext['request']): string[] {
  return [
    `Jobsite: ${request.jobsite_address}, ${request.jobsite_zip}`,
    ...(request.po_number ? [`PO number: ${request.po_number}`] : []),
  ];
}

function quoteListCustomer(request: QuoteListMailContext['request']): string[] {
  return [
    `Name: ${request.name}`,
    ...(request.company ? [`Company: ${request.company}`] : []),
    `E-mail: ${request.email}`,
    `Phone: ${request.phone}`,
  ];
}

const listLinks = (publicUrl: string, leads: QuoteListLeadMail[]): MailLink[] =>
  leads
    .flatMap((lead) => lead.lines)
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      label: `Line ${line.position}: ${line.equipment_title}`,
      url: equipmentUrl(publicUrl, line.unit.id),
    }));

/** To a branch: its lead's lines of a quote list, with everything the customer sent. */
export function quoteListRequestMail(
  context: QuoteListMailContext & { lead: QuoteListLeadMail },
): OutgoingMail {
  const { publicUrl, requestReference, request, lead, leads } = context;
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
      ...lead.lines.flatMap((line) => quoteLineText(publicUrl, line)),
      ESTIMATE_NOTE,
      '',
      ...quoteListDetails(request),
      '',
      'Customer',
      ...quoteListCustomer(request),
      '',
      'Notes:',
      request.notes?.trim() ? request.notes : '(none)',
      ...(others.length > 0
        ? [
            '',
            'The other lines of this request went to:',
            ...others.map(
              (other) =>
                `  ${other.branch?.name ?? LEADS_FALLBACK_ADDRESS} (${other.reference}): lines ${other.lines.map((line) => line.position).join(', ')}`,
            ),
          ]
        : []),
    ].join('\n'),
    links: listLinks(publicUrl, [lead]),
  };
}

/** To the customer, once per quote list: the reference, every line with its estimate, the notes. */
export function quoteListConfirmationMail(context: QuoteListMailContext): OutgoingMail {
  const { publicUrl, requestReference, request, leads } = context;
  const lines = leads.flatMap((lead) => lead.lines).sort((a, b) => a.position - b.position);
  const branchLines = leads.flatMap((lead) => [
    '',
    ...(leads.length > 1
      ? [`Lines ${lead.lines.map((line) => line.position).join(', ')} (${lead.reference}):`]
      : []),
    ...branchContactLines(lead.branch),
  ]);
  return {
    kind: 'quote-confirmation',
    to: request.email,
    subject: `We received your quote request ${requestReference}`,
    text: [
      `Hello ${request.name},`,
      '',
      `Thank you for your quote request. Your reference is ${requestReference}; please mention it when you contact us.`,
      '',
      'Your request:',
      ...lines.flatMap((line) => quoteLineText(publicUrl, line)),
      ESTIMATE_NOTE,
      '',
      ...quoteListDetails(request),
      '',
      'Your details:',
      ...quoteListCustomer(request),
      '',
      'Your notes:',
      request.notes?.trim() ? request.notes : '(none)',
      ...branchLines,
    ].join('\n'),
    links: listLinks(publicUrl, leads),
  };
}

export interface ContactMailContext {
  publicUrl: string;
  reference: string;
  contact: NewContactRequest;
  unit: EquipmentSummary | null;
  branch: Branch;
}

/** To the branch: the visitor's message. */
export function contactRequestMail(context: ContactMailContext): OutgoingMail {
  const { publicUrl, reference, contact, unit, branch } = context;
  return {
    kind: 'contact-request',
    to: branchRecipient(branch),
    subject: oneLine(`Message ${reference} for ${branch.name}: ${contact.subject}`),
    text: [
      `New message ${reference} for the ${branch.name} branch`,
      '',
      `From: ${contact.name} <${contact.email}>`,
      ...(contact.phone ? [`Phone: ${contact.phone}`] : []),
      ...(unit ? equipmentLines(publicUrl, unit) : []),
      `Subject: ${contact.subject}`,
      '',
      contact.message,
    ].join('\n'),
    links: equipmentLinks(publicUrl, unit),
  };
}

/** To the visitor: a copy of the message and the reference. */
export function contactConfirmationMail(context: ContactMailContext): OutgoingMail {
  const { publicUrl, reference, contact, unit, branch } = context;
  return {
    kind: 'contact-confirmation',
    to: contact.email,
    subject: `We received your message ${reference}`,
    text: [
      `Hello ${contact.name},`,
      '',
      `Thank you for contacting our ${branch.name} branch. Your reference is ${reference}.`,
      '',
      ...branchContactLines(branch, 'You can also reach the branch directly:'),
      '',
      'Your message:',
      `From: ${contact.name} <${contact.email}>`,
      ...(contact.phone ? [`Phone: ${contact.phone}`] : []),
      ...(unit ? equipmentLines(publicUrl, unit) : []),
      `Subject: ${contact.subject}`,
      '',
      contact.message,
    ].join('\n'),
    links: equipmentLinks(publicUrl, unit),
  };
}

export interface LeadStatusMailContext {
  type: LeadType;
  reference: string;
  /** The customer, as they wrote themselves on the form. */
  name: string;
  email: string;
  status: LeadStatus;
}

const STATUS_NEWS: Partial<Record<LeadStatus, string>> = {
  quoted: 'We have prepared a quote for you. If it has not reached you yet, it will shortly.',
  won: 'Thank you for your order: we have recorded it and will be in touch about the next steps.',
  lost: 'We have closed this request. If you still need equipment, just send us a new request.',
};

/**
 * To the customer when their request is quoted, won or lost: the reference and the status they see
 * (the public one). Built from the customer's own data only: internal notes, the lost reason and
 * who worked the lead never reach this mail.
 */
export function leadStatusMail(context: LeadStatusMailContext): OutgoingMail {
  const { type, reference, name, email, status } = context;
  const label = publicStatusLabels()[PUBLIC_STATUS[status]];
  const what = type === 'quote' ? 'quote request' : 'message';
  return {
    kind: 'lead-status',
    to: email,
    subject: oneLine(`Your ${what} ${reference}: ${label}`),
    text: [
      `Hello ${name},`,
      '',
      `The status of your ${what} ${reference} is now: ${label}.`,
      ...(STATUS_NEWS[status] ? ['', STATUS_NEWS[status]] : []),
      '',
      'Please mention the reference when you contact us.',
    ].join('\n'),
    links: [],
  };
}
