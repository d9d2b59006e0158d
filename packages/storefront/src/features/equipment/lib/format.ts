import type { components } from '@liftline/sdk';

type Condition = components['schemas']['EquipmentCondition'];

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** US dollars, cents only when there are any: 28500 → "$28,500", 189.5 → "$189.50". */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount);
}

/** A quantity with thousands separators: 5000 → "5,000". */
export function formatCount(value: number): string {
  return count.format(value);
}

export const PRICE_ON_REQUEST = 'Price on request';

export const CONDITION_LABELS: Record<Condition, string> = { new: 'New', used: 'Used' };

/** A file size for people: 1536 → "1.5 KB", 2_400_000 → "2.3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${formatCount(bytes / 1024)} KB`;
  return `${formatCount(bytes / (1024 * 1024))} MB`;
}
