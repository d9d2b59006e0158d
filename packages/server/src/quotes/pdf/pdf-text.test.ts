import { describe, expect, it } from 'vitest';
import { printable, printableDocument, printableSignature } from './pdf-text';
import { sampleQuoteDocument } from './testing/sample-quote';

describe('printable', () => {
  it('keeps what the font has: English, Spanish, Western European letters and signs', () => {
    const text = 'Cotización ¿Qué? ¡Sí! á é í ó ú ñ ü Ñ € $ “x” — … ™ ½ ç ß ø å æ œ';
    expect(printable(text)).toBe(text);
  });

  it('replaces what it lacks with a readable stand-in, or ?', () => {
    expect(printable('ﬁne')).toBe('fine'); // a ligature: its letters
    expect(printable('≥ 10 ft ≤ 2 t')).toBe('>= 10 ft <= 2 t');
    expect(printable('Ωmega 中文 😀')).toBe('?mega ?? ?');
    // A letter whose accent the font lacks: the bare letter (ǹ: n with a grave accent).
    expect(printable('ǹ')).toBe('n');
  });

  it('normalizes line ends, tabs, blank runs and drops control characters', () => {
    expect(printable('a\r\nb\rc')).toBe('a\nb\nc');
    expect(printable('a\tb')).toBe('a    b');
    expect(printable('a\n\n\n\n b')).toBe('a\n\n b');
    expect(printable('a\u0000b\u200bc\u0007')).toBe('abc');
    // Decomposed accents become the composed letters the font has.
    expect(printable('Jose\u0301')).toBe('José');
  });

  it('applies to every free text of the document and the signature, not to amounts', () => {
    const sample = sampleQuoteDocument({ lineCount: 1 });
    const document = printableDocument({
      ...sample,
      branch: { ...sample.branch, name: 'Yard ≥ 1', address_lines: ['\t', '1 Main St'] },
      customer: { ...sample.customer, name: 'Zoë 😀', company: undefined },
      lines: [{ ...sample.lines[0]!, description: 'Lift\tA' }],
      charges: [{ ...sample.charges[0]!, description: 'Fee ≤ 5' }],
      terms: 'x\r\ny',
      note_to_customer: '中',
    });
    expect(document.branch.name).toBe('Yard >= 1');
    expect(document.branch.address_lines).toEqual(['1 Main St']);
    expect(document.customer).toMatchObject({ name: 'Zoë ?', company: undefined });
    expect(document.lines[0]).toEqual({ ...sample.lines[0], description: 'Lift    A' });
    expect(document.charges[0]!.description).toBe('Fee <= 5');
    expect(document.terms).toBe('x\ny');
    expect(document.note_to_customer).toBe('?');
    expect(document.total).toBe(sample.total);
    const signature = printableSignature({
      name: 'Nguyễn Văn An',
      signedAt: new Date(0),
      ip: '::1',
      userAgent: 'Bot\u0000/1',
      quotePdfSha256: 'ab',
    });
    expect(signature).toMatchObject({ name: 'Nguyen Van An', userAgent: 'Bot/1', ip: '::1' });
  });
});
