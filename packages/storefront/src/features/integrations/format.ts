import { lazy } from '@/utils/lazy';

const MOMENT = lazy(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** "Nov 27, 2026, 5:42 PM" for an RFC 3339 timestamp (local time). */
export const formatWhen = (iso: string): string => MOMENT().format(new Date(iso));
