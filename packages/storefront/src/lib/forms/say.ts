import type { I18n, MessageDescriptor } from '@lingui/core';
import { translate } from '@/utils/translate';

/** Values of a message's placeholders. */
export type MessageValues = Record<string, string | number>;

/**
 * A message descriptor with its placeholders' values in the page's language (`translate` with
 * `i18n`); or in English where a form's rules are built without a Lingui instance (the back
 * office's module-level schemas, which stay English): the descriptor's English text with its
 * `{name}` placeholders filled in (no plurals there).
 */
export function say(
  i18n: I18n | undefined,
  descriptor: MessageDescriptor,
  values: MessageValues = {},
): string {
  if (i18n) return translate(i18n, descriptor, values);
  return (descriptor.message ?? descriptor.id).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
