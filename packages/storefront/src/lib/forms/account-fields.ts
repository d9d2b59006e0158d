import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { translate } from '@/utils/translate';

/**
 * The rules of a person's account fields, shared by every form that asks for them (register, log
 * in, the profile, a password change): the contract's lengths (`RegisterInput`, `UpdateUserInput`,
 * `ChangePasswordInput`) and messages in one place, in the page's language (`i18n`).
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

const DESCRIPTORS = {
  nameRequired: /*i18n*/ { id: 'form.account.nameRequired', message: 'Enter your name.' },
  tooLong: /*i18n*/ { id: 'form.account.tooLong', message: 'Use at most {max} characters.' },
  emailRequired: /*i18n*/ {
    id: 'form.account.emailRequired',
    message: 'Enter your e-mail address.',
  },
  emailInvalid: /*i18n*/ {
    id: 'form.account.emailInvalid',
    message: 'Enter a valid e-mail address, like name@example.com.',
  },
  passwordRequired: /*i18n*/ {
    id: 'form.account.passwordRequired',
    message: 'Enter your password.',
  },
  newPasswordRequired: /*i18n*/ {
    id: 'form.account.newPasswordRequired',
    message: 'Choose a password.',
  },
  passwordTooShort: /*i18n*/ {
    id: 'form.account.passwordTooShort',
    message: 'Use at least {min} characters.',
  },
  confirmationRequired: /*i18n*/ {
    id: 'form.account.confirmationRequired',
    message: 'Enter the password again.',
  },
  confirmationMismatch: /*i18n*/ {
    id: 'form.account.confirmationMismatch',
    message: 'The passwords do not match.',
  },
};

/** The account fields' messages in the language of `i18n`. */
export function accountMessages(i18n: I18n) {
  const tooLong = (max: number) => translate(i18n, DESCRIPTORS.tooLong, { max });
  return {
    nameRequired: i18n._(DESCRIPTORS.nameRequired),
    nameTooLong: tooLong(NAME_MAX_LENGTH),
    emailRequired: i18n._(DESCRIPTORS.emailRequired),
    emailInvalid: i18n._(DESCRIPTORS.emailInvalid),
    emailTooLong: tooLong(EMAIL_MAX_LENGTH),
    passwordRequired: i18n._(DESCRIPTORS.passwordRequired),
    newPasswordRequired: i18n._(DESCRIPTORS.newPasswordRequired),
    passwordTooShort: translate(i18n, DESCRIPTORS.passwordTooShort, { min: PASSWORD_MIN_LENGTH }),
    passwordTooLong: tooLong(PASSWORD_MAX_LENGTH),
    confirmationRequired: i18n._(DESCRIPTORS.confirmationRequired),
    confirmationMismatch: i18n._(DESCRIPTORS.confirmationMismatch),
  };
}

export type AccountMessages = ReturnType<typeof accountMessages>;

/** The account fields' rules, with their messages in the language of `i18n`. */
export function accountFields(i18n: I18n) {
  const messages = accountMessages(i18n);
  return {
    messages,
    /** A trimmed e-mail address. */
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(messages.emailRequired),
      v.maxLength(EMAIL_MAX_LENGTH, messages.emailTooLong),
      v.regex(EMAIL_PATTERN, messages.emailInvalid),
    ),
    /** A new password: 8 to 255 characters (spaces count; nothing is trimmed). */
    newPassword: v.pipe(
      v.string(),
      v.nonEmpty(messages.newPasswordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
      v.maxLength(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    ),
    /** A person's name: trimmed, required, up to 100 characters. */
    personName: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(messages.nameRequired),
      v.maxLength(NAME_MAX_LENGTH, messages.nameTooLong),
    ),
  };
}
