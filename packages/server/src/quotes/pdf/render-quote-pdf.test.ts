import { describe, expect, it } from 'vitest';
import { formatMoney } from './pdf-format';
import type { QuoteDocument } from './quote-document';
import { renderQuotePdf } from './render-quote-pdf';
import { findPdftotext, mediaBoxes, pdfPages } from './testing/pdf-text';
import { sampleQuoteDocument } from './testing/sample-quote';

const pdftotext = await findPdftotext();

/** A row's cells as pdftotext lays them out: separated by runs of spaces. */
const row = (...cells: string[]) =>
  new RegExp(cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));

describe('renderQuotePdf', () => {
  it('makes a US Letter PDF, every page 612 × 792 points', async () => {
    const pdf = await renderQuotePdf(sampleQuoteDocument({ lineCount: 100 }));
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const boxes = mediaBoxes(pdf);
    expect(boxes.length).toBeGreaterThan(2);
    for (const box of boxes) expect(box).toEqual([612, 792]);
  });

  it('embeds its fonts as subsets and no standard font', async () => {
    const source = Buffer.from(await renderQuotePdf(sampleQuoteDocument())).toString('latin1');
    const fonts = [...source.matchAll(/\/BaseFont \/([^\s/]+)/g)].map((m) => m[1]);
    expect(fonts.length).toBeGreaterThan(0);
    // A subset's name carries a six-letter tag: `BZZZZZ+DMSans-Regular`.
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+DMSans-/);
    expect(source).toContain('/FontFile2');
    expect(source).not.toContain('Helvetica');
  });

  it('keeps a 10-line quote within 150 KB', async () => {
    const pdf = await renderQuotePdf(sampleQuoteDocument({ lineCount: 10 }));
    expect(pdf.length).toBeLessThanOrEqual(150 * 1024);
  });

  it('renders the same document to the same bytes, and another to others', async () => {
    const document = sampleQuoteDocument();
    const first = Buffer.from(await renderQuotePdf(document));
    expect(Buffer.from(await renderQuotePdf(structuredClone(document))).equals(first)).toBe(true);
    const changed = Buffer.from(await renderQuotePdf({ ...document, total: document.total + 1 }));
    expect(changed.equals(first)).toBe(false);
  });

  describe.skipIf(!pdftotext)('read with pdftotext', () => {
    const read = async (document: QuoteDocument) =>
      pdfPages(pdftotext!, await renderQuotePdf(document));

    it('shows the letterhead, the customer and the totals the document holds', async () => {
      const document = sampleQuoteDocument({ lineCount: 10 });
      const text = (await read(document)).join('\n');
      for (const expected of [
        'LIFTLINE',
        'Liftline Austin North',
        '1200 Industrial Blvd',
        'Austin, TX 78758',
        '(512) 555-0142',
        'austin-north@liftline.example',
        'Quote',
        'QT-2026-000042',
        'Dana Whitfield',
        'Whitfield Builders',
        'customer@example.com',
        'Thank you for your request. Prices hold for the dates shown.',
        'This quote is valid until Dec 13, 2026.',
        'The customer is responsible for the equipment from delivery until pickup.',
      ])
        expect(text).toContain(expected);
      expect(text).toMatch(row('Issued', 'Nov 29, 2026'));
      expect(text).toMatch(row('Valid until', 'Dec 13, 2026'));
      expect(text).toMatch(row('Version', '2'));
      // Each line: description, quantity, rate, unit price, total.
      expect(text).toMatch(row('Electric scissor lift 19 ft #2', '2', 'Day', '$160.75', '$321.50'));
      expect(text).toMatch(row('Safety harness #3', '1', 'Sale', '$171.00', '$171.00'));
      expect(text).toContain('Dec 3, 2026 – Dec 10, 2026');
      for (const line of document.lines) expect(text).toContain(formatMoney('en', line.total));
      expect(text).toMatch(row('Delivery to the job site', '$125.00'));
      // A percentage charge: its rate of the rent under its description; the kind under a description
      // that does not name it.
      expect(text).toMatch(/Damage waiver\s+\$325\.20\s*\n\s*15 % of rent\n/);
      expect(text).toMatch(/Delivery to the job site\s+\$125\.00\s*\n\s*Delivery\n/);
      // The totals are the document's (the server's), as they are: $2,168.00 of rent, and so on.
      expect(text).toMatch(row('Rent', formatMoney('en', document.rent)));
      expect(text).toMatch(row('Subtotal', formatMoney('en', document.subtotal)));
      expect(text).toMatch(row('Tax (8.25 %)', formatMoney('en', document.tax)));
      expect(text).toMatch(row('Total', formatMoney('en', document.total)));
      expect(formatMoney('en', document.total)).toBe('$3,707.78');
    });

    it('prints the totals it is given, not totals of its own', async () => {
      const document = { ...sampleQuoteDocument(), subtotal: 1150.5, tax: 0.01, total: 98765.43 };
      const text = (await read(document)).join('\n');
      expect(text).toMatch(row('Subtotal', '$1,150.50'));
      expect(text).toMatch(row('Tax (8.25 %)', '$0.01'));
      expect(text).toMatch(row('Total', '$98,765.43'));
    });

    it('breaks 100 lines across pages, repeating the table header, numbering the pages', async () => {
      const document = sampleQuoteDocument({ lineCount: 100 });
      const pages = await read(document);
      expect(pages.length).toBeGreaterThanOrEqual(4);
      const header = row('Description', 'Qty', 'Rate', 'Unit price', 'Amount');
      const seen: number[] = [];
      pages.forEach((page, index) => {
        expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
        const rows = [...page.matchAll(/(?:lift 19 ft|harness) #(\d+)\s/g)].map((m) =>
          Number(m[1]),
        );
        seen.push(...rows);
        if (rows.length === 0) return;
        // The header opens the table on every page that has rows of it.
        const headerAt = page.search(header);
        expect(headerAt, `the table header on page ${index + 1}`).toBeGreaterThanOrEqual(0);
        expect(headerAt).toBeLessThan(page.search(/(?:lift 19 ft|harness) #\d+\s/));
        expect(page.match(new RegExp(header, 'g'))).toHaveLength(1);
      });
      // Every line once, in order: no row lost or cut between pages.
      expect(seen).toEqual(document.lines.map((_, index) => index + 1));
      expect(pages.at(-1)).toMatch(row('Total', formatMoney('en', document.total)));
    });

    it('speaks Spanish for a Spanish document, accents and signs intact', async () => {
      const document = sampleQuoteDocument({ lineCount: 10, language: 'es' });
      const pages = await read(document);
      const text = pages.join('\n');
      for (const expected of [
        'Cotización',
        'José Núñez',
        'Construcciones Peña',
        'Plataforma de tijera eléctrica 19 ft #1',
        'Arnés de seguridad #3',
        'Entrega y recogida en obra',
        '15 % del alquiler',
        '¿Preguntas? ¡Llámenos! Depósito reembolsable de 500 €',
        'Esta cotización es válida hasta el 13 dic 2026.',
        'TÉRMINOS Y CONDICIONES',
        '3 dic 2026 – 10 dic 2026',
      ])
        expect(text.replace(/\s+/g, ' ')).toContain(expected);
      expect(text).toMatch(row('Emitida', '29 nov 2026'));
      expect(text).toMatch(row('Descripción', 'Cant.', 'Tarifa', 'Precio unitario', 'Importe'));
      expect(text).toMatch(row('Alquiler', formatMoney('es', document.rent)));
      expect(text).toMatch(row('Impuesto (8.25 %)', formatMoney('es', document.tax)));
      expect(text).toMatch(row('Total', '$3,707.78'));
      pages.forEach((page, index) =>
        expect(page).toContain(`Página ${index + 1} de ${pages.length}`),
      );
      expect(text).not.toMatch(/\bPage \d|Description|Subtotal\s{2,}\$.*\n.*Tax/);
    });

    it('flows long terms onto further pages, each numbered, the footer never overprinted', async () => {
      const clause = (n: number) =>
        `${n}. The customer keeps the equipment clean and returns it fueled.`;
      const terms = Array.from({ length: 160 }, (_, index) => clause(index + 1)).join('\n');
      const pages = await read({ ...sampleQuoteDocument({ lineCount: 3 }), terms });
      expect(pages.length).toBeGreaterThanOrEqual(3);
      const text = pages.join('\n');
      for (const n of [1, 80, 160]) expect(text).toContain(clause(n));
      pages.forEach((page, index) => {
        const footer = page.trimEnd().split('\n').slice(-2).join('\n');
        expect(footer).toMatch(
          new RegExp(`Page ${index + 1} of ${pages.length}\\n\\s*Sent with Liftline$`),
        );
      });
    });

    it('prints a stand-in for a character the font lacks, never an empty box', async () => {
      const document = sampleQuoteDocument({ lineCount: 1 });
      const lines = [{ ...document.lines[0]!, description: 'Boom lift ≥ 60 ft 😀 ﬁne' }];
      const text = (await read({ ...document, lines })).join('\n');
      expect(text).toMatch(row('Boom lift >= 60 ft ? fine', '1', 'Week'));
    });

    it('wraps a long description inside its column', async () => {
      const long =
        'Telehandler 10,000 lb with 55 ft reach, outriggers and a carriage with forks, '.repeat(3);
      const document = sampleQuoteDocument({ lineCount: 1 });
      const text = (
        await read({ ...document, lines: [{ ...document.lines[0]!, description: long }] })
      ).join('\n');
      // Wrapped on several lines, the amounts still on the row's first line.
      expect(text).toMatch(
        row(
          'Telehandler 10,000 lb with 55 ft reach, outriggers',
          '1',
          'Week',
          '$150.50',
          '$150.50',
        ),
      );
      expect(text.replace(/\s+/g, ' ')).toContain('outriggers and a carriage with forks,');
    });
  });
});
