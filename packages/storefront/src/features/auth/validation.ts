import type { FieldErrors } from '@liftline/sdk';

/**
 * The client-side checks of the auth forms, mirroring the contract's schemas (`RegisterInput`,
 * `LoginInput`, `ForgotPasswordInput`, `ResetPasswordInput`): the same required fields, lengths and
 * e-mail format, so most mistakes are caught before a request. The server stays the authority; its
 * 422 messages are shown the same way.
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

type Errors = Partial<Record<string, string[]>>;

function compact(errors: Errors): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages?.length) result[field] = messages;
  }
  return result;
}

export function emailErrors(email: string): string[] {
  const value = email.trim();
  if (!value) return [MESSAGES.emailRequired];
  if (value.length > EMAIL_MAX_LENGTH) return [MESSAGES.emailTooLong];
  if (!EMAIL_PATTERN.test(value)) return [MESSAGES.emailInvalid];
  return [];
}

/** A new password: 8 to 255 characters (spaces count; nothing is trimmed). */
export function newPasswordErrors(password: string): string[] {
  if (!password) return [MESSAGES.newPasswordRequired];
  if (password.length < PASSWORD_MIN_LENGTH) return [MESSAGES.passwordTooShort];
  if (password.length > PASSWORD_MAX_LENGTH) return [MESSAGES.passwordTooLong];
  return [];
}

export function confirmationErrors(password: string, confirmation: string): string[] {
  if (!confirmation) return [MESSAGES.confirmationRequired];
  if (confirmation !== password) return [MESSAGES.confirmationMismatch];
  return [];
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginValues): FieldErrors {
  return compact({
    email: emailErrors(email),
    password: password ? [] : [MESSAGES.passwordRequired],
  });
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export function validateRegister(values: RegisterValues): FieldErrors {
  const name = values.name.trim();
  return compact({
    name: !name
      ? [MESSAGES.nameRequired]
      : name.length > NAME_MAX_LENGTH
        ? [MESSAGES.nameTooLong]
        : [],
    email: emailErrors(values.email),
    password: newPasswordErrors(values.password),
    password_confirmation: confirmationErrors(values.password, values.password_confirmation),
  });
}

export function validateForgotPassword({ email }: { email: string }): FieldErrors {
  return compact({ email: emailErrors(email) });
}

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors {
  return compact({
    password: newPasswordErrors(values.password),
    password_confirmation: confirmationErrors(values.password, values.password_confirmation),
  });
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
