import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorSlug } from './api-error';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

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
    case 'type':
      return `must be ${/^[aeiou]/.test(String(issue.params.type)) ? 'an' : 'a'} ${String(issue.params.type)}`;
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
    default:
      return issue.message ?? 'is invalid';
  }
}

/** Turns request-validation issues into the documented `errors` map: field → messages. */
export function fieldErrors(
  issues: AjvIssue[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue, context);
    const message = describe(issue, field);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
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

  const status = fastifyError.statusCode ?? 500;
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
