import { renderPdf } from './pdf-layout';
import type { QuoteDocument } from './quote-document';

/**
 * The quote as a PDF (US Letter, the branch's letterhead, in the document's language). The same
 * document renders to the same bytes, so a hash of the PDF a customer accepted can be checked
 * against a fresh rendering.
 */
export function renderQuotePdf(doc: QuoteDocument): Promise<Uint8Array> {
  return renderPdf(doc, { kind: 'quote' });
}
