import responseValidation from '@fastify/response-validation';
import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { keyAuditHook } from '../audit/key-audit-hook';
import { DEALER_EVENTS_BODY_LIMIT } from '../dealers/events/event-body';
import { endpointObsolete, notImplemented } from '../http/api-error';
import { readContract } from '../http/contract-document';
import { keepSerialisedAnswer } from '../http/kept-answers';
import { responseValidator } from '../http/response-validator';
import { registerAssetUploads } from '../products/asset-uploads';
import { createOperations } from './create-operations';
import type { OperationDependencies } from './operation-dependencies';
import type { OperationId } from './operations';

export type ApiPluginOptions = OperationDependencies;

/** Operations whose bodies are held to less than the app's 1 MB (413 past it). */
const BODY_LIMITS: Partial<Record<string, number>> = {
  recordDealerEvents: DEALER_EVENTS_BODY_LIMIT,
};

/**
 * Every route of `/api/v1` comes from the OpenAPI document: requests are validated by it before a
 * handler runs, and every response is validated against it before it leaves (a response that breaks
 * the contract is a server bug and answers 500).
 */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions) {
  const handlers = createOperations(options);
  await app.register(responseValidation, {
    responseStatusCodeValidation: true,
    ajv: responseValidator(),
  });
  // The public catalog and the planner keep the JSON of their answers (validated above) for later
  // hits (http/kept-answers.ts).
  app.addHook('onSend', keepSerialisedAnswer);
  // Every change a secret API key makes goes to its account's audit list (operation.performed).
  app.addHook('onSend', keyAuditHook(options));
  // Multipart bodies (the asset upload) are parsed before validation, so the document's schema
  // validates them too; uploaded files are served at /media/. See asset-uploads.ts.
  await registerAssetUploads(app, options);
  await app.register(openapiGlue, {
    specification: readContract<object>(options.config.openapiPath),
    prefix: '/api/v1',
    operationResolver: (operationId: string) => {
      // The one place where the typed handlers meet Fastify's untyped route: the document
      // validated params, query and body before any handler runs, which is what their types say.
      const handler = (handlers[operationId as OperationId] ??
        (async () => {
          throw notImplemented(operationId);
        })) as RouteHandlerMethod;
      if (!options.config.obsoleteOperations.includes(operationId)) {
        const bodyLimit = BODY_LIMITS[operationId];
        if (!bodyLimit) return handler;
        const limited: Partial<RouteOptions> = { handler, bodyLimit };
        return limited as RouteOptions;
      }
      // Retired: 410 before the body is read or validated, whatever the request (see the document).
      // Glue spreads these options into the route it builds (method, url and schema come from it).
      const retired: Partial<RouteOptions> = {
        handler,
        onRequest: async () => {
          throw endpointObsolete();
        },
      };
      return retired as RouteOptions;
    },
  });
}
