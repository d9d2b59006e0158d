// React entry of @liftline/widgets: the components the storefront (or a React host) renders.
// The custom elements (<find-branch>, <request-quote>) live in the separate `elements` build.
import './styles/react.scss';

export { BranchFinder, DEFAULT_BRANCH_FINDER_LABEL } from './branch-finder/branch-finder';
export type { BranchFinderProps } from './branch-finder/branch-finder';
export { RequestQuote } from './request-quote/request-quote-react';
export { DEFAULT_REQUEST_QUOTE_TEXT } from './request-quote/request-quote';
export type { RequestQuoteProps } from './request-quote/request-quote';
export { QUOTE_DIALOG_TITLE } from './request-quote/quote-modal';
export { TOAST_DURATION_MS } from './toast/inline-toast';
// The components' words in another language (`lang`): Spanish comes from `@liftline/widgets/es`.
export { addWords as addWidgetWords } from './messages';
export type { Lang as WidgetLang, WordTables as WidgetWordTables } from './messages';
export type {
  BranchChangeDetail,
  BranchChangeEvent,
  QuoteSubmittedDetail,
  QuoteSubmittedEvent,
} from './elements/events';
