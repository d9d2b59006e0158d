import { en } from './messages/en';
import { sdkMessages } from './messages';
/** The message of any 422 response that carries field errors. */
export const VALIDATION_ERROR_MESSAGE = en.validationError;

/** Field name → messages, as sent by the server on 422. */
export type FieldErrors = Record<string, string[]>;

/** The documented error body (`components.schemas.Error`). */
export interface ErrorBody {
  message?: string;
  slug?: string;
  errors?: FieldErrors;
}

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null;
}

/**
 * An HTTP error answered by the API. `message` follows one rule everywhere:
 * a 422 with `errors` → "Validation Error: Check inputs and try again.";
 * otherwise the status text, plus ": <server message>" when the server sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The server's own `message`, if it sent one (safe to show). */
  readonly serverMessage: string | undefined;
  readonly slug: string | undefined;
  /** Field errors of a 422, keyed by field name; empty otherwise. */
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;
  /** How long the server asked to wait before trying again (`Retry-After` of a 429/503), seconds. */
  readonly retryAfterSeconds: number | null;

  /** `retryAfter`: the response's `Retry-After` header (the API sends delta-seconds). */
  constructor(status: number, statusText: string, body: unknown, retryAfter?: string | null) {
    const parsed = isErrorBody(body) ? body : {};
    const text = statusText || REASON_PHRASES[status] || `HTTP ${status}`;
    const serverMessage =
      typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
    const fieldErrors =
      parsed.errors && typeof parsed.errors === 'object' ? parsed.errors : undefined;
    const message =
      status === 422 && fieldErrors
        ? VALIDATION_ERROR_MESSAGE
        : serverMessage
          ? `${text}: ${serverMessage}`
          : text;
    super(message);
    this.status = status;
    this.statusText = text;
    this.serverMessage = serverMessage;
    this.slug = typeof parsed.slug === 'string' ? parsed.slug : undefined;
    this.fieldErrors = fieldErrors ?? {};
    this.body = body;
    this.retryAfterSeconds = retryAfter && +retryAfter >= 0 ? Math.ceil(+retryAfter) : null;
  }

  get isValidationError(): boolean {
    return this.status === 422 && Object.keys(this.fieldErrors).length > 0;
  }
}

/** The request never got an HTTP answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(override readonly cause: unknown) {
    super(en.networkError);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The title of every error notice (toast) the storefront and the widgets show. */
export const ERROR_NOTICE_TITLE = en.errorNoticeTitle;

/** What an error notice says: the red toast's title and text, built here and nowhere else. */
export interface ErrorNotice {
  title: string;
  message: string;
}

/**
 * The error notice for anything a request threw: the API's message (a 422 with field errors gives
 * "Validation Error: Check inputs and try again."; others "<status text>: <server message>"), the
 * network message, or a generic sentence for anything else. `context` prefixes what failed
 * ("Saving the role").
 */
export function errorNotice(error: unknown, context?: string, locale?: string): ErrorNotice {
  const words = sdkMessages(locale);
  const english = words === en;
  let text: string;
  if (error instanceof NetworkError) text = words.networkError;
  else if (error instanceof ApiError && error.message === VALIDATION_ERROR_MESSAGE)
    text = words.validationError;
  // The server wrote its message in the client's language; the status text is English.
  else if (error instanceof ApiError && !english && error.serverMessage) text = error.serverMessage;
  else text = error instanceof Error && error.message ? error.message : words.somethingWentWrong;
  return {
    title: words.errorNoticeTitle,
    message: context ? words.contextFailed(context, text) : text,
  };
}

/** The first message of each field of a 422 (empty for anything else): what a form shows by a field. */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    const first = Array.isArray(list)
      ? list.find((item) => typeof item === 'string' && item)
      : undefined;
    if (first) messages[field] = first;
  }
  return messages;
}
