import responseValidation from '@fastify/response-validation';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { notImplemented } from '../http/api-error';
import { createOperations, type OperationDependencies, type OperationId } from './operations';

export type ApiPluginOptions = OperationDependencies;

/**
 * Every route of `/api/v1` comes from the OpenAPI document: requests are validated by it before a
 * handler runs, and every response is validated against it before it leaves (a response that breaks
 * the contract is a server bug and answers 500).
 */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions) {
  const handlers = createOperations(options);
  await app.register(responseValidation, {
    responseStatusCodeValidation: true,
    ajv: { coerceTypes: false, removeAdditional: false, allErrors: true, plugins: [addFormats] },
  });
  await app.register(openapiGlue, {
    specification: options.config.openapiPath,
    prefix: '/api/v1',
    operationResolver: (operationId: string) =>
      handlers[operationId as OperationId] ??
      (async () => {
        throw notImplemented(operationId);
      }),
  });
}
