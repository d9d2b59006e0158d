import type { ServerOptions } from 'node:http';
import type { ServerConfig } from '../config';

/**
 * Fastify/Node timeouts from `REQUEST_TIMEOUT_MS` and `CONNECTION_TIMEOUT_MS`:
 * - `requestTimeout`: the whole request (headers and body) must arrive within it, else 408 and the
 *   connection closes. Node checks it every `connectionsCheckingInterval`, so that interval follows it
 *   (a quarter of it, between 0.1 s and 30 s).
 * - `headersTimeout`: the headers must arrive within 60 s (or the request timeout, if shorter).
 * - `connectionTimeout`: a connection on which nothing moves for this long is closed.
 */
export function serverTimeouts(
  config: Pick<ServerConfig, 'requestTimeoutMs' | 'connectionTimeoutMs'>,
): { requestTimeout: number; connectionTimeout: number; http: ServerOptions } {
  const { requestTimeoutMs, connectionTimeoutMs } = config;
  const http: ServerOptions =
    requestTimeoutMs > 0
      ? {
          headersTimeout: Math.min(60_000, requestTimeoutMs),
          connectionsCheckingInterval: Math.min(30_000, Math.max(100, requestTimeoutMs / 4)),
        }
      : {};
  return { requestTimeout: requestTimeoutMs, connectionTimeout: connectionTimeoutMs, http };
}
