import * as v from 'valibot';
import { email, personName, PASSWORD_MAX_LENGTH } from '@/lib/forms/account-fields';

/** Whether two addresses differ for the server (it compares them case-insensitively). */
export function emailChanged(before: string, after: string): boolean {
  return before.trim().toLowerCase() !== after.trim().toLowerCase();
}

export const CURRENT_PASSWORD_FOR_EMAIL =
  'Enter your current password to change your e-mail address.';

/**
 * The rules of `UpdateUserInput` for the profile of someone signed in as `savedEmail`: a name, an
 * e-mail address, and the current password only when the address really changes.
 */
export const profileSchema = (savedEmail: string) =>
  v.pipe(
    v.object({
      name: personName,
      email,
      current_password: v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)),
    }),
    v.forward(
      v.partialCheck(
        [['email'], ['current_password']],
        (input) => !emailChanged(savedEmail, input.email) || input.current_password !== '',
        CURRENT_PASSWORD_FOR_EMAIL,
      ),
      ['current_password'],
    ),
  );
