import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { optionalText } from '@/lib/forms/schema-fields';
import { accountFields, accountMessages, PASSWORD_MAX_LENGTH } from '@/lib/forms/account-fields';

/**
 * The auth forms' rules, mirroring the contract's `LoginInput`, `RegisterInput`,
 * `ForgotPasswordInput` and `ResetPasswordInput` (checked in lib/forms/form-schemas.test.ts): the
 * same required fields, lengths and e-mail format, so most mistakes are caught before a request.
 * The server stays the authority; its 422 messages show the same way. Each takes the page's
 * `i18n`: the messages are in its language.
 */

export {
  accountMessages,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/lib/forms/account-fields';

/**
 * The confirmation must repeat the password (the message sits on the confirmation). It depends
 * only on the confirmation being filled in: a password that breaks its own rules still gets the
 * mismatch said at once.
 */
const matches = (input: { password_confirmation: string }) =>
  (input as { password?: unknown }).password === input.password_confirmation;

/** A new password and its confirmation (which must repeat it: `matches`). */
function newPasswordEntries(i18n: I18n) {
  const { newPassword, messages } = accountFields(i18n);
  return {
    password: newPassword,
    password_confirmation: v.pipe(
      v.string(),
      v.nonEmpty(messages.confirmationRequired),
      v.maxLength(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    ),
  };
}

export const loginSchema = (i18n: I18n) => {
  const { email, messages } = accountFields(i18n);
  return v.object({
    email,
    password: v.pipe(
      v.string(),
      v.nonEmpty(messages.passwordRequired),
      v.maxLength(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    ),
  });
};

/** The contract's limit of a company (and so account) name. */
export const COMPANY_NAME_MAX_LENGTH = 100;

export const registerSchema = (i18n: I18n) => {
  const { email, personName, messages } = accountFields(i18n);
  return v.pipe(
    v.object({
      name: personName,
      company_name: v.optional(optionalText(COMPANY_NAME_MAX_LENGTH, i18n)),
      email,
      ...newPasswordEntries(i18n),
    }),
    v.forward(v.partialCheck([['password_confirmation']], matches, messages.confirmationMismatch), [
      'password_confirmation',
    ]),
  );
};

export const forgotPasswordSchema = (i18n: I18n) => v.object({ email: accountFields(i18n).email });

export const newPasswordSchema = (i18n: I18n) =>
  v.pipe(
    v.object(newPasswordEntries(i18n)),
    v.forward(
      v.partialCheck(
        [['password_confirmation']],
        matches,
        accountMessages(i18n).confirmationMismatch,
      ),
      ['password_confirmation'],
    ),
  );

export type LoginValues = v.InferInput<ReturnType<typeof loginSchema>>;
export type RegisterValues = v.InferInput<ReturnType<typeof registerSchema>>;
