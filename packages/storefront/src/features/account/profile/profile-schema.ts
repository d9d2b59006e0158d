import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { LOCALES } from '@/i18n/locales';
import { accountFields, PASSWORD_MAX_LENGTH } from '@/lib/forms/account-fields';

/** Whether two addresses differ for the server (it compares them case-insensitively). */
export function emailChanged(before: string, after: string): boolean {
  return before.trim().toLowerCase() !== after.trim().toLowerCase();
}

export const CURRENT_PASSWORD_FOR_EMAIL = /*i18n*/ {
  id: 'account.profile.currentPasswordForEmail',
  message: 'Enter your current password to change your e-mail address.',
};

/**
 * The rules of `UpdateUserInput` for the profile of someone signed in as `savedEmail`: a name, an
 * e-mail address, the language (`locale`: the account mails and pages), and the current password
 * only when the address really changes. Messages in the language of `i18n`.
 */
export const profileSchema = (savedEmail: string, i18n: I18n) => {
  const { email, personName } = accountFields(i18n);
  return v.pipe(
    v.object({
      name: personName,
      email,
      locale: v.picklist(LOCALES),
      current_password: v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)),
    }),
    v.forward(
      v.partialCheck(
        [['email'], ['current_password']],
        (input) => !emailChanged(savedEmail, input.email) || input.current_password !== '',
        i18n._(CURRENT_PASSWORD_FOR_EMAIL),
      ),
      ['current_password'],
    ),
  );
};
