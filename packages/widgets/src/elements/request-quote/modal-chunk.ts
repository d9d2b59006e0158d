// Entry of request-quote-modal.mjs: the request-quote dialog and its styles, loaded on the first
// open. Built by vite.modal.config.ts into `export function init(runtime) { … }` with preact,
// xstate and @xstate/react taken from the main bundle (modal-runtime-contract.ts).
import { QuoteModal } from '../../request-quote/quote-modal';
import css from './request-quote-modal.scss?inline';

export { QuoteModal, css };
