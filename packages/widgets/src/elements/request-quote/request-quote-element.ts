import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { attributeMap, withRawAttributes } from '../attributes';
import { loadQuoteModal } from './load-quote-modal';
import { adoptStyles } from '../shadow-styles';
import {
  baseCss,
  RequestQuoteView,
  requestQuoteCss,
  type QuoteModalLoader,
  type RequestQuoteRawAttributes,
} from './request-quote-view';

export const REQUEST_QUOTE_ATTRIBUTES = attributeMap([
  'api-base',
  'product',
  'equipment-id',
  'button-text',
] as const);

/**
 * The element class behind `<request-quote>`, with the dialog's code supplied by `loadModal`
 * (the bundle fetches it on first open; tests pass the component directly).
 */
export function requestQuoteElementBase(loadModal: QuoteModalLoader) {
  const View = (props: RequestQuoteRawAttributes & { container?: ShadowRoot }) =>
    createElement(RequestQuoteView, { ...props, loadModal });
  return withRawAttributes(
    r2wc(View, {
      shadow: 'open',
      props: { apiBase: 'string', product: 'string', equipmentId: 'string', buttonText: 'string' },
    }),
    REQUEST_QUOTE_ATTRIBUTES,
  );
}

const Base = requestQuoteElementBase(loadQuoteModal);

/**
 * A 'Request a Quote' button that opens the storefront's quote dialog: equipment → rent or buy →
 * dates or purchase timeframe → quantity and jobsite zip → contact → notes → review → submitted
 * (with the request's reference). The jobsite zip defaults to the zip saved by `<find-branch>`,
 * and the saved branch is the preferred branch. The dialog's code is loaded on the first open
 * (`request-quote-modal.mjs`, next to the script).
 *
 * @tag request-quote
 * @summary Request a rental or purchase quote.
 *
 * @attr {string} api-base - Absolute API origin + `/api`, e.g. `https://rentals.example.com/api`. Default: `/api` on the page's origin.
 * @attr {string} product - Storage key prefix of the branch saved by `<find-branch>` (`{product}_local_branch`). Default `liftline`.
 * @attr {number} equipment-id - The unit this button adds to the quote list (shared by every element of the origin). Absent: the list as it is, or a general request.
 * @attr {string} button-text - The button's text. Default `Request a Quote`.
 *
 * @event {CustomEvent<QuoteSubmittedDetail>} quote-submitted - The server stored the request; `detail: { receipt }` with `receipt.reference` (e.g. `Q-2026-000123`). Bubbles and is composed.
 *
 * @csspart root - The wrapper of the button.
 * @csspart button - The 'Request a Quote' button.
 * @csspart dialog - The dialog.
 * @csspart input - Every text field, date field and select in the dialog.
 * @csspart choice - Each rent / buy option.
 * @csspart submit - The dialog's main button (Next, Submit request, Try again, Done).
 * @csspart cancel - The dialog's other button (Cancel, Back, Request another quote).
 * @csspart reference - The request's reference on the confirmation.
 * @csspart toast - The 'Oops!' message when the dialog's code cannot be loaded.
 *
 * @cssproperty [--lf-color-primary=#c8211a] - The button, focus rings and links.
 * @cssproperty [--lf-color-primary-contrast=#ffffff] - Text on primary buttons.
 * @cssproperty [--lf-color-text=#1a1a1a] - Text in the dialog.
 * @cssproperty [--lf-color-muted=#5c5c5c] - Secondary text in the dialog.
 * @cssproperty [--lf-color-surface=#ffffff] - The dialog's background.
 * @cssproperty [--lf-color-danger=#b3261e] - Errors and the 'Oops!' message.
 * @cssproperty [--lf-font-family='DM Sans', system-ui, sans-serif] - The widget's font.
 * @cssproperty [--lf-radius=8px] - Corner radius of the dialog; buttons and fields use 75% of it.
 */
export class RequestQuoteElement extends Base {
  /** Property for `api-base`. */
  declare apiBase: string | undefined;
  /** Property for `product`. */
  declare product: string | undefined;
  /** Property for `equipment-id`. */
  declare equipmentId: string | number | undefined;
  /** Property for `button-text`. */
  declare buttonText: string | undefined;

  constructor() {
    super();
    adoptStyles(this.shadowRoot!, baseCss);
    adoptStyles(this.shadowRoot!, requestQuoteCss);
  }
}
