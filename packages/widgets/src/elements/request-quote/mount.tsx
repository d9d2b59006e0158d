// Chunk entry of <request-quote> (vite.chunks.config.ts): the button and the quote dialog.
import { mountView } from '../mount-view';
import { requestQuoteMount } from './request-quote-view';

export const mount = mountView(requestQuoteMount);
