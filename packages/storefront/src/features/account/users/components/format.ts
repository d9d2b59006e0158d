import { lazy } from '@/utils/lazy';
const DATE = lazy(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));

/** "Mar 4, 2026" for an RFC 3339 timestamp. */
export const formatDate = (iso: string): string => DATE().format(new Date(iso));
