import * as v from 'valibot';
import { formatDecimal } from '@/utils/format';

/** The server's `format: email` check (ajv-formats, full mode), so both sides agree. */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const tooLong = (max: number) => `Use at most ${formatDecimal(max, 3)} characters`;

/** Trimmed text that must not be empty, up to `max` characters. */
export const requiredText = (required: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong(max)));

/** Trimmed optional text up to `max` characters; empty becomes `null` (what the API stores). */
export const optionalText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, tooLong(max)),
    v.transform((value) => value || null),
  );

/** A required e-mail address, checked like the server checks it. */
export const emailField = (max = 254) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter your e-mail address'),
    v.maxLength(max, tooLong(max)),
    v.regex(EMAIL_PATTERN, 'Enter a valid e-mail address, like name@example.com'),
  );

/** A server's short field message ("is not your current password") as a sentence. */
export function asSentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
