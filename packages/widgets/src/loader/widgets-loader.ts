// Entry of the dealer script (widgets.js / widgets.mjs): defines every element and paints its first
// state; each element's code (dist/chunks/, built by vite.chunks.config.ts) loads when it is used.
import { EquipmentListElement } from './equipment-list-element';
import { FindBranchElement } from './find-branch-element';
import { QuoteListButtonElement } from './quote-list-button-element';
import { RequestQuoteElement } from './request-quote-element';

FindBranchElement.define('find-branch');
RequestQuoteElement.define('request-quote');
QuoteListButtonElement.define('quote-list-button');
EquipmentListElement.define('equipment-list');
