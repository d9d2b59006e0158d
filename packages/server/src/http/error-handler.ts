import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorSlug } from './api-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  message?: string;
  params: Record<string, unknown>;
}

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';
const SERVICE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a few seconds.';

const SLUG_BY_STATUS: Record<number, ErrorSlug> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'endpoint_obsolete',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
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

function describe(issue: AjvIssue, field: string): string {
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an accepted field';
    case 'pattern':
      return /zip/.test(field) && String(issue.params.pattern).includes('{5}')
        ? 'must be a five digit zip code'
        : 'has an invalid format';
    case 'format':
      return issue.params.format === 'email'
        ? 'must be a valid e-mail address'
        : `must be a valid ${String(issue.params.format)}`;
    case 'type': {
      // `integer,null` (a nullable field) reads "must be an integer or null".
      const type = String(issue.params.type).split(',').join(' or ');
      return `must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
    }
    case 'enum':
      return `must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    case 'minLength':
      return Number(issue.params.limit) === 1
        ? 'must not be empty'
        : `must be at least ${String(issue.params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(issue.params.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(issue.params.limit)}`;
    case 'maximum':
      return `must be at most ${String(issue.params.limit)}`;
    case 'minItems':
      return Number(issue.params.limit) === 1
        ? 'must not be empty'
        : `must have at least ${String(issue.params.limit)} entries`;
    case 'maxItems':
      return `must have at most ${String(issue.params.limit)} entries`;
    default:
      return issue.message ?? 'is invalid';
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

/** Turns request-validation issues into the documented `errors` map: field → messages. */
export function fieldErrors(
  issues: AjvIssue[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of closestAlternatives(issues)) {
    const field = fieldOf(issue, context);
    const message = describe(issue, field);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
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

/** The one error handler: every failure leaves as the documented error shape; 5xx hide internals. */
export function errorHandler(
  error: FastifyError | ApiError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.code(error.statusCode).send(error.toBody());
  }

  const fastifyError = error as FastifyError & { validation?: AjvIssue[] };
  if (
    fastifyError.validation &&
    fastifyError.validationContext !== undefined &&
    (fastifyError.statusCode ?? 400) < 500
  ) {
    const errors = fieldErrors(fastifyError.validation, fastifyError.validationContext);
    return reply
      .code(422)
      .send({ message: 'The given data was invalid.', slug: 'validation_failed', errors });
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
    return reply.code(422).send({
      message: 'The given data was invalid.',
      slug: 'validation_failed',
      errors: { [offendingField(request)]: ['is out of range or contains invalid characters'] },
    });
  }

  // The database is unreachable (restart, failover): a 503 the client may retry, not a 500.
  if (!fastifyError.statusCode && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: SERVICE_UNAVAILABLE, slug: 'service_unavailable' });
  }

  const status = fastifyError.statusCode ?? (unreadableMultipart(error, request) ? 400 : 500);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GENERIC_SERVER_ERROR, slug: 'server_error' });
  }
  if (SLUG_BY_STATUS[status]) {
    const message = status === 404 ? 'The requested resource was not found.' : fastifyError.message;
    return reply.code(status).send({ message, slug: SLUG_BY_STATUS[status] });
  }
  // Other 4xx from the framework (malformed JSON, empty JSON body, bad content length …): the
  // request could not be read, reported like any other invalid input.
  if (fastifyError.code === 'FST_ERR_BAD_URL') {
    return reply.code(422).send({
      message: 'The request URL could not be read.',
      slug: 'validation_failed',
      errors: { url: ['must be a valid URL (percent-encoded UTF-8)'] },
    });
  }
  const reason =
    error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
      ? 'must be valid JSON'
      : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'must not be empty'
        : 'could not be read';
  return reply.code(422).send({
    message: 'The request body could not be read.',
    slug: 'validation_failed',
    errors: { body: [reason] },
  });
}
