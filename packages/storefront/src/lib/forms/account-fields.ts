import * as v from 'valibot';

/**
 * The rules of a person's account fields, shared by every form that asks for them (register, log
 * in, the profile, a password change): the contract's lengths (`RegisterInput`, `UpdateUserInput`,
 * `ChangePasswordInput`) and messages in one place.
 */

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/**
 * Something, an @, something, a dot, something; no spaces. Loose on purpose: the server checks the
 * full format, so an unusual but real address (an international domain) is its call.
 */
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

/** A person's name: trimmed, required, up to 100 characters. */
export const personName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(MESSAGES.nameRequired),
  v.maxLength(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
);
