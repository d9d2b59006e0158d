import type { WordTables } from '../messages';
import { loader, quoteListButton } from '../messages/en';

/**
 * The words of the loader's first paint and of its 'Oops!' toast, in one table (the two areas'
 * keys differ): English here, Spanish in the chunk `loader-es` (`words`).
 */
export type LoaderWords = WordTables['loader'] & WordTables['quoteListButton'];

export const ENGLISH: LoaderWords = { ...loader, ...quoteListButton };

/**
 * Whether an element speaks Spanish: its `lang`, else the closest ancestor's (`<html lang>`), is
 * `es` or `es-…` (the rule of `widgetLang`, which the loader does not carry).
 */
export const isSpanish = (element: Element): boolean =>
  /^es(-|$)/i.test(element.closest('[lang]')?.getAttribute('lang') ?? '');
