import type { Queryable } from '../db/database';
import type { Locale } from '../i18n/i18n';
import { LEADS_FALLBACK_ADDRESS } from '../leads/lead-mails';
import { leadTable } from '../leads/lead-inbox-repository';
import type { LeadStatus, LeadType } from '../leads/lead-status';
import type { QuoteDocument } from './pdf/quote-document';
import type { Quote, QuoteLead } from './quote-repository';
import { todayUtc } from './quote-repository';

/** What a quote's PDF, page and mails say about its lead: the customer and the branch. */
export interface QuoteLeadContext extends QuoteLead {
  reference: string;
  status: LeadStatus;
  locale: Locale;
  account_id: number;
  customer: { name: string; company: string | null; email: string; phone: string | null };
  branch: {
    name: string;
    address_lines: string[];
    phone: string | null;
    email: string | null;
  } | null;
}

interface ContextRow {
  id: number;
  reference: string;
  status: LeadStatus;
  locale: Locale;
  account_id: number;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  branch_name: string | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  branch_phone: string | null;
  branch_email: string | null;
}

/** The lead of a quote with its customer and branch (the letterhead), or undefined. */
export async function quoteLeadContext(
  db: Queryable,
  lead: QuoteLead,
): Promise<QuoteLeadContext | undefined> {
  const company = lead.type === 'quote' ? 'l.company' : 'null::text';
  const { rows } = await db.query<ContextRow>(
    `select l.id, l.reference, l.status, l.locale, l.account_id, l.name, ${company} as company,
            l.email, l.phone, b.name as branch_name, b.address_line1, b.city, b.state,
            b.zip_code, b.phone_number as branch_phone, b.email as branch_email
       from ${leadTable(lead.type)} l
       left join branches b on b.id = l.branch_id
      where l.id = $1`,
    [lead.id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    type: lead.type,
    id: row.id,
    reference: row.reference,
    status: row.status,
    locale: row.locale,
    account_id: row.account_id,
    customer: { name: row.name, company: row.company, email: row.email, phone: row.phone },
    branch:
      row.branch_name === null
        ? null
        : {
            name: row.branch_name,
            address_lines: [
              row.address_line1 ?? '',
              `${row.city ?? ''}, ${row.state ?? ''} ${row.zip_code ?? ''}`.trim(),
            ],
            phone: row.branch_phone,
            email: row.branch_email,
          },
  };
}

/** Where the branch's copy of an accepted quote goes. */
export const branchAddress = (context: QuoteLeadContext) =>
  context.branch?.email ?? LEADS_FALLBACK_ADDRESS;

/** The letterhead when the lead has no branch (deleted since): the store itself. */
const NO_BRANCH = {
  name: 'Liftline',
  address_lines: [] as string[],
  phone: '',
  email: LEADS_FALLBACK_ADDRESS,
};

/**
 * The plain object the PDF renderers lay out (pdf/quote-document.ts): the quote's stored amounts
 * (the server's totals are the truth), the lead's customer and branch, in the lead's language.
 */
export function quoteDocumentOf(
  quote: Quote,
  context: QuoteLeadContext,
  issuedAt: string | null = quote.sent_at,
): QuoteDocument {
  const branch = context.branch
    ? {
        name: context.branch.name,
        address_lines: context.branch.address_lines,
        phone: context.branch.phone ?? '',
        email: context.branch.email ?? LEADS_FALLBACK_ADDRESS,
      }
    : NO_BRANCH;
  const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
    (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    language: context.locale,
    number: quote.number,
    version: quote.version,
    issued_date: issuedAt ? issuedAt.slice(0, 10) : todayUtc(),
    valid_until: quote.valid_until,
    branch,
    customer: {
      name: context.customer.name,
      email: context.customer.email,
      ...optional('company', context.customer.company),
      ...optional('phone', context.customer.phone),
    },
    lines: quote.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      rate_basis: line.rate_basis,
      unit_price: line.unit_price,
      total: line.total,
      ...optional('start_date', line.start_date),
      ...optional('end_date', line.end_date),
    })),
    charges: quote.charges.map((charge) => ({
      kind: charge.kind,
      description: charge.description,
      amount: charge.amount,
      ...optional('percent', charge.percent),
    })),
    rent: quote.rent,
    subtotal: quote.subtotal,
    tax_rate: quote.tax_rate,
    tax: quote.tax,
    total: quote.total,
    ...optional('terms', quote.terms),
    ...optional('note_to_customer', quote.note_to_customer),
    ...optional('agreement_number', quote.agreement_number),
  };
}

export type { LeadType };
