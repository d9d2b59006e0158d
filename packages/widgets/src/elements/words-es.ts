// Chunk entry `words-es` (vite.chunks.config.ts): the widgets' and the SDK's Spanish words, which
// the loader imports beside an element's chunk when the element is Spanish (`lang`). Importing it
// adds them; English pages never load it.
import { addSdkMessages } from '@liftline/sdk';
import { SDK_MESSAGES_ES } from '@liftline/sdk/es';
import { addWords } from '../messages';
import * as es from '../messages/es';

addWords('es', es);
addSdkMessages('es', SDK_MESSAGES_ES);

/** What the chunk added (the loader checks the chunk by this export). */
export const lang = 'es';
