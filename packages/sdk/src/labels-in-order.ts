import type { EnumLabels } from './enum-labels';

/** Each table's labels in the order of the English table's keys. */
export type LabelsInOrder = { readonly [Table in keyof EnumLabels]: readonly string[] };

/**
 * Another language's tables from the English ones: each table's `labels` are in the order of the
 * English table's keys (`Object.keys`, which scripts/generate-labels.mjs follows), so the Spanish
 * entry carries its words only, not the enum values a second time.
 */
export function labelsInOrder(english: EnumLabels, labels: LabelsInOrder): EnumLabels {
  const zip = (table: Readonly<Record<string, string>>, words: readonly string[]) =>
    Object.fromEntries(Object.keys(table).map((key, index) => [key, words[index]]));
  const tables = (Object.keys(english) as (keyof EnumLabels)[]).map((name) => [
    name,
    zip(english[name], labels[name]),
  ]);
  return Object.fromEntries(tables) as EnumLabels;
}
