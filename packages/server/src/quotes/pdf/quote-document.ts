/**
 * What the quote and agreement PDFs show: a plain object the quotes module builds from the
 * database (its totals are the truth); the renderers only lay it out and format it in its
 * language. Amounts are USD numbers with at most 2 decimals, already computed in cents by
 * `quote-totals.ts`; dates are calendar days `YYYY-MM-DD`.
 */
export type QuoteDocumentLanguage = 'en' | 'es';

export type QuoteRateBasis = 'day' | 'week' | 'four_weeks' | 'sale' | 'each';

export type QuoteChargeKind =
  'delivery' | 'pickup' | 'damage_waiver' | 'environmental' | 'fuel' | 'other';

export interface QuoteDocumentLine {
  description: string;
  /** Units (a rent line: units for the whole period; `unit_price` is one unit's price for it). */
  quantity: number;
  rate_basis: QuoteRateBasis;
  unit_price: number;
  /** `YYYY-MM-DD` (rent lines). */
  start_date?: string;
  end_date?: string;
  total: number;
}

export interface QuoteDocumentCharge {
  kind: QuoteChargeKind;
  description: string;
  /** A fraction of the rent (0.15 for 15 %) when the charge is a percentage. */
  percent?: number;
  /** The computed amount (USD). */
  amount: number;
}

export interface QuoteDocument {
  language: QuoteDocumentLanguage;
  /** `QT-2026-000001`. */
  number: string;
  version: number;
  /** The day the quote was issued (sent, or created for a draft's preview), `YYYY-MM-DD`. */
  issued_date: string;
  /** `YYYY-MM-DD`. */
  valid_until: string;
  /** The branch's letterhead. */
  branch: {
    name: string;
    /** Street, then city/state/ZIP: one entry a line. */
    address_lines: string[];
    phone: string;
    email: string;
  };
  customer: {
    name: string;
    company?: string;
    email: string;
    phone?: string;
  };
  lines: QuoteDocumentLine[];
  charges: QuoteDocumentCharge[];
  rent: number;
  subtotal: number;
  /** A fraction: 0.0825 for 8.25 %. */
  tax_rate: number;
  tax: number;
  total: number;
  terms?: string;
  note_to_customer?: string;
  /** `RA-2026-000001`, once accepted (shown on the agreement). */
  agreement_number?: string;
}

/** The signature the agreement PDF records (quotes-contract.md). */
export interface AgreementSignature {
  name: string;
  title?: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** Hex SHA-256 of the quote PDF the customer accepted. */
  quotePdfSha256: string;
}
