import { translate, withValues, type Locale, type Text } from '../i18n/i18n';
import { errorMessages } from './error-messages';

/** Slugs of the documented error shape (`components.schemas.Error.slug`). */
export type ErrorSlug =
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'publishing_not_approved'
  | 'not_found'
  | 'zip_not_found'
  | 'conflict'
  | 'endpoint_obsolete'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'server_error'
  | 'storage_unavailable'
  | 'service_unavailable'
  | 'not_implemented'
  | 'idempotency_key_in_use'
  | 'idempotency_key_reused';

/** Field errors of a 422: field name (never translated) → its messages. */
export type FieldErrors = Record<string, Text[]>;

/**
 * A failure the client should see as is: status, safe message, slug and (422) field errors. The
 * message and field errors are descriptors, written in the request's language by `toBody`;
 * `message` (logs) is the English text.
 */
export class ApiError extends Error {
  /** A 409 about days that are not free: those days (ISO, ascending), for the client to show. */
  days?: readonly string[];

  constructor(
    readonly statusCode: number,
    readonly text: Text,
    readonly slug: ErrorSlug,
    readonly errors?: FieldErrors,
  ) {
    super(translate('en', text));
    this.name = 'ApiError';
  }

  /** The same error, naming the days it is about in its body's `days`. */
  withDays(days: readonly string[]): this {
    this.days = [...days].sort();
    return this;
  }

  toBody(locale: Locale = 'en') {
    return {
      message: translate(locale, this.text),
      slug: this.slug,
      ...(this.errors ? { errors: translateFieldErrors(locale, this.errors) } : {}),
      ...(this.days ? { days: [...this.days] } : {}),
    };
  }
}

export const translateFieldErrors = (locale: Locale, errors: FieldErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, texts]) => [
      field,
      texts.map((text) => translate(locale, text)),
    ]),
  );

export const notFound = (message: Text = errorMessages.notFound) =>
  new ApiError(404, message, 'not_found');

const apiMessages = {
  publishingNotApproved: /*i18n*/ {
    id: 'error.publishingNotApproved',
    message:
      'Your account may not publish to the catalog yet: a platform administrator approves new accounts. Until then, save the product as a draft.',
  },
  storageUnavailable: /*i18n*/ {
    id: 'error.storageUnavailable',
    message: 'Files cannot be stored right now. Please try again in a few minutes.',
  },
  notImplemented: /*i18n*/ {
    id: 'error.notImplemented',
    message: 'The operation {operationId} is not implemented yet.',
  },
  endpointObsolete: /*i18n*/ {
    id: 'error.endpointObsolete',
    message:
      'This version of the app uses a feature that has been retired. Please update or reload to continue.',
  },
};

/** A product would be published by an account not approved to publish (403). */
export const publishingNotApproved = () =>
  new ApiError(403, apiMessages.publishingNotApproved, 'publishing_not_approved');

export const validationFailed = (errors: FieldErrors, message: Text = errorMessages.invalidData) =>
  new ApiError(422, message, 'validation_failed', errors);

/** The asset store (disk or bucket) cannot be reached: try again later (503). */
export const storageUnavailable = () =>
  new ApiError(503, apiMessages.storageUnavailable, 'storage_unavailable');

export const notImplemented = (operationId: string) =>
  new ApiError(501, withValues(apiMessages.notImplemented, { operationId }), 'not_implemented');

export const endpointObsolete = () =>
  new ApiError(410, apiMessages.endpointObsolete, 'endpoint_obsolete');
