import { ApiError, type FieldErrors } from '@liftline/sdk';

/** The server's per-field messages of a 422 (empty for anything else). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** Whether the error is a 422 carrying field errors (show the validation toast). */
export function isValidationError(error: unknown): boolean {
  return error instanceof ApiError && error.isValidationError;
}

/** A message safe to show for any thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
