import { isValidZip, INVALID_ZIP_MESSAGE, QUOTE_MAX_LENGTHS } from '@liftline/sdk';
import * as v from 'valibot';
import { emailField, optionalText, requiredText, tooLong } from '@/lib/forms/schema-fields';

export const PHONE_MIN_LENGTH = 7;

/**
 * The jobsite and contact step of the quote list, with the rules of `QuoteListInput` (the lines
 * come from the list itself; the longest values are the SDK's `QUOTE_MAX_LENGTHS`, which its quote
 * flow checks too). Optional fields left empty are sent as null.
 */
export const quoteRequestSchema = v.object({
  jobsite_address: requiredText(
    'Enter the jobsite’s street address',
    QUOTE_MAX_LENGTHS.jobsite_address,
  ),
  jobsite_zip: v.pipe(v.string(), v.trim(), v.check(isValidZip, INVALID_ZIP_MESSAGE)),
  name: requiredText('Enter your name', QUOTE_MAX_LENGTHS.name),
  email: emailField(QUOTE_MAX_LENGTHS.email),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter a phone number'),
    v.minLength(PHONE_MIN_LENGTH, `Enter at least ${PHONE_MIN_LENGTH} characters`),
    v.maxLength(QUOTE_MAX_LENGTHS.phone, tooLong(QUOTE_MAX_LENGTHS.phone)),
  ),
  company: optionalText(QUOTE_MAX_LENGTHS.company),
  po_number: optionalText(QUOTE_MAX_LENGTHS.po_number),
  notes: optionalText(QUOTE_MAX_LENGTHS.notes),
});

export type QuoteRequestValues = v.InferInput<typeof quoteRequestSchema>;
