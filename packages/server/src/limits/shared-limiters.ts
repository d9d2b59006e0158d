import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LoginThrottleOptions } from '../auth/login-throttle';
import type { Counters } from './postgres-counters';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * A rate limiter with the in-memory limiter's methods (auth/rate-limit.ts), counted in shared
 * counters: at most `limit` hits per key in each fixed window of `windowMs`, across all instances.
 */
export function createSharedRateLimiter(
  counters: Counters,
  { name, limit, windowMs }: { name: string; limit: number; windowMs: number },
) {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async retryAfter(key: string): Promise<number> {
      const counter = await counters.read(keyOf(key));
      return counter && counter.hits >= limit ? seconds(counter.resetMs) : 0;
    },
    async record(key: string): Promise<void> {
      await counters.hit(keyOf(key), windowMs);
    },
    /** Counts the hit; answers the wait when it went over the limit (0 = allowed). */
    async consume(key: string): Promise<number> {
      const counter = await counters.hit(keyOf(key), windowMs);
      return counter.hits > limit ? seconds(counter.resetMs) : 0;
    },
    async reset(key: string): Promise<void> {
      await counters.reset(keyOf(key));
    },
  };
}

/**
 * The login backoff of auth/login-throttle.ts in shared counters: the failures of an (IP, e-mail)
 * pair are a counter whose window slides with each failure (`forgetAfterMs`), so the time of the
 * last failure is the window's end minus `forgetAfterMs`.
 */
export function createSharedLoginThrottle(
  counters: Counters,
  {
    freeFailures = 5,
    maxWaitMs = 15 * 60_000,
    forgetAfterMs = 60 * 60_000,
  }: LoginThrottleOptions = {},
) {
  const keyOf = (ip: string, email: string) => `login-failures:${ip} ${email.trim().toLowerCase()}`;
  return {
    async retryAfter(ip: string, email: string): Promise<number> {
      const counter = await counters.read(keyOf(ip, email));
      const over = (counter?.hits ?? 0) - freeFailures;
      if (!counter || over <= 0) return 0;
      const sinceLastFailure = forgetAfterMs - counter.resetMs;
      const wait = Math.min(maxWaitMs, 1000 * 2 ** (over - 1)) - sinceLastFailure;
      return wait > 0 ? seconds(wait) : 0;
    },
    async failed(ip: string, email: string): Promise<void> {
      await counters.hit(keyOf(ip, email), forgetAfterMs, { slide: true });
    },
    async succeeded(ip: string, email: string): Promise<void> {
      await counters.reset(keyOf(ip, email));
    },
  };
}

/** A store for @fastify/rate-limit (`incr`/`child`) over the shared counters. */
export function sharedRateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(`http:${key}`, timeWindow).then(
        (counter) => callback(null, { current: counter.hits, ttl: counter.resetMs }),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedStore;
}
