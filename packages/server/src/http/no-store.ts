import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findOperation, indexOperations } from './operation-index';
import { hasCredential } from './request-credentials';

/**
 * `Cache-Control: no-store` on every API response that may hold a secret or personal data: every
 * operation that needs a login (account, profile, admin data and their errors), every operation that
 * is not a public read (token responses of register, login and refresh; invite lookups by token …),
 * and any response to a request that carried a credential. Only public reads (`GET`/`HEAD` of an
 * operation tagged `public` — branch locator and catalog — sent without a credential) keep their own
 * caching, as do the downloadable contract and the API reference page; their errors are not stored.
 */
async function noStorePlugin(app: FastifyInstance, { openapiPath }: { openapiPath: string }) {
  const operations = indexOperations(openapiPath);

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    // The contract and its reference page (http/api-docs.ts): public, the same for everyone.
    if ((request.routeOptions.config as { publicDocument?: boolean }).publicDocument)
      return payload;
    const operation = findOperation(operations, request.method, request.url);
    const publicRead =
      (request.method === 'GET' || request.method === 'HEAD') &&
      operation !== undefined &&
      operation.public &&
      !hasCredential(request);
    if (!publicRead) reply.header('cache-control', 'no-store');
    // A public read's error (an unknown or unpublished unit's 404, a bad filter's 422) is about
    // this moment: without a header, shared caches may keep a 404 by heuristics and go on hiding a
    // unit published since.
    else if (reply.statusCode >= 400 && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** Applies to the whole app (not encapsulated). */
export const noStore = fp(noStorePlugin, { name: 'liftline-no-store' });
