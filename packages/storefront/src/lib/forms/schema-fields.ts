import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { formatDecimal } from '@/utils/format';
import { say } from './say';

/** The server's `format: email` check (ajv-formats, full mode), so both sides agree. */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const messages = {
  tooLong: /*i18n*/ { id: 'form.tooLong', message: 'Use at most {max} characters' },
  emailRequired: /*i18n*/ { id: 'form.emailRequired', message: 'Enter your e-mail address' },
  emailInvalid: /*i18n*/ {
    id: 'form.emailInvalid',
    message: 'Enter a valid e-mail address, like name@example.com',
  },
};

/**
 * "Use at most 5,000 characters", in the language of `i18n` (English without one: the back
 * office's schemas). Every helper here takes the page's `i18n` the same way.
 */
export const tooLong = (max: number, i18n?: I18n) =>
  say(i18n, messages.tooLong, { max: formatDecimal(max, 3) });

/** Trimmed text that must not be empty (`required`: the message), up to `max` characters. */
export const requiredText = (required: string, max: number, i18n?: I18n) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong(max, i18n)));

/** Trimmed optional text up to `max` characters; empty becomes `null` (what the API stores). */
export const optionalText = (max: number, i18n?: I18n) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, tooLong(max, i18n)),
    v.transform((value) => value || null),
  );

/** A required e-mail address, checked like the server checks it. */
export const emailField = (max = 254, i18n?: I18n) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say(i18n, messages.emailRequired)),
    v.maxLength(max, tooLong(max, i18n)),
    v.regex(EMAIL_PATTERN, say(i18n, messages.emailInvalid)),
  );

/** A server's short field message ("is not your current password") as a sentence. */
export function asSentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
