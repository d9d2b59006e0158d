/** Turning anything thrown while rendering a route into the error page's status and title. */
import type { I18n } from '@lingui/core';
import { ApiError, NetworkError, sdkMessages } from '@liftline/sdk';
import { say } from './forms/say';

export const DEFAULT_ERROR_STATUS = 500;
export const DEFAULT_ERROR_MESSAGE = /*i18n*/ {
  id: 'errorPage.somethingWentWrong',
  message: 'Something went wrong',
};

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

/**
 * The error page's title for `error`, in the language of `i18n` (English without one): its message,
 * else a generic sentence. On a page in another language an API error shows the server's own
 * message (written in the request's language: `Accept-Language`) rather than the English status
 * text, and a network failure the SDK's words in that language.
 */
export function getErrorMessage(error: unknown, i18n?: I18n): string {
  if (typeof error === 'string' && error.trim()) return error;
  const fallback = say(i18n, DEFAULT_ERROR_MESSAGE);
  if (i18n && i18n.locale !== 'en') {
    if (error instanceof ApiError) return error.serverMessage ?? fallback;
    if (error instanceof NetworkError) return sdkMessages(i18n.locale).networkError;
  }
  const message = asRecord(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
