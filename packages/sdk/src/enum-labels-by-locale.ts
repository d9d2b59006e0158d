import { ENUM_LABELS_EN, type EnumLabels } from './enum-labels';
import { sdkLocale, type SdkLocale } from './messages';

/** The languages the labels are written in. */
export type EnumLabelLocale = SdkLocale;

/**
 * The tables known so far: English always; another language once added, so that a page in English
 * never downloads the Spanish labels (they live in `@liftline/sdk/es`).
 */
const tables: Partial<Record<EnumLabelLocale, EnumLabels>> = { en: ENUM_LABELS_EN };

/**
 * Makes a language's tables available to `enumLabels`: in the app, where it adds the SDK's words,
 *   addEnumLabels('es', (await import('@liftline/sdk/es')).ENUM_LABELS_ES);
 */
export function addEnumLabels(locale: EnumLabelLocale, labels: EnumLabels): void {
  tables[locale] = labels;
}

/**
 * The tables of a language (`es`, `es-US` → Spanish): English for another language, or for one whose
 * tables were not added yet (`addEnumLabels`).
 */
export function enumLabels(locale?: string | null): EnumLabels {
  return tables[sdkLocale(locale)] ?? ENUM_LABELS_EN;
}
