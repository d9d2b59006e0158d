// Typings for hosts: `import type {} from '@liftline/widgets/jsx'` (or a triple-slash reference)
// types <find-branch>, <request-quote>, <quote-list-button> and <equipment-list> in React JSX
// (React 19 passes `on<event-name>` props to custom elements as event listeners), in
// `document.querySelector` and in `addEventListener`.
import type { HTMLAttributes, Ref } from 'react';
import type {
  BranchChangeDetail,
  BranchChangeEvent,
  EquipmentSelectDetail,
  EquipmentSelectEvent,
  QuoteSubmittedDetail,
  QuoteSubmittedEvent,
} from './events';
import type { EquipmentListElement } from '../loader/equipment-list-element';
import type { FindBranchElement } from '../loader/find-branch-element';
import type { QuoteListButtonElement } from '../loader/quote-list-button-element';
import type { RequestQuoteElement } from '../loader/request-quote-element';

export type {
  BranchChangeDetail,
  BranchChangeEvent,
  EquipmentListElement,
  EquipmentSelectDetail,
  EquipmentSelectEvent,
  FindBranchElement,
  QuoteListButtonElement,
  QuoteSubmittedDetail,
  QuoteSubmittedEvent,
  RequestQuoteElement,
};

interface CommonWidgetAttributes<E extends HTMLElement> extends HTMLAttributes<E> {
  ref?: Ref<E>;
  /** Absolute API origin + `/api`, e.g. `https://rentals.example.com/api`. Default `/api`. */
  'api-base'?: string;
  /** Storage key prefix of the saved branch and of the quote list. Default `liftline`. */
  product?: string;
  /** The language of the words (only `en` for now). Default: the page's. */
  lang?: string;
  /** The dealer site's publishable key (`pk_…`). Default: the script tag's `data-site-key`. */
  'site-key'?: string;
}

export interface FindBranchJsxAttributes extends CommonWidgetAttributes<FindBranchElement> {
  /** Link text while no branch is saved. Default 'Find Local Branch'. */
  label?: string;
  /** Always show `label`, never the saved branch. */
  'always-show-default-text'?: boolean | 'true' | 'false' | '';
  /** The store the branch's page is on (`/branches/{id}`). Default: `api-base`'s origin. */
  'store-url'?: string;
  /** A search in this element found a branch. */
  'onbranch-change'?: (event: BranchChangeEvent) => void;
}

export interface RequestQuoteJsxAttributes extends CommonWidgetAttributes<RequestQuoteElement> {
  /** The unit this button adds to the quote list; absent: the list as it is, or a general request. */
  'equipment-id'?: number | string;
  /** The button's text. Default 'Request a Quote'. */
  'button-text'?: string;
  /** The server stored the request (`event.detail.receipt.reference`). */
  'onquote-submitted'?: (event: QuoteSubmittedEvent) => void;
}

export interface QuoteListButtonJsxAttributes extends CommonWidgetAttributes<QuoteListButtonElement> {
  /** The label before the count. Default 'Quote list'. */
  'button-text'?: string;
  /** The server stored the request (`event.detail.receipt.reference`). */
  'onquote-submitted'?: (event: QuoteSubmittedEvent) => void;
}

export interface EquipmentListJsxAttributes extends CommonWidgetAttributes<EquipmentListElement> {
  /** Only this branch's units. Default: the saved branch; none saved: every branch. */
  'branch-id'?: number | string;
  /** Only this category's units (the API's category keys). */
  category?: string;
  /** Only units offered for rent or for sale. Default: both. */
  listing?: 'rent' | 'buy';
  /** Units per page, 1 to 100. Default 12. */
  'per-page'?: number | string;
  /** The API's sort (`newest`, `price_asc`, …). Default `newest`. */
  sort?: string;
  /** The visitor chose a unit (`event.detail.id`). */
  'onequipment-select'?: (event: EquipmentSelectEvent) => void;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'find-branch': FindBranchJsxAttributes;
      'request-quote': RequestQuoteJsxAttributes;
      'quote-list-button': QuoteListButtonJsxAttributes;
      'equipment-list': EquipmentListJsxAttributes;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'find-branch': FindBranchElement;
    'request-quote': RequestQuoteElement;
    'quote-list-button': QuoteListButtonElement;
    'equipment-list': EquipmentListElement;
  }
  interface GlobalEventHandlersEventMap {
    'branch-change': CustomEvent<BranchChangeDetail>;
    'quote-submitted': CustomEvent<QuoteSubmittedDetail>;
    'equipment-select': CustomEvent<EquipmentSelectDetail>;
  }
}
