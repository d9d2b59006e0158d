import { scriptUrl } from '../script-url';
import type { ModalRuntime } from './modal-runtime-contract';
import { modalRuntime } from './modal-runtime';
import type { QuoteModalModule } from './request-quote-view';

/** File name of the dialog's code, next to widgets.js (see vite.modal.config.ts). */
export const QUOTE_MODAL_FILE = 'request-quote-modal.mjs';

declare const __QUOTE_MODAL_VERSION__: string | undefined;

interface QuoteModalChunk {
  init(runtime: ModalRuntime): QuoteModalModule;
}

let pending: Promise<QuoteModalModule> | null = null;

/**
 * Loads the request-quote dialog once per page (the first open, or a hover/focus on the button
 * before it). The file's content hash is in the query, so a cached older widgets.js never runs a
 * newer dialog. A failed load is forgotten, so the next click tries again.
 */
export function loadQuoteModal(): Promise<QuoteModalModule> {
  pending ??= (async () => {
    const version = typeof __QUOTE_MODAL_VERSION__ === 'string' ? __QUOTE_MODAL_VERSION__ : 'dev';
    const url = new URL(`./${QUOTE_MODAL_FILE}?v=${version}`, scriptUrl).href;
    const chunk = (await import(/* @vite-ignore */ url)) as QuoteModalChunk;
    return chunk.init(modalRuntime);
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
