import PDFDocument from 'pdfkit';
import { PDF_LABELS, type PdfLabels } from './pdf-labels';
import {
  formatDay,
  formatMoney,
  formatPercent,
  formatPeriod,
  formatQuantity,
  formatUtcMoment,
  isoUtcMoment,
} from './pdf-format';
import { pdfFonts, type PdfFontName } from './pdf-fonts';
import { printableDocument, printableSignature } from './pdf-text';
import type {
  AgreementSignature,
  QuoteDocument,
  QuoteDocumentCharge,
  QuoteDocumentLine,
} from './quote-document';

/** US Letter in points (8.5 × 11 in). */
export const PAGE_SIZE = { width: 612, height: 792 } as const;

const MARGIN = { top: 54, bottom: 72, left: 54, right: 54 };
const CONTENT_WIDTH = PAGE_SIZE.width - MARGIN.left - MARGIN.right;
/** Content stops here; the footer sits below. */
const CONTENT_BOTTOM = PAGE_SIZE.height - MARGIN.bottom;
const FOOTER_Y = PAGE_SIZE.height - 46;

const INK = '#141414';
const MUTED = '#5b6370';
const RULE = '#d9dce1';
const HEADER_FILL = '#f3f4f6';
/** The storefront's red (packages/storefront: $red). */
const BRAND = '#d7261e';

/** The line table's columns, left to right (widths add up to the content width). */
const COLUMNS = {
  description: { x: MARGIN.left, width: 236 },
  quantity: { x: MARGIN.left + 236, width: 44 },
  rate: { x: MARGIN.left + 280, width: 64 },
  unitPrice: { x: MARGIN.left + 344, width: 80 },
  total: { x: MARGIN.left + 424, width: 80 },
} as const;
const CELL_PAD = 4;

/** Longest user agent printed (the header is the client's to choose; the PDF stays bounded). */
const USER_AGENT_MAX = 400;

type Doc = PDFKit.PDFDocument;

export type PdfKind = { kind: 'quote' } | { kind: 'agreement'; signature: AgreementSignature };

