import type { components } from '@liftline/sdk';
import { formatDecimal } from '@/utils/format';

export { formatUsd } from '@/utils/format';

type Condition = components['schemas']['EquipmentCondition'];

/** A quantity with thousands separators: 5000 → "5,000". */
export function formatCount(value: number, locale?: string): string {
  return formatDecimal(value, 1, locale);
}

export const PRICE_ON_REQUEST = /*i18n*/ { id: 'unit.priceOnRequest', message: 'Price on request' };

/** The condition's words (the contract has no labels for it). */
export const CONDITION_LABELS = {
  new: /*i18n*/ { id: 'unit.condition.new', message: 'New' },
  used: /*i18n*/ { id: 'unit.condition.used', message: 'Used' },
} satisfies Record<Condition, unknown>;

/**
 * A file size for people: 1536 → "1.5 KB", 2_400_000 → "2.3 MB" (the same symbols in English and
 * Spanish; the number as `locale` writes it).
 */
export function formatFileSize(bytes: number, locale?: string): string {
  if (bytes < 1024) return `${formatCount(bytes, locale)} bytes`;
  if (bytes < 1024 * 1024) return `${formatCount(bytes / 1024, locale)} KB`;
  return `${formatCount(bytes / (1024 * 1024), locale)} MB`;
}
