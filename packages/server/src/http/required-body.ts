import type { FastifyRequest } from 'fastify';
import { validationFailed } from './api-error';
import { fieldMessages } from './error-messages';
import { readContract } from './contract-document';

interface OperationObject {
  requestBody?: { required?: boolean };
}

/**
 * Fastify validates a body only against the schema of the request's content type, so a request
 * with no body and no `content-type` skips body validation and reached the handler with
 * `request.body === undefined` (a 500). This preValidation hook answers the documented 422 instead
 * for every operation whose `requestBody` is `required` in the document.
 */
export function requiredBodyHook(openapiPath: string) {
  const document = readContract(openapiPath) as {
    paths: Record<string, Record<string, OperationObject>>;
  };
  const required = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation?.requestBody?.required) continue;
      const url = `/api/v1${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      required.add(`${method.toUpperCase()} ${url}`);
      required.add(`${method.toUpperCase()} ${url.replace(/\/+$/, '')}`);
    }
  }
  return async (request: FastifyRequest) => {
    if (request.body !== undefined || request.headers['content-type'] !== undefined) return;
    if (!required.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    throw validationFailed({ body: [fieldMessages.required] });
  };
}
