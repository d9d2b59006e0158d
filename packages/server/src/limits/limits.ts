import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createLoginThrottle, type LoginThrottleOptions } from '../auth/login-throttle';
import { createRateLimiter } from '../auth/rate-limit';
import type { Database } from '../db/database';
import { createPostgresCounters } from './postgres-counters';
import {
  createSharedLoginThrottle,
  createSharedRateLimiter,
  sharedRateLimitStore,
} from './shared-limiters';

type Awaitable<T> = T | Promise<T>;

/** A per-key limiter; the in-memory one answers at once, the shared one asynchronously. */
export interface Limiter {
  retryAfter(key: string): Awaitable<number>;
  record(key: string): Awaitable<void>;
  consume(key: string): Awaitable<number>;
  reset(key: string): Awaitable<void>;
}

export interface LoginBackoff {
  retryAfter(ip: string, email: string): Awaitable<number>;
  failed(ip: string, email: string): Awaitable<void>;
  succeeded(ip: string, email: string): Awaitable<void>;
}

export interface Limits {
  /** `name` keeps the keys of different limits apart in the shared table. */
  limiter(name: string, options: { limit: number; windowMs: number }): Limiter;
  loginThrottle(options?: LoginThrottleOptions): LoginBackoff;
  /** For @fastify/rate-limit: undefined = its own in-memory store. */
  httpStore: FastifyRateLimitStoreCtor | undefined;
}

/**
 * Where every limit is counted. On PostgreSQL (`DATABASE_URL`) in the database, so N instances
 * allow the documented rate in total, not N times it. On PGlite (one process) in memory.
 * `store` (`RATE_LIMIT_STORE`) overrides that: `memory` counts per process on PostgreSQL too (one
 * instance only, or a comparison), `postgres` needs a PostgreSQL database.
 */
export function createLimits(
  db: Pick<Database, 'kind' | 'query'>,
  store: 'memory' | 'postgres' = db.kind === 'postgres' ? 'postgres' : 'memory',
): Limits {
  if (store === 'postgres' && db.kind !== 'postgres')
    throw new Error('RATE_LIMIT_STORE=postgres needs a PostgreSQL database (DATABASE_URL)');
  if (store === 'memory')
    return {
      limiter: (_name, options) => createRateLimiter(options),
      loginThrottle: (options) => createLoginThrottle(options),
      httpStore: undefined,
    };
  const counters = createPostgresCounters(db);
  return {
    limiter: (name, options) => createSharedRateLimiter(counters, { name, ...options }),
    loginThrottle: (options) => createSharedLoginThrottle(counters, options),
    httpStore: sharedRateLimitStore(counters),
  };
}
