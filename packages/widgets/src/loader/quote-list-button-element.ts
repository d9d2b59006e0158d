import { parseQuoteLines, QUOTE_LIST_UPDATED_EVENT, quoteListKey } from '@liftline/sdk';
import { commonSettings, textAttribute } from '../elements/attributes';
import { h } from './dom';
import { LazyElement } from './lazy-element';
import { stored } from './stored';

/** The attributes of `<quote-list-button>` (besides `lang`). */
export const QUOTE_LIST_BUTTON_ATTRIBUTES = [
  'api-base',
  'product',
  'button-text',
  'site-key',
] as const;

/**
 * A button with the number of lines in the visitor's quote list (the list `<request-quote>`,
 * `<equipment-list>` and the storefront share: `localStorage['{product}_quote_list']`). The count
 * follows every change on the page (`quote-list-updated`) and in other tabs (`storage`), before
 * any code behind the element loaded. A click opens the quote dialog on the list.
 *
 * @tag quote-list-button
 * @summary The quote list's count; opens the quote dialog on the list.
 *
 * @attr {string} api-base - Absolute API origin + `/api`, e.g. `https://rentals.example.com/api`. Default: `/api` on the page's origin.
 * @attr {string} product - Storage key prefix of the quote list (`{product}_quote_list`) and of the saved branch. Default `liftline`.
 * @attr {string} button-text - The label before the count. Default `Quote list`.
 * @attr {string} site-key - The dealer site's publishable key (`pk_` and 24 letters or digits): counts this element's funnel events for the site and credits its requests to it. Default: the script tag's `data-site-key`. A malformed key counts and credits nothing.
 * @attr {string} lang - The language of the words (`en` or `es`); default the closest `lang` of the page.
 *
 * @event {CustomEvent<QuoteSubmittedDetail>} quote-submitted - The server stored the request; `detail: { receipt }` with `receipt.reference`. Bubbles and is composed.
 *
 * @csspart root - The wrapper of the button.
 * @csspart button - The button.
 * @csspart count - The number of lines.
 * @csspart dialog - The dialog.
 * @csspart input - Every text field, date field and select in the dialog.
 * @csspart choice - Each rent / buy option.
 * @csspart submit - The dialog's main button (Next, Submit request, Try again, Done).
 * @csspart cancel - The dialog's other button (Cancel, Back, Request another quote).
 * @csspart reference - The request's reference on the confirmation.
 * @csspart toast - The 'Oops!' message when the dialog's code cannot be loaded.
 *
 * @cssproperty [--lf-color-primary=#c8211a] - The button's border and text, the count's background, focus rings.
 * @cssproperty [--lf-color-primary-contrast=#ffffff] - The count's text and text on primary buttons.
 * @cssproperty [--lf-color-text=#1a1a1a] - Text in the dialog.
 * @cssproperty [--lf-color-muted=#5c5c5c] - Secondary text in the dialog.
 * @cssproperty [--lf-color-surface=#ffffff] - The dialog's background.
 * @cssproperty [--lf-color-danger=#b3261e] - Errors and the 'Oops!' message.
 * @cssproperty [--lf-font-family='DM Sans', system-ui, sans-serif] - The widget's font.
 * @cssproperty [--lf-radius=8px] - Corner radius of the dialog; buttons and fields use 75% of it.
 */
export class QuoteListButtonElement extends LazyElement {
  static override chunk = 'quote-list-button';
  static override attributeNames = QUOTE_LIST_BUTTON_ATTRIBUTES;

  /** Property for `api-base` (reflects). */
  declare apiBase: string | null;
  /** Property for `product` (reflects). */
  declare product: string | null;
  /** Property for `button-text` (reflects). */
  declare buttonText: string | null;
  /** Property for `site-key` (reflects). */
  declare siteKey: string | null;

  protected override watched() {
    const { productKey } = commonSettings({ product: this.getAttribute('product') });
    return { event: QUOTE_LIST_UPDATED_EVENT, key: quoteListKey(productKey) };
  }

  get #count(): number {
    return parseQuoteLines(stored(this.watched().key)).length;
  }

  protected override paint(): void {
    const { words } = this;
    const count = this.#count;
    const label = textAttribute(this.getAttribute('button-text')) ?? words.buttonText;
    this.root.replaceChildren(
      h(
        'div',
        { class: 'lf-widget lf-quote-list-button', part: 'root' },
        h(
          'button',
          {
            type: 'button',
            class: 'lf-button lf-button--secondary lf-quote-list-button__button',
            part: 'button',
            'aria-haspopup': 'dialog',
            'aria-label': words.name(label, count),
          },
          h('span', {}, label),
          // Not shown (a flex gap sits there), but read: the visible text is 'Quote list 2'.
          ' ',
          h('span', { class: 'lf-quote-list-button__count', part: 'count' }, String(count)),
        ),
      ),
    );
  }

  protected override control(): HTMLElement | null {
    return this.root.querySelector('[part="button"]');
  }

  /** Only the count changes: the button (and the focus on it) stays. */
  protected override changed(): void {
    const { words } = this;
    const count = this.#count;
    const badge = this.root.querySelector('[part="count"]');
    if (badge) badge.textContent = String(count);
    const label = badge?.previousElementSibling?.textContent ?? words.buttonText;
    this.control()?.setAttribute('aria-label', words.name(label, count));
  }
}