/** Renders the quote, or the agreement (the quote, then the signature), as PDF bytes. */
export function renderPdf(document: QuoteDocument, documentKind: PdfKind): Promise<Uint8Array> {
  const quote = printableDocument(document);
  const kind: PdfKind =
    documentKind.kind === 'agreement'
      ? { kind: 'agreement', signature: printableSignature(documentKind.signature) }
      : documentKind;
  const labels = PDF_LABELS[quote.language];
  const title =
    kind.kind === 'quote'
      ? `${labels.quoteTitle} ${quote.number} (${labels.version} ${quote.version})`
      : `${labels.agreementTitle} ${quote.agreement_number ?? quote.number}`;
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    // No default Helvetica (read from PDFKit's AFM files): only the embedded DM Sans.
    font: null as unknown as string,
    lang: quote.language === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    info: {
      Title: title,
      Author: quote.branch.name,
      Creator: 'Liftline',
      Producer: 'Liftline',
      // A fixed date makes the same document render to the same bytes (the file ID derives from it):
      // the issue day for a quote, the signature's moment for an agreement.
      CreationDate:
        kind.kind === 'agreement'
          ? kind.signature.signedAt
          : new Date(`${quote.issued_date}T00:00:00Z`),
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new Layout(doc, quote, labels);
  layout.letterhead(kind);
  layout.customer();
  layout.note();
  layout.lineTable();
  layout.charges();
  layout.totals();
  // An agreement is signed: the quote's offer period no longer matters (its header keeps the date).
  if (kind.kind === 'quote') layout.validity();
  layout.terms();
  if (kind.kind === 'agreement') layout.signature(kind.signature);
  layout.footers();
  doc.end();
  return done;
}

class Layout {
  constructor(
    private readonly doc: Doc,
    private readonly quote: QuoteDocument,
    private readonly labels: PdfLabels,
  ) {}

  private font(name: PdfFontName, size: number, color = INK): Doc {
    return this.doc.font(name).fontSize(size).fillColor(color);
  }

  private get lang() {
    return this.quote.language;
  }

  /** Starts a new page when fewer than `height` points are left. */
  private ensureRoom(height: number): void {
    if (this.doc.y + height > CONTENT_BOTTOM) {
      this.doc.addPage();
      this.doc.y = MARGIN.top;
    }
  }

  private rule(y: number, color = RULE, width = 0.75): void {
    this.doc
      .moveTo(MARGIN.left, y)
      .lineTo(PAGE_SIZE.width - MARGIN.right, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  /** The Liftline name, the branch's letterhead, and the document's number and dates. */
  letterhead(kind: PdfKind): void {
    const { doc, quote, labels } = this;
    const top = MARGIN.top;
    this.font('bold', 10, BRAND).text('LIFTLINE', MARGIN.left, top, {
      characterSpacing: 2,
      lineBreak: false,
    });
    this.font('bold', 15).text(quote.branch.name, MARGIN.left, top + 18, { width: 280 });
    this.font('regular', 9, MUTED);
    const contact = [...quote.branch.address_lines, quote.branch.phone, quote.branch.email];
    for (const line of contact.filter((text) => text.trim() !== '')) doc.text(line, { width: 280 });
    const leftBottom = doc.y;

    // The document block, right-aligned.
    const x = MARGIN.left + 300;
    const width = CONTENT_WIDTH - 300;
    const heading = kind.kind === 'quote' ? labels.quoteTitle : labels.agreementTitle;
    this.font('bold', 20).text(heading, x, top, { width, align: 'right' });
    doc.moveDown(0.3);
    const rows: [string, string][] = [];
    if (kind.kind === 'agreement' && quote.agreement_number)
      rows.push([labels.agreementNumber, quote.agreement_number]);
    rows.push([labels.quoteNumber, quote.number]);
    rows.push([labels.version, String(quote.version)]);
    rows.push([labels.issued, formatDay(this.lang, quote.issued_date)]);
    rows.push([labels.validUntil, formatDay(this.lang, quote.valid_until)]);
    for (const [label, value] of rows) {
      const y = doc.y;
      this.font('regular', 9, MUTED).text(label, x, y, { width: 110, lineBreak: false });
      this.font('bold', 9).text(value, x + 90, y, { width: width - 90, align: 'right' });
    }
    doc.y = Math.max(leftBottom, doc.y) + 14;
    this.rule(doc.y, BRAND, 1.5);
    doc.y += 14;
  }

  customer(): void {
    const { doc, quote, labels } = this;
    this.font('bold', 8.5, MUTED).text(labels.preparedFor.toUpperCase(), MARGIN.left, doc.y, {
      characterSpacing: 0.5,
    });
    doc.moveDown(0.2);
    this.font('bold', 11).text(quote.customer.name, { width: CONTENT_WIDTH });
    this.font('regular', 9.5);
    if (quote.customer.company) doc.text(quote.customer.company, { width: CONTENT_WIDTH });
    doc.text(quote.customer.email, { width: CONTENT_WIDTH });
    if (quote.customer.phone) doc.text(quote.customer.phone, { width: CONTENT_WIDTH });
    doc.moveDown(1);
  }

  note(): void {
    const { doc, quote, labels } = this;
    if (!quote.note_to_customer?.trim()) return;
    this.ensureRoom(40);
    this.font('bold', 8.5, MUTED).text(labels.noteToCustomer.toUpperCase(), MARGIN.left, doc.y, {
      characterSpacing: 0.5,
    });
    doc.moveDown(0.2);
    this.font('regular', 9.5).text(quote.note_to_customer.trim(), { width: CONTENT_WIDTH });
    doc.moveDown(1);
  }

  private tableHeader(): void {
    const { doc, labels } = this;
    const y = doc.y;
    const height = 20;
    doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(HEADER_FILL);
    this.font('bold', 8.5, MUTED);
    const cell = (text: string, column: { x: number; width: number }, align: 'left' | 'right') =>
      doc.text(text, column.x + CELL_PAD, y + 6, {
        width: column.width - 2 * CELL_PAD,
        align,
        lineBreak: false,
      });
    cell(labels.description, COLUMNS.description, 'left');
    cell(labels.quantity, COLUMNS.quantity, 'right');
    cell(labels.rate, COLUMNS.rate, 'left');
    cell(labels.unitPrice, COLUMNS.unitPrice, 'right');
    cell(labels.lineTotal, COLUMNS.total, 'right');
    doc.y = y + height;
  }

  private descriptionWidth = COLUMNS.description.width - 2 * CELL_PAD;

  private lineHeight(line: QuoteDocumentLine): number {
    this.font('regular', 9.5);
    let height = this.doc.heightOfString(line.description, { width: this.descriptionWidth });
    if (line.start_date && line.end_date) {
      this.font('regular', 8);
      height += 2 + this.doc.heightOfString('Dec', { width: this.descriptionWidth });
    }
    return height + 2 * CELL_PAD;
  }

  /** The lines: a row never splits; a page that continues the table repeats its header. */
  lineTable(): void {
    const { doc, quote, labels } = this;
    if (quote.lines.length === 0) return;
    this.ensureRoom(20 + this.lineHeight(quote.lines[0]!));
    this.tableHeader();
    for (const line of quote.lines) {
      const height = this.lineHeight(line);
      if (doc.y + height > CONTENT_BOTTOM) {
        doc.addPage();
        doc.y = MARGIN.top;
        this.tableHeader();
      }
      const y = doc.y;
      const top = y + CELL_PAD;
      this.font('regular', 9.5).text(line.description, COLUMNS.description.x + CELL_PAD, top, {
        width: this.descriptionWidth,
      });
      if (line.start_date && line.end_date) {
        this.font('regular', 8, MUTED).text(
          formatPeriod(this.lang, line.start_date, line.end_date),
          COLUMNS.description.x + CELL_PAD,
          doc.y + 2,
          { width: this.descriptionWidth },
        );
      }
      const cell = (
        text: string,
        column: { x: number; width: number },
        align: 'left' | 'right',
        font: PdfFontName = 'regular',
      ) =>
        this.font(font, 9.5).text(text, column.x + CELL_PAD, top, {
          width: column.width - 2 * CELL_PAD,
          align,
          lineBreak: false,
        });
      cell(formatQuantity(this.lang, line.quantity), COLUMNS.quantity, 'right');
      cell(labels.rateBasis[line.rate_basis], COLUMNS.rate, 'left');
      cell(formatMoney(this.lang, line.unit_price), COLUMNS.unitPrice, 'right');
      cell(formatMoney(this.lang, line.total), COLUMNS.total, 'right', 'bold');
      doc.y = y + height;
      this.rule(doc.y);
    }
    doc.moveDown(1);
  }

  /** The charge's kind (unless its description says just that) and its percentage of the rent. */
  private chargeDetail(charge: QuoteDocumentCharge): string {
    const kind = this.labels.chargeKind[charge.kind];
    const parts = charge.description.trim().toLowerCase() === kind.toLowerCase() ? [] : [kind];
    if (charge.percent !== undefined)
      parts.push(this.labels.percentOfRent(formatPercent(this.lang, charge.percent)));
    return parts.join(' · ');
  }

  charges(): void {
    const { doc, quote, labels } = this;
    if (quote.charges.length === 0) return;
    const width = CONTENT_WIDTH - COLUMNS.total.width - CELL_PAD;
    const heightOf = (charge: QuoteDocumentCharge) => {
      this.font('regular', 9.5);
      let height = doc.heightOfString(charge.description, { width });
      const detail = this.chargeDetail(charge);
      if (detail) {
        this.font('regular', 8);
        height += 2 + doc.heightOfString(detail, { width });
      }
      return height + 2 * CELL_PAD;
    };
    this.ensureRoom(22 + heightOf(quote.charges[0]!));
    this.font('bold', 8.5, MUTED).text(labels.charges.toUpperCase(), MARGIN.left, doc.y, {
      characterSpacing: 0.5,
    });
    doc.moveDown(0.3);
    this.rule(doc.y);
    for (const charge of quote.charges) {
      this.ensureRoom(heightOf(charge));
      const y = doc.y;
      const height = heightOf(charge);
      this.font('regular', 9.5).text(charge.description, MARGIN.left + CELL_PAD, y + CELL_PAD, {
        width,
      });
      const detail = this.chargeDetail(charge);
      if (detail)
        this.font('regular', 8, MUTED).text(detail, MARGIN.left + CELL_PAD, doc.y + 2, { width });
      this.font('bold', 9.5).text(
        formatMoney(this.lang, charge.amount),
        COLUMNS.total.x + CELL_PAD,
        y + CELL_PAD,
        { width: COLUMNS.total.width - 2 * CELL_PAD, align: 'right', lineBreak: false },
      );
      doc.y = y + height;
      this.rule(doc.y);
    }
    doc.moveDown(1);
  }

  /** Rent, subtotal, tax (its rate shown) and total, right-aligned, kept together. */
  totals(): void {
    const { doc, quote, labels } = this;
    const rows: [string, string][] = [
      [labels.rent, formatMoney(this.lang, quote.rent)],
      [labels.subtotal, formatMoney(this.lang, quote.subtotal)],
      [labels.tax(formatPercent(this.lang, quote.tax_rate)), formatMoney(this.lang, quote.tax)],
    ];
    this.ensureRoom(rows.length * 16 + 34);
    const x = PAGE_SIZE.width - MARGIN.right - 240;
    for (const [label, value] of rows) {
      const y = doc.y;
      this.font('regular', 9.5, MUTED).text(label, x, y, { width: 150, lineBreak: false });
      this.font('regular', 9.5).text(value, x + 140, y, {
        width: 100 - CELL_PAD,
        align: 'right',
        lineBreak: false,
      });
      doc.y = y + 16;
    }
    doc
      .moveTo(x, doc.y)
      .lineTo(PAGE_SIZE.width - MARGIN.right, doc.y)
      .lineWidth(1)
      .strokeColor(INK)
      .stroke();
    const y = doc.y + 7;
    this.font('bold', 12).text(labels.total, x, y, { width: 120, lineBreak: false });
    this.font('bold', 12).text(formatMoney(this.lang, quote.total), x + 110, y, {
      width: 130 - CELL_PAD,
      align: 'right',
      lineBreak: false,
    });
    doc.y = y + 24;
  }

  validity(): void {
    const { doc, quote, labels } = this;
    this.ensureRoom(20);
    this.font('regular', 9.5).text(
      labels.validity(formatDay(this.lang, quote.valid_until)),
      MARGIN.left,
      doc.y,
      { width: CONTENT_WIDTH },
    );
    doc.moveDown(1.2);
  }

  /** The terms flow on as many pages as they need (PDFKit breaks the text at the bottom margin). */
  terms(): void {
    const { doc, quote, labels } = this;
    if (!quote.terms?.trim()) return;
    this.ensureRoom(48);
    this.font('bold', 8.5, MUTED).text(labels.terms.toUpperCase(), MARGIN.left, doc.y, {
      characterSpacing: 0.5,
    });
    doc.moveDown(0.3);
    this.font('regular', 8.5).text(quote.terms.trim(), MARGIN.left, doc.y, {
      width: CONTENT_WIDTH,
      lineGap: 1.5,
    });
    doc.moveDown(1.2);
  }

  /** The agreement's signature block, kept on one page. */
  signature(signature: AgreementSignature): void {
    const { doc, quote, labels } = this;
    const userAgent =
      signature.userAgent.length > USER_AGENT_MAX
        ? `${signature.userAgent.slice(0, USER_AGENT_MAX)}…`
        : signature.userAgent;
    const rows: [string, string, number?][] = [[labels.signerName, signature.name]];
    if (signature.title) rows.push([labels.signerTitle, signature.title]);
    rows.push([
      labels.signedAtUtc,
      `${isoUtcMoment(signature.signedAt)} (${formatUtcMoment(this.lang, signature.signedAt)})`,
    ]);
    rows.push([labels.ipAddress, signature.ip]);
    rows.push([labels.userAgent, userAgent, 8]);
    rows.push([labels.quotePdfSha256, signature.quotePdfSha256, 8]);
    if (quote.agreement_number) rows.push([labels.agreementNumber, quote.agreement_number]);
    const labelWidth = 150;
    const valueX = MARGIN.left + labelWidth;
    const valueWidth = CONTENT_WIDTH - labelWidth;
    this.font('regular', 9.5);
    const statementHeight = doc.heightOfString(labels.signatureStatement, { width: CONTENT_WIDTH });
    const rowsHeight = rows.reduce((sum, [, value, size]) => {
      this.font('regular', size ?? 9.5);
      return sum + doc.heightOfString(value, { width: valueWidth }) + 6;
    }, 0);
    this.ensureRoom(30 + statementHeight + rowsHeight + 20);

    this.font('bold', 8.5, MUTED).text(labels.signature.toUpperCase(), MARGIN.left, doc.y, {
      characterSpacing: 0.5,
    });
    doc.moveDown(0.3);
    this.rule(doc.y, BRAND, 1.5);
    doc.y += 8;
    this.font('regular', 9.5).text(labels.signatureStatement, MARGIN.left, doc.y, {
      width: CONTENT_WIDTH,
    });
    doc.moveDown(0.8);
    for (const [label, value, size] of rows) {
      const y = doc.y;
      this.font('regular', 9, MUTED).text(label, MARGIN.left, y, { width: labelWidth - 10 });
      const labelBottom = doc.y;
      this.font(label === labels.signerName ? 'bold' : 'regular', size ?? 9.5).text(
        value,
        valueX,
        y,
        { width: valueWidth },
      );
      doc.y = Math.max(labelBottom, doc.y) + 6;
    }
  }

  /** On every page: the document's name on the left, "Page 1 of 3" on the right. */
  footers(): void {
    const { doc, quote, labels } = this;
    const range = doc.bufferedPageRange();
    const left = `${quote.branch.name} · ${labels.quoteVersion(quote.number, quote.version)}`;
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      // Below the bottom margin: without this PDFKit would start a new page for the footer.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .moveTo(MARGIN.left, FOOTER_Y - 8)
        .lineTo(PAGE_SIZE.width - MARGIN.right, FOOTER_Y - 8)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.font('regular', 8, MUTED).text(left, MARGIN.left, FOOTER_Y, {
        width: CONTENT_WIDTH - 120,
        lineBreak: false,
      });
      this.font('regular', 8, MUTED).text(
        labels.page(index + 1, range.count),
        PAGE_SIZE.width - MARGIN.right - 120,
        FOOTER_Y,
        { width: 120, align: 'right', lineBreak: false },
      );
      this.font('regular', 7, MUTED).text(labels.sentWith, MARGIN.left, FOOTER_Y + 12, {
        width: CONTENT_WIDTH,
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
  }
}
