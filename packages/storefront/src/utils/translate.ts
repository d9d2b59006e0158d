import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * `i18n._` of a descriptor kept in data (`/*i18n*\/ { id, message }`, where the extractor finds
 * it) with its placeholders' values. `i18n._({ ...descriptor, values })` would type-check, but
 * the extractor cannot read a spread and stops on the file.
 */
export const translate = (
  i18n: I18n,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string => i18n._(descriptor.id, values, { message: descriptor.message });
