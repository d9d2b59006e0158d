import * as v from 'valibot';
import { optionalText } from '@/lib/forms/schema-fields';
import {
  email,
  MESSAGES,
  newPassword,
  personName,
  PASSWORD_MAX_LENGTH,
} from '@/lib/forms/account-fields';

/**
 * The auth forms' rules, mirroring the contract's `LoginInput`, `RegisterInput`,
 * `ForgotPasswordInput` and `ResetPasswordInput` (checked in lib/forms/form-schemas.test.ts): the
 * same required fields, lengths and e-mail format, so most mistakes are caught before a request.
 * The server stays the authority; its 422 messages show the same way.
 */

export {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/lib/forms/account-fields';

const passwordConfirmation = v.pipe(
  v.string(),
  v.nonEmpty(MESSAGES.confirmationRequired),
  v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
);

/**
 * The confirmation must repeat the password (the message sits on the confirmation). It depends
 * only on the confirmation being filled in: a password that breaks its own rules still gets the
 * mismatch said at once.
 */
const matches = (input: { password_confirmation: string }) =>
  (input as { password?: unknown }).password === input.password_confirmation;

export const loginSchema = v.object({
  email,
  password: v.pipe(
    v.string(),
    v.nonEmpty(MESSAGES.passwordRequired),
    v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  ),
});

/** The contract's limit of a company (and so account) name. */
export const COMPANY_NAME_MAX_LENGTH = 100;

export const registerSchema = v.pipe(
  v.object({
    name: personName,
    company_name: v.optional(optionalText(COMPANY_NAME_MAX_LENGTH)),
    email,
    password: newPassword,
    password_confirmation: passwordConfirmation,
  }),
  v.forward(v.partialCheck([['password_confirmation']], matches, MESSAGES.confirmationMismatch), [
    'password_confirmation',
  ]),
);

export const forgotPasswordSchema = v.object({ email });

export const newPasswordSchema = v.pipe(
  v.object({ password: newPassword, password_confirmation: passwordConfirmation }),
  v.forward(v.partialCheck([['password_confirmation']], matches, MESSAGES.confirmationMismatch), [
    'password_confirmation',
  ]),
);

export type LoginValues = v.InferInput<typeof loginSchema>;
export type RegisterValues = v.InferInput<typeof registerSchema>;
