import * as v from 'valibot';

/**
 * The auth forms' rules, mirroring the contract's `LoginInput`, `RegisterInput`,
 * `ForgotPasswordInput` and `ResetPasswordInput` (checked in lib/forms/form-schemas.test.ts): the
 * same required fields, lengths and e-mail format, so most mistakes are caught before a request.
 * The server stays the authority; its 422 messages show the same way.
 */

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/** Something, an @, something, a dot, something; no spaces (the server checks the full format). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Use at most ${NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  emailTooLong: `Use at most ${EMAIL_MAX_LENGTH} characters.`,
  passwordRequired: 'Enter your password.',
  newPasswordRequired: 'Choose a password.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  confirmationRequired: 'Enter the password again.',
  confirmationMismatch: 'The passwords do not match.',
} as const;

/** A trimmed e-mail address. */
export const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(MESSAGES.emailRequired),
  v.maxLength(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong),
  v.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
);

/** A new password: 8 to 255 characters (spaces count; nothing is trimmed). */
export const newPassword = v.pipe(
  v.string(),
  v.nonEmpty(MESSAGES.newPasswordRequired),
  v.minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
  v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
);

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

export const registerSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(MESSAGES.nameRequired),
      v.maxLength(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
    ),
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
