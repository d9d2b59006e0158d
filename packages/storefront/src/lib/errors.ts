/** Turning anything thrown while rendering a route into the error page's status and title. */

export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function asStatus(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599
    ? value
    : null;
}

/** Status from `statusCode`, `status` or `response.status`, default 500. */
export function getErrorStatus(error: unknown): number {
  const record = asRecord(error);
  if (!record) return DEFAULT_ERROR_STATUS;
  return (
    asStatus(record.statusCode) ??
    asStatus(record.status) ??
    asStatus(asRecord(record.response)?.status) ??
    DEFAULT_ERROR_STATUS
  );
}

export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error.trim()) return error;
  const message = asRecord(error)?.message;
  return typeof message === 'string' && message.trim() ? message : DEFAULT_ERROR_MESSAGE;
}
