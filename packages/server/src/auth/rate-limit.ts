import type { FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error';
import { authMessages } from './auth-messages';
import { withValues } from '../i18n/i18n';

export interface RateLimitOptions {
  /** How many hits a key may have within `windowMs`. */
  limit: number;
  windowMs: number;
  /** The clock (ms since the epoch); tests pass their own instead of sleeping. */
  now?: () => number;
}

/**
 * A sliding-window rate limiter kept in this process's memory: it remembers the time of each hit
 * of a key within the window (at most `limit` per key). Several server processes each count on
 * their own, so the effective limit is multiplied by the number of processes, and a restart
 * forgets every count.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimitOptions) {
  const hits = new Map<string, number[]>();
  let operations = 0;

  function live(key: string, at: number): number[] {
    const times = hits.get(key);
    if (!times) return [];
    const firstLive = times.findIndex((time) => time > at - windowMs);
    if (firstLive === -1) {
      hits.delete(key);
      return [];
    }
    if (firstLive > 0) times.splice(0, firstLive);
    return times;
  }

  /** Forgets keys whose hits all left the window, so the map does not grow without bound. */
  function sweep(at: number) {
    if (++operations % 1000 !== 0) return;
    for (const key of [...hits.keys()]) live(key, at);
  }

  return {
    /** Seconds until `key` may be hit again; 0 when it may be hit now. Records nothing. */
    retryAfter(key: string): number {
      const at = now();
      const times = live(key, at);
      if (times.length < limit) return 0;
      return Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000));
    },

    /** Counts a hit of `key`. */
    record(key: string): void {
      const at = now();
      sweep(at);
      const times = live(key, at);
      times.push(at);
      hits.set(key, times);
    },

    /** Counts a hit unless the key is over its limit; answers the `retryAfter` of the attempt. */
    consume(key: string): number {
      const wait = this.retryAfter(key);
      if (wait === 0) this.record(key);
      return wait;
    },

    /** Forgets every hit of `key` (e.g. failed logins after a successful one). */
    reset(key: string): void {
      hits.delete(key);
    },

    /** How many keys are remembered (idle ones are swept every 1000 hits). */
    get size(): number {
      return hits.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The documented 429: `slug: rate_limited` and a `Retry-After` header in seconds. */
export function rateLimited(reply: FastifyReply, retryAfterSeconds: number): ApiError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiError(
    429,
    withValues(authMessages.tooManyAttempts, { seconds: retryAfterSeconds }),
    'rate_limited',
  );
}

/** Throws the 429 when any of the given waits is positive (the longest wait is reported). */
export function throwIfLimited(reply: FastifyReply, ...waits: number[]): void {
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw rateLimited(reply, wait);
}
