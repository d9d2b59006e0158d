import * as fontkit from 'fontkit';
import { pdfFonts } from './pdf-fonts';
import type { AgreementSignature, QuoteDocument } from './quote-document';

/**
 * What the PDF can show of free text. The embedded font covers Latin (English, Spanish and the
 * other Western European languages): a character it lacks would print as an empty box and extract
 * as nothing. Such a character becomes its compatibility form when the font has that (`ﬁ` → `fi`,
 * `²` → `2`, a letter with an accent the font lacks → the bare letter), a plain equivalent for a
 * few signs (`≥` → `>=`), else `?`. Line ends are normalized, tabs become spaces, runs of blank
 * lines shrink to one, and control characters go.
 */
let covered: ((codePoint: number) => boolean) | undefined;
function covers(codePoint: number): boolean {
  if (!covered) {
    const font = fontkit.create(pdfFonts().regular);
    if (!('hasGlyphForCodePoint' in font)) throw new Error('The PDF font is a collection');
    const cache = new Map<number, boolean>();
    covered = (point) => {
      let known = cache.get(point);
      if (known === undefined) {
        known = font.hasGlyphForCodePoint(point);
        cache.set(point, known);
      }
      return known;
    };
  }
  return covered(codePoint);
}

const PLAIN: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '→': '->',
  '←': '<-',
  '✓': 'v',
  '✔': 'v',
  '•': '·',
};

const coversAll = (text: string) => [...text].every((char) => covers(char.codePointAt(0)!));

export function printable(text: string): string {
  const normalized = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n');
  let out = '';
  for (const char of normalized) {
    const point = char.codePointAt(0)!;
    if (char === '\n' || covers(point)) {
      out += char;
      continue;
    }
    // C0 and C1 controls, and the other invisible format characters.
    if (/[\p{Cc}\p{Cf}]/u.test(char)) continue;
    const compatible = char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (compatible && compatible !== char && coversAll(compatible)) out += compatible;
    else if (PLAIN[char] && coversAll(PLAIN[char])) out += PLAIN[char];
    else out += '?';
  }
  return out;
}

const optional = (text: string | undefined) => (text === undefined ? undefined : printable(text));

/** The document with every free text made printable (amounts, dates and codes are left alone). */
export function printableDocument(doc: QuoteDocument): QuoteDocument {
  return {
    ...doc,
    branch: {
      name: printable(doc.branch.name),
      address_lines: doc.branch.address_lines.map(printable).filter((line) => line.trim() !== ''),
      phone: printable(doc.branch.phone),
      email: printable(doc.branch.email),
    },
    customer: {
      name: printable(doc.customer.name),
      email: printable(doc.customer.email),
      company: optional(doc.customer.company),
      phone: optional(doc.customer.phone),
    },
    lines: doc.lines.map((line) => ({ ...line, description: printable(line.description) })),
    charges: doc.charges.map((charge) => ({
      ...charge,
      description: printable(charge.description),
    })),
    terms: optional(doc.terms),
    note_to_customer: optional(doc.note_to_customer),
  };
}

export function printableSignature(signature: AgreementSignature): AgreementSignature {
  return {
    ...signature,
    name: printable(signature.name),
    title: optional(signature.title),
    ip: printable(signature.ip),
    userAgent: printable(signature.userAgent),
  };
}
