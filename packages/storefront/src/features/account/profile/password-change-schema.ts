import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import {
  accountMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/lib/forms/account-fields';

const messages = {
  currentRequired: /*i18n*/ {
    id: 'account.password.currentRequired',
    message: 'Enter your current password.',
  },
  newRequired: /*i18n*/ { id: 'account.password.newRequired', message: 'Enter a new password.' },
  sameAsCurrent: /*i18n*/ {
    id: 'account.password.sameAsCurrent',
    message: 'Choose a password different from your current one.',
  },
};

/** The rules of `ChangePasswordInput`, checked before `PUT /user/change-password`. */
export const passwordChangeSchema = (i18n: I18n) => {
  const words = accountMessages(i18n);
  return v.pipe(
    v.object({
      current_password: v.pipe(
        v.string(),
        v.nonEmpty(i18n._(messages.currentRequired)),
        v.maxLength(PASSWORD_MAX_LENGTH, words.passwordTooLong),
      ),
      password: v.pipe(
        v.string(),
        v.nonEmpty(i18n._(messages.newRequired)),
        v.minLength(PASSWORD_MIN_LENGTH, words.passwordTooShort),
        v.maxLength(PASSWORD_MAX_LENGTH, words.passwordTooLong),
      ),
      password_confirmation: v.pipe(
        v.string(),
        v.maxLength(PASSWORD_MAX_LENGTH, words.passwordTooLong),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['password']],
        (input) => (input as { current_password?: unknown }).current_password !== input.password,
        i18n._(messages.sameAsCurrent),
      ),
      ['password'],
    ),
    v.forward(
      v.partialCheck(
        [['password_confirmation']],
        (input) => {
          const { password } = input as { password?: unknown };
          return !password || password === input.password_confirmation;
        },
        words.confirmationMismatch,
      ),
      ['password_confirmation'],
    ),
  );
};
