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
  | 'not_implemented';

/** A failure the client should see as is: status, safe message, slug and (422) field errors. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly slug: ErrorSlug,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody() {
    return {
      message: this.message,
      slug: this.slug,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const notFound = (message = 'The requested resource was not found.') =>
  new ApiError(404, message, 'not_found');

export const PUBLISHING_NOT_APPROVED_MESSAGE =
  'Your account may not publish to the catalog yet: a platform administrator approves new accounts. Until then, save the product as a draft.';

/** A product would be published by an account not approved to publish (403). */
export const publishingNotApproved = () =>
  new ApiError(403, PUBLISHING_NOT_APPROVED_MESSAGE, 'publishing_not_approved');

export const validationFailed = (
  errors: Record<string, string[]>,
  message = 'The given data was invalid.',
) => new ApiError(422, message, 'validation_failed', errors);

/** The asset store (disk or bucket) cannot be reached: try again later (503). */
export const storageUnavailable = () =>
  new ApiError(
    503,
    'Files cannot be stored right now. Please try again in a few minutes.',
    'storage_unavailable',
  );

export const notImplemented = (operationId: string) =>
  new ApiError(501, `The operation ${operationId} is not implemented yet.`, 'not_implemented');

export const endpointObsolete = () =>
  new ApiError(
    410,
    'This version of the app uses a feature that has been retired. Please update or reload to continue.',
    'endpoint_obsolete',
  );
