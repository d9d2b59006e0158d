import { isValidZip, INVALID_ZIP_MESSAGE } from '@liftline/sdk';
import * as v from 'valibot';
import { emailField, optionalText, requiredText, tooLong } from '@/lib/forms/schema-fields';

/** The longest values `QuoteListInput` takes (openapi.yaml). */
export const QUOTE_REQUEST_MAX_LENGTHS = {
  jobsite_address: 200,
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  po_number: 50,
  notes: 2000,
} as const;

export const PHONE_MIN_LENGTH = 7;

/**
 * The jobsite and contact step of the quote list, with the rules of `QuoteListInput` (the lines
 * come from the list itself). Optional fields left empty are sent as null.
 */
export const quoteRequestSchema = v.object({
  jobsite_address: requiredText(
    'Enter the jobsite’s street address',
    QUOTE_REQUEST_MAX_LENGTHS.jobsite_address,
  ),
  jobsite_zip: v.pipe(v.string(), v.trim(), v.check(isValidZip, INVALID_ZIP_MESSAGE)),
  name: requiredText('Enter your name', QUOTE_REQUEST_MAX_LENGTHS.name),
  email: emailField(QUOTE_REQUEST_MAX_LENGTHS.email),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter a phone number'),
    v.minLength(PHONE_MIN_LENGTH, `Enter at least ${PHONE_MIN_LENGTH} characters`),
    v.maxLength(QUOTE_REQUEST_MAX_LENGTHS.phone, tooLong(QUOTE_REQUEST_MAX_LENGTHS.phone)),
  ),
  company: optionalText(QUOTE_REQUEST_MAX_LENGTHS.company),
  po_number: optionalText(QUOTE_REQUEST_MAX_LENGTHS.po_number),
  notes: optionalText(QUOTE_REQUEST_MAX_LENGTHS.notes),
});

export type QuoteRequestValues = v.InferInput<typeof quoteRequestSchema>;
