import { textAttribute } from '../elements/attributes';
import { h } from './dom';
import { LazyElement } from './lazy-element';

/** The attributes of `<request-quote>` (besides `lang`). */
export const REQUEST_QUOTE_ATTRIBUTES = [
  'api-base',
  'product',
  'equipment-id',
  'button-text',
  'site-key',
] as const;

/**
 * A 'Request a Quote' button that opens the storefront's quote dialog: the quote list's lines
 * (rent dates and availability, or buy) → jobsite and contact → review → submitted (with the
 * request's reference). The jobsite zip defaults to the zip saved by `<find-branch>`, and the
 * saved branch is the preferred branch. The loader paints the button; the dialog's code loads when
 * the visitor points at, focuses or touches it, and a click that comes first shows a busy button
 * and opens the dialog as soon as the code is there.
 *
 * @tag request-quote
 * @summary Request a rental or purchase quote.
 *
 * @attr {string} api-base - Absolute API origin + `/api`, e.g. `https://rentals.example.com/api`. Default: `/api` on the page's origin.
 * @attr {string} product - Storage key prefix of the branch saved by `<find-branch>` (`{product}_local_branch`) and of the quote list (`{product}_quote_list`). Default `liftline`.
 * @attr {number} equipment-id - The unit this button adds to the quote list (shared by every element of the origin). Absent: the list as it is, or a general request.
 * @attr {string} button-text - The button's text. Default `Request a Quote`.
 * @attr {string} site-key - The dealer site's publishable key (`pk_` and 24 letters or digits): counts this element's funnel events for the site and credits its requests to it. Default: the script tag's `data-site-key`. A malformed key counts and credits nothing.
 * @attr {string} lang - The language of the words (`en` or `es`); default the closest `lang` of the page.
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
export class RequestQuoteElement extends LazyElement {
  static override chunk = 'request-quote';
  static override attributeNames = REQUEST_QUOTE_ATTRIBUTES;

  /** Property for `api-base` (reflects). */
  declare apiBase: string | null;
  /** Property for `product` (reflects). */
  declare product: string | null;
  /** Property for `equipment-id` (reflects). */
  declare equipmentId: string | number | null;
  /** Property for `button-text` (reflects). */
  declare buttonText: string | null;
  /** Property for `site-key` (reflects). */
  declare siteKey: string | null;

  protected override paint(): void {
    const { words } = this;
    const text = textAttribute(this.getAttribute('button-text'));
    this.root.replaceChildren(
      h(
        'div',
        { class: 'lf-widget lf-request-quote', part: 'root' },
        h(
          'button',
          {
            type: 'button',
            class: 'lf-button lf-button--primary lf-request-quote__button',
            part: 'button',
            'aria-haspopup': 'dialog',
          },
          h('span', {}, text ?? words.requestQuoteButton),
        ),
      ),
    );
  }

  protected override control(): HTMLElement | null {
    return this.root.querySelector('[part="button"]');
  }
}
