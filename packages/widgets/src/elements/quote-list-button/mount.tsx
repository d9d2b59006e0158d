// Chunk entry of <quote-list-button> (vite.chunks.config.ts): the count and the quote dialog.
import { mountView } from '../mount-view';
import { quoteListButtonMount } from './quote-list-button-view';

export const mount = mountView(quoteListButtonMount);
