import type { I18n } from '@lingui/core';
import { isValidZip, QUOTE_MAX_LENGTHS, sdkMessages } from '@liftline/sdk';
import * as v from 'valibot';
import { emailField, optionalText, requiredText, tooLong } from '@/lib/forms/schema-fields';
import { translate } from '@/utils/translate';

export const PHONE_MIN_LENGTH = 7;

const messages = {
  phoneRequired: /*i18n*/ {
    id: 'quoteList.details.phoneRequired',
    message: 'Enter a phone number',
  },
  phoneTooShort: /*i18n*/ {
    id: 'quoteList.details.phoneTooShort',
    message: 'Enter at least {min} characters',
  },
};

/**
 * The jobsite and contact step of the quote list, with the rules of `QuoteListInput` (the lines
 * come from the list itself; the longest values are the SDK's `QUOTE_MAX_LENGTHS`, which its quote
 * flow checks too), its messages in the language of `i18n` (the SDK's words where the widget's
 * flow says the same). Optional fields left empty are sent as null.
 */
export const quoteRequestSchema = (i18n: I18n) => {
  const words = sdkMessages(i18n.locale);
  return v.object({
    jobsite_address: requiredText(
      words.jobsiteAddressMissing,
      QUOTE_MAX_LENGTHS.jobsite_address,
      i18n,
    ),
    jobsite_zip: v.pipe(v.string(), v.trim(), v.check(isValidZip, words.invalidZip)),
    name: requiredText(words.nameMissing, QUOTE_MAX_LENGTHS.name, i18n),
    email: emailField(QUOTE_MAX_LENGTHS.email, i18n),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(messages.phoneRequired)),
      v.minLength(
        PHONE_MIN_LENGTH,
        translate(i18n, messages.phoneTooShort, { min: PHONE_MIN_LENGTH }),
      ),
      v.maxLength(QUOTE_MAX_LENGTHS.phone, tooLong(QUOTE_MAX_LENGTHS.phone, i18n)),
    ),
    company: optionalText(QUOTE_MAX_LENGTHS.company, i18n),
    po_number: optionalText(QUOTE_MAX_LENGTHS.po_number, i18n),
    notes: optionalText(QUOTE_MAX_LENGTHS.notes, i18n),
  });
};

export type QuoteRequestValues = v.InferInput<ReturnType<typeof quoteRequestSchema>>;
