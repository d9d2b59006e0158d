import { lazy } from '@/utils/lazy';
export { formatDay, formatUsd } from '@/utils/format';

const DATE = lazy(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));
const MOMENT = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const MOMENT_WITH_YEAR = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "Nov 25, 2026" for an RFC 3339 timestamp (local time). */
export const formatDate = (iso: string): string => DATE().format(new Date(iso));

/** "Nov 25, 10:04" (this year) or "Nov 25, 2025, 10:04" (local time). */
export function formatMoment(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? MOMENT : MOMENT_WITH_YEAR)().format(date);
}
