import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgreementSignature } from './quote-document';
import { renderAgreementPdf } from './render-agreement-pdf';
import { renderQuotePdf } from './render-quote-pdf';
import { findPdftotext, mediaBoxes, pdfPages } from './testing/pdf-text';
import { sampleQuoteDocument } from './testing/sample-quote';

const pdftotext = await findPdftotext();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function signed(language: 'en' | 'es', overrides: Partial<AgreementSignature> = {}) {
  const document = { ...sampleQuoteDocument({ language }), agreement_number: 'RA-2026-000007' };
  const quotePdf = await renderQuotePdf(document);
  const signature: AgreementSignature = {
    name: language === 'es' ? 'José Núñez Peña' : 'Dana Whitfield',
    title: language === 'es' ? 'Jefe de obra' : 'Site manager',
    signedAt: new Date('2026-12-01T14:05:09.123Z'),
    ip: '2001:db8::8a2e:370:7334',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    quotePdfSha256: sha256(quotePdf),
    ...overrides,
  };
  return { document, signature, agreement: await renderAgreementPdf(document, signature) };
}

describe('renderAgreementPdf', () => {
  it('is US Letter and renders the same signature to the same bytes', async () => {
    const { agreement, document, signature } = await signed('en');
    for (const box of mediaBoxes(agreement)) expect(box).toEqual([612, 792]);
    const again = await renderAgreementPdf(structuredClone(document), { ...signature });
    expect(sha256(again)).toBe(sha256(agreement));
    const other = await renderAgreementPdf(document, { ...signature, ip: '203.0.113.9' });
    expect(sha256(other)).not.toBe(sha256(agreement));
  });

  describe.skipIf(!pdftotext)('read with pdftotext', () => {
    it('holds the quote, its terms, then the signer, the moment, the client and the hash of the quote PDF', async () => {
      const { agreement, document, signature } = await signed('en');
      const pages = pdfPages(pdftotext!, agreement);
      const text = pages.join('\n');
      const flat = text.replace(/\s+/g, ' ');
      expect(text).toContain('Rental agreement');
      expect(text).toMatch(/Agreement number\s+RA-2026-000007/);
      expect(text).toMatch(/Quote number\s+QT-2026-000042/);
      expect(text).toMatch(/Total\s+\$3,707\.78/);
      expect(flat).toContain(document.terms!);
      expect(text).not.toContain('This quote is valid until');
      const signatureAt = text.indexOf('SIGNATURE');
      expect(signatureAt).toBeGreaterThan(text.indexOf('TERMS AND CONDITIONS'));
      const block = text.slice(signatureAt);
      expect(block).toMatch(/Signed by\s+Dana Whitfield/);
      expect(block).toMatch(/Title\s+Site manager/);
      expect(block).toMatch(
        /Signed at \(UTC\)\s+2026-12-01T14:05:09Z \(Dec 1, 2026, 14:05:09 UTC\)/,
      );
      expect(block).toMatch(/IP address\s+2001:db8::8a2e:370:7334/);
      expect(block.replace(/\s+/g, ' ')).toContain(signature.userAgent);
      // The hash whole, on one line, so it can be copied and compared.
      expect(signature.quotePdfSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(block).toMatch(new RegExp(`SHA-256 of the quote PDF\\s+${signature.quotePdfSha256}`));
      expect(block).toMatch(/Agreement number\s+RA-2026-000007/);
      pages.forEach((page, index) =>
        expect(page).toContain(`Page ${index + 1} of ${pages.length}`),
      );
    });

    it('speaks Spanish for a Spanish document', async () => {
      const { agreement, signature } = await signed('es');
      const text = pdfPages(pdftotext!, agreement).join('\n');
      expect(text).toContain('Contrato de alquiler');
      expect(text).toMatch(/Número de contrato\s+RA-2026-000007/);
      const block = text.slice(text.indexOf('FIRMA'));
      expect(block).toMatch(/Firmado por\s+José Núñez Peña/);
      expect(block).toMatch(/Cargo\s+Jefe de obra/);
      expect(block).toMatch(
        /Firmado el \(UTC\)\s+2026-12-01T14:05:09Z \(1 dic 2026, 14:05:09 UTC\)/,
      );
      expect(block).toMatch(/Dirección IP\s+2001:db8::8a2e:370:7334/);
      expect(block).toMatch(new RegExp(`SHA-256 del PDF aceptado\\s+${signature.quotePdfSha256}`));
      expect(text).toMatch(/Página 1 de \d/);
    });

    it('leaves out a missing title and cuts an overlong user agent', async () => {
      const { agreement } = await signed('en', {
        title: undefined,
        userAgent: `Bot/${'x'.repeat(5000)}`,
      });
      const block = pdfPages(pdftotext!, agreement).join('\n');
      const signature = block.slice(block.indexOf('SIGNATURE'));
      expect(signature).not.toMatch(/^\s*Title\s/m);
      const agent = /Bot\/(x[\sx]*)…/.exec(signature);
      expect(agent?.[1]!.replace(/\s+/g, '').length).toBe(396);
    });
  });
});
