/**
 * Login backoff per (IP address, account) pair: after `freeFailures` wrong passwords from one
 * address for one e-mail, that pair waits 1 s, then 2 s, 4 s … (doubling with each further failure,
 * at most `maxWaitMs`) before its next attempt. A success clears the pair. Only that pair waits:
 * wrong passwords sent from one address never lock the account's owner out from another, and an
 * unknown e-mail is throttled exactly like a known one (nothing to enumerate). The per-IP limit on
 * all attempts is a separate rate limit (http/rate-limits.ts).
 */
export interface LoginThrottleOptions {
  freeFailures?: number;
  maxWaitMs?: number;
  /** A pair with no failure for this long is forgotten. */
  forgetAfterMs?: number;
  /** Most pairs remembered (the oldest are dropped first). */
  maxPairs?: number;
  now?: () => number;
}

interface PairState {
  failures: number;
  blockedUntil: number;
  lastFailureAt: number;
}

export function createLoginThrottle({
  freeFailures = 5,
  maxWaitMs = 15 * 60_000,
  forgetAfterMs = 60 * 60_000,
  maxPairs = 100_000,
  now = Date.now,
}: LoginThrottleOptions = {}) {
  const pairs = new Map<string, PairState>();
  const keyOf = (ip: string, email: string) => `${ip} ${email.trim().toLowerCase()}`;

  function live(key: string, at: number): PairState | undefined {
    const state = pairs.get(key);
    if (state && at - state.lastFailureAt > forgetAfterMs && at >= state.blockedUntil) {
      pairs.delete(key);
      return undefined;
    }
    return state;
  }

  return {
    /** Seconds the pair must still wait (0 = it may try now). */
    retryAfter(ip: string, email: string): number {
      const at = now();
      const state = live(keyOf(ip, email), at);
      if (!state || state.blockedUntil <= at) return 0;
      return Math.max(1, Math.ceil((state.blockedUntil - at) / 1000));
    },

    /** A wrong password (or unknown e-mail) from `ip` for `email`. */
    failed(ip: string, email: string): void {
      const at = now();
      const key = keyOf(ip, email);
      const state = live(key, at) ?? { failures: 0, blockedUntil: 0, lastFailureAt: at };
      state.failures += 1;
      state.lastFailureAt = at;
      const over = state.failures - freeFailures;
      if (over > 0) state.blockedUntil = at + Math.min(maxWaitMs, 1000 * 2 ** (over - 1));
      pairs.delete(key);
      pairs.set(key, state);
      if (pairs.size > maxPairs) pairs.delete(pairs.keys().next().value!);
    },

    /** A successful login clears the pair. */
    succeeded(ip: string, email: string): void {
      pairs.delete(keyOf(ip, email));
    },

    get size(): number {
      return pairs.size;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
