// Entry `@liftline/widgets/es`: the widgets' Spanish words for the React components (the custom
// elements load theirs in the chunk `words-es`). Apart from the React entry, so that an English
// page never downloads them. Add them once, before the first Spanish render:
//   import { addWidgetWords } from '@liftline/widgets';
//   import { WIDGET_WORDS_ES } from '@liftline/widgets/es';
//   addWidgetWords('es', WIDGET_WORDS_ES);
export * as WIDGET_WORDS_ES from './messages/es';
