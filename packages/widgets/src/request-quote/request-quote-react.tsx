import { QuoteModal } from './quote-modal';
import { RequestQuoteShell, type RequestQuoteProps } from './request-quote';

const loadModal = () => QuoteModal;

/**
 * A button (default text 'Request a Quote') that opens the quote
 * flow in a dialog. The React entry's component; `<request-quote>` renders the same shell with
 * the dialog's code loaded on first open.
 */
export function RequestQuote(props: RequestQuoteProps) {
  return <RequestQuoteShell {...props} loadModal={loadModal} />;
}
