// Typings for hosts: `import type {} from '@liftline/widgets/jsx'` (or a triple-slash reference)
// types <find-branch> and <request-quote> in React JSX (React 19 passes `on<event-name>` props to
// custom elements as event listeners), in `document.querySelector` and in `addEventListener`.
import type { HTMLAttributes, Ref } from 'react';
import type {
  BranchChangeDetail,
  BranchChangeEvent,
  QuoteSubmittedDetail,
  QuoteSubmittedEvent,
} from './events';
import type { FindBranchElement } from './find-branch/find-branch-element';
import type { RequestQuoteElement } from './request-quote/request-quote-element';

export type {
  BranchChangeDetail,
  BranchChangeEvent,
  FindBranchElement,
  QuoteSubmittedDetail,
  QuoteSubmittedEvent,
  RequestQuoteElement,
};

interface CommonWidgetAttributes<E extends HTMLElement> extends HTMLAttributes<E> {
  ref?: Ref<E>;
  /** Absolute API origin + `/api`, e.g. `https://rentals.example.com/api`. Default `/api`. */
  'api-base'?: string;
  /** Storage key prefix of the saved branch (`{product}_local_branch`). Default `liftline`. */
  product?: string;
}

export interface FindBranchJsxAttributes extends CommonWidgetAttributes<FindBranchElement> {
  /** Link text while no branch is saved. Default 'Find Local Branch'. */
  label?: string;
  /** Always show `label`, never the saved branch. */
  'always-show-default-text'?: boolean | 'true' | 'false' | '';
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

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'find-branch': FindBranchJsxAttributes;
      'request-quote': RequestQuoteJsxAttributes;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'find-branch': FindBranchElement;
    'request-quote': RequestQuoteElement;
  }
  interface GlobalEventHandlersEventMap {
    'branch-change': CustomEvent<BranchChangeDetail>;
    'quote-submitted': CustomEvent<QuoteSubmittedDetail>;
  }
}
