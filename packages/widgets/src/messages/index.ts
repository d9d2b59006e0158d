/** The languages the widgets speak. Only English exists for now; `lang` is read and kept. */
export const LANGS = ['en'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * The language of an element: its `lang` attribute, else the closest ancestor's (`lang` on
 * `<html>`), reduced to a language the widgets speak (`en-US` → `en`); English otherwise.
 */
export function widgetLang(value: string | null | undefined): Lang {
  const primary = value?.trim().toLowerCase().split('-')[0];
  return (LANGS as readonly string[]).includes(primary ?? '') ? (primary as Lang) : 'en';
}
