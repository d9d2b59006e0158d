import type * as english from './en';

/** The languages the widgets speak. English is in every chunk; Spanish loads when used. */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * The language of an element: its `lang` attribute, else the closest ancestor's (`lang` on
 * `<html>`), reduced to a language the widgets speak (`es-US` → `es`); English otherwise.
 */
export function widgetLang(value: string | null | undefined): Lang {
  const primary = value?.trim().toLowerCase().split('-')[0];
  return (LANGS as readonly string[]).includes(primary ?? '') ? (primary as Lang) : 'en';
}

/** The BCP 47 tag of a language for `Intl` and the SDK's formatters (`es` → `es-US`). */
export const formatLocale = (lang: Lang) => (lang === 'es' ? 'es-US' : 'en-US');

/**
 * A table of words as another language writes it: the English table's keys, each a string or a
 * function of the same parameters. A missing or extra word is a type error.
 */
export type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/** Every area's table (messages/en.ts's exports), in any language. */
export type WordTables = { [Area in keyof typeof english]: Words<(typeof english)[Area]> };

/** The tables of the languages besides English, added by their chunk (elements/words-es.ts). */
const added: Partial<Record<Lang, Partial<WordTables>>> = {};

/** Makes a language's tables available to `wordsOf` (the language's chunk calls it). */
export function addWords(lang: Lang, tables: Partial<WordTables>): void {
  added[lang] = { ...added[lang], ...tables };
}

/** Whether a language's tables are here (English always is). */
export const hasWords = (lang: Lang) => lang === 'en' || added[lang] !== undefined;

/**
 * An area's words in `lang` (`es-US` → Spanish): the table its chunk added, else the English one
 * the caller holds (which is why the English tables never leave the chunks that use them).
 */
export function wordsOf<Area extends keyof WordTables>(
  area: Area,
  englishTable: WordTables[Area],
  lang?: string | null,
): WordTables[Area] {
  const language = widgetLang(lang);
  return (language === 'en' ? undefined : added[language]?.[area]) ?? englishTable;
}
