import type { FieldErrors } from '@liftline/sdk';

/** The contract's limits (UpdateUserInput, ChangePasswordInput). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

// One "@", something either side, a dot in the domain: the server checks the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ProfileValues {
  name: string;
  email: string;
}

export interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/**
 * Checks before `PUT /user/`; an empty result means the values may be sent. `currentPassword` is
 * given when the e-mail address changes (the server requires it then).
 */
export function validateProfile(
  { name, email }: ProfileValues,
  currentPassword?: string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!name.trim()) add(errors, 'name', 'Enter your name.');
  else if (name.trim().length > NAME_MAX_LENGTH)
    add(errors, 'name', `Use at most ${NAME_MAX_LENGTH} characters.`);
  const address = email.trim();
  if (!address) add(errors, 'email', 'Enter your e-mail address.');
  else if (address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(address))
    add(errors, 'email', 'Enter a valid e-mail address, like name@example.com.');
  if (currentPassword !== undefined && !currentPassword)
    add(errors, 'current_password', 'Enter your current password to change your e-mail address.');
  return errors;
}

/** Checks before `PUT /user/change-password`. */
export function validatePasswordChange(values: PasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.current_password) add(errors, 'current_password', 'Enter your current password.');
  if (!values.password) add(errors, 'password', 'Enter a new password.');
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    add(errors, 'password', `Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  else if (values.password.length > PASSWORD_MAX_LENGTH)
    add(errors, 'password', `Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  else if (values.password === values.current_password)
    add(errors, 'password', 'Choose a password different from your current one.');
  if (values.password && values.password_confirmation !== values.password)
    add(errors, 'password_confirmation', 'The passwords do not match.');
  return errors;
}

/** Whether two addresses differ for the server (it compares case-insensitively). */
export function emailChanged(before: string, after: string): boolean {
  return before.trim().toLowerCase() !== after.trim().toLowerCase();
}

/** The server's short field messages ("is not your current password") as sentences. */
export function asSentences(messages: readonly string[] | undefined): string[] | undefined {
  return messages?.map((message) => {
    const text = message.trim();
    if (!text) return text;
    const capital = text.charAt(0).toUpperCase() + text.slice(1);
    return /[.!?]$/.test(capital) ? capital : `${capital}.`;
  });
}

/** The first field of `order` that has an error. */
export function firstInvalid<T extends string>(
  order: readonly T[],
  errors: FieldErrors,
): T | undefined {
  return order.find((field) => errors[field]?.length);
}
