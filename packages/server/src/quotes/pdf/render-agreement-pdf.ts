import { renderPdf } from './pdf-layout';
import type { AgreementSignature, QuoteDocument } from './quote-document';

/**
 * The signed rental agreement: the quote's content and terms, then the signature block (signer,
 * title, the moment in UTC, IP address, user agent, the SHA-256 of the quote PDF accepted) and the
 * agreement number (`doc.agreement_number`).
 */
export function renderAgreementPdf(
  doc: QuoteDocument,
  signature: AgreementSignature,
): Promise<Uint8Array> {
  return renderPdf(doc, { kind: 'agreement', signature });
}
