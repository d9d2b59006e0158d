import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type Text } from '../i18n/i18n';
import {
  ApiError,
  endpointObsolete,
  validationFailed,
  type ErrorSlug,
  type FieldErrors,
} from './api-error';
import { errorMessages, fieldMessage, fieldMessages } from './error-messages';
import { markLanguage, requestLocale } from './request-locale';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Framework errors (no ApiError of ours) by status: their slug and message. */
const BY_STATUS: Record<number, [ErrorSlug, Text]> = {
  401: ['unauthenticated', errorMessages.unauthenticated],
  403: ['forbidden', errorMessages.forbidden],
  404: ['not_found', errorMessages.notFound],
  409: ['conflict', errorMessages.conflict],
  410: ['endpoint_obsolete', endpointObsolete().text],
  413: ['payload_too_large', errorMessages.payloadTooLarge],
  415: ['unsupported_media_type', errorMessages.unsupportedMediaType],
  429: ['rate_limited', errorMessages.rateLimited],
};

function fieldOf(issue: AjvIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const child =
    issue.keyword === 'required'
      ? String(issue.params.missingProperty)
      : issue.keyword === 'additionalProperties'
        ? String(issue.params.additionalProperty)
        : '';
  const field = [path, child].filter(Boolean).join('.');
  return field || context || 'body';
}

function describe(issue: AjvIssue, field: string): Text {
  const limit = Number(issue.params.limit);
  switch (issue.keyword) {
    case 'required':
      return fieldMessages.required;
    case 'additionalProperties':
      return fieldMessages.notAccepted;
    case 'pattern':
      return /zip/.test(field) && String(issue.params.pattern).includes('{5}')
        ? fieldMessages.zipCode
        : fieldMessages.pattern;
    case 'format':
      return issue.params.format === 'email'
        ? fieldMessages.email
        : fieldMessage('format', {
            // ICU select keys are words: `date-time` is `datetime`.
            kind: String(issue.params.format).replace(/[^a-z]/gi, ''),
            format: String(issue.params.format),
          });
    case 'type': {
      // `integer,null` (a nullable field) reads "must be an integer or null".
      const types = String(issue.params.type).split(',');
      if (types.length === 1) return fieldMessage('type', { type: types[0] });
      const [type, ...rest] = types.filter((each) => each !== 'null');
      return rest.length === 0 && types.includes('null')
        ? fieldMessage('typeOrNull', { type })
        : fieldMessage('type', { type: 'other' });
    }
    case 'enum':
      return fieldMessage('enum', {
        values: (issue.params.allowedValues as unknown[]).join(', '),
      });
    case 'minLength':
    case 'minItems':
      return limit === 1 ? fieldMessages.notEmpty : fieldMessage(issue.keyword, { limit });
    case 'maxLength':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return fieldMessage(issue.keyword, { limit });
    case 'uniqueItems':
      return fieldMessages.uniqueItems;
    case 'oneOf':
      return fieldMessages.oneOf;
    default:
      return fieldMessages.invalid;
  }
}

/** Properties missing or not accepted right at the schema's own level: how far off a shape is. */
const isShapeIssue = (issue: AjvIssue, instancePath: string) =>
  issue.instancePath === instancePath &&
  (issue.keyword === 'required' || issue.keyword === 'additionalProperties');

/**
 * A value failing a `oneOf` fails every alternative, and Ajv reports them all: a quote list with
 * one bad date would also be told that the single-unit body's `listing` is required and `items` is
 * not accepted. Only the issues of the alternative the value is closest to are kept — the fewest
 * missing or foreign properties at its level, then the fewest issues, then the first one — so a
 * body is judged against the shape it has. `anyOf` (nullable values) is left as it is.
 */
export function closestAlternatives(issues: AjvIssue[]): AjvIssue[] {
  let kept = issues;
  for (const failed of issues.filter((issue) => issue.keyword === 'oneOf')) {
    const prefix = `${failed.schemaPath}/`;
    const byBranch = new Map<string, AjvIssue[]>();
    for (const issue of kept) {
      if (!issue.schemaPath?.startsWith(prefix)) continue;
      const branch = issue.schemaPath.slice(prefix.length).split('/')[0]!;
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), issue]);
    }
    if (byBranch.size === 0) continue; // it matched several: only the oneOf issue says so
    const score = (branchIssues: AjvIssue[]) =>
      branchIssues.filter((issue) => isShapeIssue(issue, failed.instancePath)).length;
    const [closest] = [...byBranch].sort(
      ([a, aIssues], [b, bIssues]) =>
        score(aIssues) - score(bIssues) || aIssues.length - bIssues.length || Number(a) - Number(b),
    )[0]!;
    kept = kept.filter(
      (issue) =>
        issue !== failed &&
        (!issue.schemaPath?.startsWith(prefix) ||
          issue.schemaPath.startsWith(`${prefix}${closest}/`)),
    );
  }
  return kept;
}

/**
 * Turns request-validation issues into the documented `errors` map: field → messages. Field names
 * come from the request (`{"constructor":1}` is an unknown field named `constructor`), so the map
 * has no prototype: `errors.constructor` is not `Object`, `errors.__proto__` is a plain key.
 */
