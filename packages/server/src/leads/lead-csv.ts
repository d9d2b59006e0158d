import { Readable } from 'node:stream';
import type { LeadSummary } from './lead-inbox-repository';

/** The export's columns, in the document's order (exportAccountLeads). */
export const LEAD_CSV_COLUMNS = [
  'reference',
  'type',
  'status',
  'received_at',
  'name',
  'email',
  'phone',
  'company',
  'branch',
  'unit',
  'summary',
  'assignee',
  'source',
  'dealer_site',
  'source_page',
  'source_element',
] as const;

/** A spreadsheet reads a cell starting with one of these as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * What a spreadsheet skips before it looks for a formula sign: whitespace of any kind (space, tab,
 * no-break space, line breaks, every Unicode space), control and invisible format characters.
 */
const SKIPPED_LEAD = /^[\s\p{Z}\p{Cc}\p{Cf}]+/u;

/**
 * Whether a spreadsheet could read the text as a formula: it starts with tab or CR, or its first
 * character that is not whitespace is `=`, `+`, `-` or `@` once full-width and other compatibility
 * forms are folded (NFKC: `＝` is `=`, `﹢` is `+`).
 */
export function looksLikeFormula(text: string): boolean {
  if (FORMULA_START.test(text)) return true;
  const first = text.replace(SKIPPED_LEAD, '').slice(0, 2).normalize('NFKC');
  return FORMULA_START.test(first);
}
/**
 * RFC 4180: a field with a quote, a comma or a line break is quoted, its quotes doubled. A `;` too:
 * it is the list separator of spreadsheets in many locales (Excel in Spanish, German, French …),
 * which would otherwise end the cell there.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * One CSV field: formula-like text defused with a leading `'`, then quoted when needed. Text after
 * a `;` is defused too (`x;=HYPERLINK(…)` → `x;'=HYPERLINK(…)`): a spreadsheet that splits at `;`
 * and does not honour quotes in the middle of a comma-separated line would start a cell there.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  if (text.includes(';')) {
    text = text
      .split(';')
      .map((part, index) => (index > 0 && looksLikeFormula(part) ? `'${part}` : part))
      .join(';');
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export const csvRecord = (values: readonly (string | number | null | undefined)[]) =>
  `${values.map(csvCell).join(',')}\r\n`;

export function leadCsvRecord(lead: LeadSummary): string {
  return csvRecord([
    lead.reference,
    lead.type,
    lead.status,
    lead.received_at,
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.branch?.name,
    lead.equipment?.title,
    lead.summary,
    lead.assignee?.name,
    lead.source.kind,
    lead.source.site?.name,
    lead.source.page,
    lead.source.element,
  ]);
}

/**
 * The export as a byte stream: the header, then one chunk per batch, each batch read only when the
 * client has taken the previous one (the stream pulls): memory stays at one batch, whatever the size.
 */
export function leadCsvStream(batches: AsyncIterable<LeadSummary[]>): Readable {
  async function* chunks() {
    yield Buffer.from(csvRecord(LEAD_CSV_COLUMNS), 'utf8');
    for await (const batch of batches) {
      yield Buffer.from(batch.map(leadCsvRecord).join(''), 'utf8');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** `leads-2026-11-25.csv` (the UTC day of the export). */
export const leadCsvFilename = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;
