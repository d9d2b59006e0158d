/** How long until a `Retry-After` in seconds ends, rounded for people: 45 seconds, about 3 minutes. */
export interface RetryAfter {
  unit: 'second' | 'minute' | 'hour';
  count: number;
}

/** 45 → 45 seconds, 150 → about 3 minutes, 7200 → about 2 hours (the words are the messages'). */
export function retryAfter(seconds: number): RetryAfter {
  if (seconds < 60) return { unit: 'second', count: Math.max(1, Math.round(seconds)) };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { unit: 'minute', count: minutes };
  return { unit: 'hour', count: Math.round(minutes / 60) };
}