export function fieldErrors(issues: AjvIssue[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  for (const issue of closestAlternatives(issues)) {
    const field = fieldOf(issue, context);
    const message = describe(issue, field);
    const list = (errors[field] ??= []);
    const english = translate('en', message);
    if (!list.some((each) => translate('en', each) === english)) list.push(message);
  }
  return errors;
}

const INT4_MAX = 2_147_483_647;

/** Out of the database's range: not a finite int4-sized number, or a text with a NUL character. */
function unstorable(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value) || Math.abs(value) > INT4_MAX;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return true;
    const number = Number(value);
    return /^-?(\d+|Infinity)$/.test(value.trim()) && Math.abs(number) > INT4_MAX;
  }
  if (Array.isArray(value)) return value.some(unstorable);
  return false;
}

/** The first path parameter, query parameter or body field holding an unstorable value. */
function offendingField(request: FastifyRequest): string {
  for (const part of [request.params, request.query, request.body]) {
    if (!part || typeof part !== 'object') continue;
    for (const [name, value] of Object.entries(part as Record<string, unknown>)) {
      if (unstorable(value)) return name;
    }
  }
  return 'body';
}

/** busboy's errors for a truncated or malformed multipart body (no status code of their own). */
function unreadableMultipart(error: Error, request: FastifyRequest): boolean {
  return (
    /^multipart\//i.test(String(request.headers['content-type'] ?? '')) &&
    /unexpected end of (multipart data|form)|boundary not found|malformed part header/i.test(
      error.message,
    )
  );
}

/** The error shape in the request's language (`Accept-Language`). */
function send(request: FastifyRequest, reply: FastifyReply, status: number, error: ApiError) {
  // Also here: an URL the router cannot read fails before any hook (frameworkErrors).
  const locale = request.url.startsWith('/api/')
    ? markLanguage(request, reply)
    : requestLocale(request);
  return reply.code(status).send(error.toBody(locale));
}

/** What a 500 says when even the error handler failed: fixed English text, nothing internal. */
const LAST_RESORT_BODY = JSON.stringify({
  message: translate('en', errorMessages.serverError),
  slug: 'server_error',
});

/**
 * The one error handler: every failure leaves as the documented error shape; 5xx hide internals
 * and are logged. It never throws: should turning an error into its answer fail, the failure and
 * the original error are logged and the answer is a plain 500 (Fastify's fallback would send the
 * thrown message to the client and log nothing).
 */
export function errorHandler(
  error: FastifyError | ApiError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  try {
    return answerError(error, request, reply);
  } catch (failure) {
    request.log.error({ err: failure, original: error }, 'the error handler failed');
    if (reply.sent) return reply;
    // A string is sent as it is: no serializer or response schema runs that could fail again.
    return reply
      .code(500)
      .header('content-type', 'application/json; charset=utf-8')
      .send(LAST_RESORT_BODY);
  }
}

function answerError(
  error: FastifyError | ApiError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return send(request, reply, error.statusCode, error);
  }

  const fastifyError = error as FastifyError & { validation?: AjvIssue[] };
  if (
    fastifyError.validation &&
    fastifyError.validationContext !== undefined &&
    (fastifyError.statusCode ?? 400) < 500
  ) {
    const errors = fieldErrors(fastifyError.validation, fastifyError.validationContext);
    return send(request, reply, 422, validationFailed(errors));
  }

  // PostgreSQL "data exception" (SQLSTATE class 22): a value the client sent that the schema lets
  // through but the database cannot take — an id beyond the integer range (`2147483648`),
  // `Infinity` (JSON schema integers have no upper bound), a NUL character in a text. Input, not a
  // server failure: the documented 422.
  const sqlState = (error as { code?: unknown }).code;
  if (
    typeof sqlState === 'string' &&
    /^22[0-9A-Z]{3}$/.test(sqlState) &&
    !fastifyError.statusCode
  ) {
    request.log.warn({ err: error }, 'request value rejected by the database');
    const field = offendingField(request);
    return send(request, reply, 422, validationFailed({ [field]: [fieldMessages.outOfRange] }));
  }

  // The database is unreachable (restart, failover): a 503 the client may retry, not a 500.
  if (!fastifyError.statusCode && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    const unavailable = new ApiError(503, errorMessages.serviceUnavailable, 'service_unavailable');
    return send(request, reply, 503, unavailable);
  }

  const status = fastifyError.statusCode ?? (unreadableMultipart(error, request) ? 400 : 500);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, new ApiError(500, errorMessages.serverError, 'server_error'));
  }
  const known = BY_STATUS[status];
  if (known) return send(request, reply, status, new ApiError(status, known[1], known[0]));
  // Other 4xx from the framework (malformed JSON, empty JSON body, bad content length …): the
  // request could not be read, reported like any other invalid input.
  if (fastifyError.code === 'FST_ERR_BAD_URL') {
    const badUrl = validationFailed({ url: [fieldMessages.validUrl] }, errorMessages.urlUnreadable);
    return send(request, reply, 422, badUrl);
  }
  const reason =
    error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
      ? fieldMessages.validJson
      : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? fieldMessages.notEmpty
        : fieldMessages.unreadable;
  return send(
    request,
    reply,
    422,
    validationFailed({ body: [reason] }, errorMessages.bodyUnreadable),
  );
}
