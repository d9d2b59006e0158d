import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Limits } from '../limits/limits';

/**
 * Where @fastify/rate-limit's counters live: on PostgreSQL the shared table (limits/limits.ts), so
 * every instance counts together; on PGlite (`undefined`) the plugin's own in-memory LRU store.
 */
export function limiterStore(
  limits: Pick<Limits, 'httpStore'>,
): FastifyRateLimitStoreCtor | undefined {
  return limits.httpStore;
}
