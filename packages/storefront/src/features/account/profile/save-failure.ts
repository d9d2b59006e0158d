import { ApiError, type FieldErrors } from '@liftline/sdk';
import { isValidationError, messageOf } from '@/lib/field-errors';
import { asSentences } from './profile-validation';

/** How a form shows a failed save: messages by field, a form-level message, and the toast. */
export interface SaveFailure {
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The "Validation Error: Check inputs and try again." toast of a 422 with `errors`. */
  toast: string | null;
}

/**
 * Sorts a failed save into what the form shows: a 422's messages beside `fields` (others in the
 * form alert), a 409 beside `conflictField` when given, anything else in the form alert.
 */
export function saveFailureOf(
  error: unknown,
  fields: readonly string[],
  conflictField?: string,
): SaveFailure {
  if (isValidationError(error)) {
    const apiError = error as ApiError;
    const fieldErrors: FieldErrors = {};
    const other: string[] = [];
    for (const [field, messages] of Object.entries(apiError.fieldErrors)) {
      if (fields.includes(field)) fieldErrors[field] = asSentences(messages) ?? [];
      else other.push(...(asSentences(messages) ?? []));
    }
    return {
      fieldErrors,
      formError: other.length ? other.join(' ') : null,
      toast: apiError.message,
    };
  }
  if (error instanceof ApiError && error.status === 409 && conflictField && error.serverMessage)
    return {
      fieldErrors: { [conflictField]: [error.serverMessage] },
      formError: null,
      toast: null,
    };
  return { fieldErrors: {}, formError: messageOf(error), toast: null };
}
