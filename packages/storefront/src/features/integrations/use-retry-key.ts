import { newIdempotencyKey } from '@liftline/sdk';
import { useCallback, useRef } from 'react';

/**
 * The `Idempotency-Key` of one intended call: the same while the request stays the same (trying
 * again after a network failure or a 5xx replays the first answer instead of making a second key,
 * endpoint or rotation), a new one when the body changes or after `forget()` (the call succeeded).
 */
export function useRetryKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown = null) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const forget = useCallback(() => {
    last.current = null;
  }, []);
  return [keyFor, forget] as const;
}
