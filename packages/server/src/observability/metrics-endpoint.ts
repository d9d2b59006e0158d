import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { errorMessages } from '../http/error-messages';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header is `Bearer <token>`: compared in constant time (over hashes,
 * so neither the token's length nor its first differing byte shows in the timing).
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * `GET /metrics` on the API's port, only when `METRICS_TOKEN` is set, and then only with
 * `Authorization: Bearer <token>` (401 otherwise). Without a token the route does not exist:
 * a 404 like any unknown URL (the metrics port, `METRICS_PORT`, is the other way to serve them).
 */
export async function metricsRoute(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | undefined },
) {
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new ApiError(401, errorMessages.unauthenticated, 'unauthenticated');
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
}

/**
 * The metrics port (`METRICS_PORT`): a listener of its own on `host` that serves only
 * `GET /metrics` (with the token too when `METRICS_TOKEN` is set), for a scraper on the private
 * network while the API's port stays closed. Answers its port and `close()`.
 */
export async function startMetricsServer({
  host,
  port,
  metrics,
  token,
}: {
  host: string;
  port: number;
  metrics: Metrics;
  token?: string | undefined;
}) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      response
        .writeHead(401, {
          'Content-Type': 'text/plain',
          'WWW-Authenticate': 'Bearer realm="metrics"',
        })
        .end('unauthenticated\n');
      return;
    }
    metrics.text().then(
      (text) =>
        response
          .writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
