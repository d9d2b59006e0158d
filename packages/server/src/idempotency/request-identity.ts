import { createHash } from 'node:crypto';
import { isKeyCaller, type Caller } from '../auth/authenticator';
import { validationFailed } from '../http/api-error';
import { fieldMessage, fieldMessages } from '../http/error-messages';

/** The header, as the contract names it (`components.parameters.IdempotencyKey`). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 255;

/**
 * The key a request carries, or undefined without the header. The document's pattern (1 to 255
 * printable ASCII characters) is checked here: request validation does not read header schemas.
 * A bad key is a 422 `validation_failed` on `Idempotency-Key`, before anything is claimed.
 */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const problem =
    typeof value !== 'string'
      ? fieldMessages.invalid // the header sent twice
      : value.length === 0
        ? fieldMessages.notEmpty
        : value.length > MAX_KEY_LENGTH
          ? fieldMessage('maxLength', { limit: MAX_KEY_LENGTH })
          : /^[\x20-\x7E]+$/.test(value)
            ? null
            : fieldMessages.pattern;
  if (problem) throw validationFailed({ [IDEMPOTENCY_HEADER]: [problem] });
  return value as string;
}

/**
 * The operation a request is, whatever its URL's spelling: the contract's operationId and its
 * path parameters as the router read them (`/equipment/request-quote/`, a doubled or
 * percent-encoded character, `/account/%31/…` are all the same operation and parameters).
 */
export interface MatchedOperation {
  operationId: string;
  params: unknown;
}

/**
 * Who owns a key (contract: "Keys belong to a caller"): an API key, a person in their current
 * account, or for a guest the operation with its path parameters — never the raw URL. A person's
 * `/products…` calls act on their current account, so after switching account the same key and
 * body are another request: keyed by the person alone, the switch would replay the other
 * account's answer and do nothing in this one.
 */
export function scopeOf(caller: Caller | null, operation: MatchedOperation): string {
  if (!caller) return `public:${operation.operationId} ${canonicalJson(operation.params)}`;
  if (isKeyCaller(caller)) return `key:${caller.apiKeyId}`;
  return caller.accountId === null
    ? `user:${caller.userId}`
    : `user:${caller.userId} account:${caller.accountId}`;
}

/** JSON with the keys of every object sorted: the same parsed body gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((name) => (value as Record<string, unknown>)[name] !== undefined)
      .sort()
      .map(
        (name) =>
          `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256Hex = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * What makes two requests "the same request": the method, the matched operation with its path
 * parameters, the query and the parsed body (canonical JSON). A multipart body holds its fields,
 * and in its file's field the file's name and the SHA-256 of its bytes (`fingerprintedBody`).
 */
export function requestHash(request: {
  method: string;
  operation: MatchedOperation;
  query: unknown;
  body: unknown;
}): string {
  const { operationId, params } = request.operation;
  return sha256Hex(
    `${request.method} ${operationId} ${canonicalJson(params)}\n${canonicalJson(request.query)}\n${canonicalJson(request.body)}`,
  );
}
