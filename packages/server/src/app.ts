import Fastify, { type FastifyServerOptions } from 'fastify';
import { apiPlugin } from './api/api-plugin';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { errorHandler } from './http/error-handler';
import { staticFiles } from './http/static-files';

export interface AppDependencies {
  config: Pick<ServerConfig, 'openapiPath' | 'storefrontDir' | 'widgetsDir'>;
  db: Database;
}

/** The whole server as a Fastify instance (tests use `app.inject()`; `server.ts` listens). */
export async function buildApp(
  { config, db }: AppDependencies,
  options: FastifyServerOptions = {},
) {
  const app = Fastify({
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: {
        removeAdditional: false,
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
      },
    },
    ...options,
  });
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  await app.register(apiPlugin, { db, openapiPath: config.openapiPath });
  await app.register(staticFiles, {
    storefrontDir: config.storefrontDir,
    widgetsDir: config.widgetsDir,
  });
  return app;
}
