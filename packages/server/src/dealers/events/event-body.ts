import type { components } from '@liftline/sdk/schema';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ApiError, validationFailed } from '../../http/api-error';
import { fieldErrors } from '../../http/error-handler';
import { errorMessages, fieldMessages } from '../../http/error-messages';

export type DealerEventBatch = components['schemas']['DealerEventBatch'];

/** The one operation that takes a `text/plain` body (what `navigator.sendBeacon` sends). */
export const RECORD_DEALER_EVENTS = 'recordDealerEvents';
/** Largest event batch, JSON or text (50 events with long page URLs fit). */
export const DEALER_EVENTS_BODY_LIMIT = 16 * 1024;

const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

const tooLarge = () => new ApiError(413, errorMessages.payloadTooLarge, 'payload_too_large');

/** Reads `payload` as UTF-8 text, failing with 413 past `limit` bytes (without reading on). */
function readText(payload: Readable, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        stop();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

/**
 * The `text/plain` parser. Only `POST /events` takes text (a beacon's JSON, which needs no CORS
 * preflight): every other operation answers 415 before reading the body, as it did with no
 * parser at all. The text is kept as is and parsed by the handler (`readEventBatch`), so the
 * document's `text/plain` schema (a string of at most 16 KB) validates it first.
 */
export function textPlainParser(
  request: FastifyRequest,
  payload: Readable,
  done: (error: Error | null, body?: unknown) => void,
) {
  if (operationOf(request) !== RECORD_DEALER_EVENTS) {
    done(new ApiError(415, errorMessages.unsupportedMediaType, 'unsupported_media_type'));
    return;
  }
  if (Number(request.headers['content-length']) > DEALER_EVENTS_BODY_LIMIT) {
    done(tooLarge());
    return;
  }
  readText(payload, DEALER_EVENTS_BODY_LIMIT).then(
    (text) => done(null, text),
    (error: Error) => done(error),
  );
}

/** The schema the route validates JSON batches with (the document's `DealerEventBatch`). */
function jsonSchemaOf(request: FastifyRequest): object {
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } })
    .body;
  const json = body?.content?.['application/json'] as { schema: object } | undefined;
  if (!json) throw new Error('POST /events has no application/json schema in the document');
  return json.schema;
}

/**
 * The request's event batch. A JSON body was validated by the route; a text body is parsed here
 * and validated against the same schema, compiled by the app's own validator compiler (cached
 * per schema): bad JSON or another shape is the documented 422, like a JSON body's.
 */
export function readEventBatch(request: FastifyRequest): DealerEventBatch {
  if (typeof request.body !== 'string') return request.body as DealerEventBatch;
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    throw validationFailed({ body: [fieldMessages.validJson] }, errorMessages.bodyUnreadable);
  }
  const validate = request.compileValidationSchema(jsonSchemaOf(request), 'body');
  if (!validate(parsed)) {
    throw validationFailed(fieldErrors((validate.errors ?? []) as never[], 'body'));
  }
  return parsed as DealerEventBatch;
}
