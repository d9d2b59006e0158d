export interface WindowCounter {
  /**
   * Adds `amount` to `key`'s count in the current window unless that would pass `limit`; answers
   * 0 when counted, else the seconds until the window ends (nothing counted).
   */
  take(key: string, amount?: number): number;
}

/**
 * A fixed-window counter in this process's memory, for the event ingest: O(1) per call, and every
 * key is forgotten at once when the window ends (the map never outlives one window; the next
 * starts with the next call). A key may get up to twice `limit` across a window's edge, which is
 * fine for a flood guard. Each instance counts
 * on its own (N instances allow N times the limit): events are cheap, a shared counter would
 * cost a database round trip per beacon.
 */
export function createWindowCounter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): WindowCounter {
  let windowStart = -Infinity;
  let counts = new Map<string, number>();
  return {
    take(key, amount = 1) {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        counts = new Map();
      }
      const next = (counts.get(key) ?? 0) + amount;
      if (next > limit) return Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000));
      counts.set(key, next);
      return 0;
    },
  };
}
