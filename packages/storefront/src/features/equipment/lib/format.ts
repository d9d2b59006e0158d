import type { components } from '@liftline/sdk';
import { formatDecimal } from '@/utils/format';

export { formatUsd } from '@/utils/format';

type Condition = components['schemas']['EquipmentCondition'];

/** A quantity with thousands separators: 5000 → "5,000". */
export function formatCount(value: number): string {
  return formatDecimal(value, 1);
}

export const PRICE_ON_REQUEST = 'Price on request';

export const CONDITION_LABELS: Record<Condition, string> = { new: 'New', used: 'Used' };

/** A file size for people: 1536 → "1.5 KB", 2_400_000 → "2.3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${formatCount(bytes / 1024)} KB`;
  return `${formatCount(bytes / (1024 * 1024))} MB`;
}
