import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ServerConfig } from '../config';

/**
 * The one place that decides where rate-limit counters live. Today: `undefined`, i.e.
 * @fastify/rate-limit's own in-memory LRU store, counted per process. A store shared by several
 * instances (PostgreSQL, Redis) is a class implementing the plugin's `incr`/`read`/`child`
 * interface returned from here, for example when `DATABASE_URL` is set; nothing else changes.
 */
export function limiterStore(
  _config: Pick<ServerConfig, 'databaseUrl'>,
): FastifyRateLimitStoreCtor | undefined {
  return undefined;
}
