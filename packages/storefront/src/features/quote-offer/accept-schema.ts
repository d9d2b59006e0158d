import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { optionalText, requiredText } from '@/lib/forms/schema-fields';
import { say } from '@/lib/forms/say';

/** The contract's limits of `QuoteAcceptInput` and `QuoteDeclineInput` (openapi.yaml). */
export const ACCEPT_MAX_LENGTHS = { signer_name: 120, signer_title: 120 } as const;
export const DECLINE_REASON_MAX_LENGTH = 1000;

const messages = {
  name: /*i18n*/ { id: 'quoteOffer.accept.nameRequired', message: 'Type your full name to sign' },
  agree: /*i18n*/ {
    id: 'quoteOffer.accept.agreeRequired',
    message: 'Tick the box to agree to the terms of the quote',
  },
};

/** The acceptance: a typed full name, an optional title, and the box agreeing to the terms. */
export const acceptSchema = (i18n: I18n) =>
  v.object({
    signer_name: v.pipe(
      requiredText(say(i18n, messages.name), ACCEPT_MAX_LENGTHS.signer_name, i18n),
      v.minLength(2, say(i18n, messages.name)),
    ),
    signer_title: v.pipe(
      optionalText(ACCEPT_MAX_LENGTHS.signer_title, i18n),
      v.transform((value) => value ?? undefined),
    ),
    agree: v.pipe(
      v.boolean(),
      v.check((value) => value, say(i18n, messages.agree)),
      v.transform(() => true as const),
    ),
  });

export type AcceptValues = v.InferInput<ReturnType<typeof acceptSchema>>;

/** The decline: an optional reason. */
export const declineSchema = (i18n: I18n) =>
  v.object({
    reason: v.pipe(
      optionalText(DECLINE_REASON_MAX_LENGTH, i18n),
      v.transform((value) => value ?? undefined),
    ),
  });
