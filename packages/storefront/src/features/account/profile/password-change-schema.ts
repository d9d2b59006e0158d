import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/forms/account-fields';

/** The rules of `ChangePasswordInput`, checked before `PUT /user/change-password`. */
export const passwordChangeSchema = v.pipe(
  v.object({
    current_password: v.pipe(
      v.string(),
      v.nonEmpty('Enter your current password.'),
      v.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
    ),
    password: v.pipe(
      v.string(),
      v.nonEmpty('Enter a new password.'),
      v.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
      v.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
    ),
    password_confirmation: v.pipe(
      v.string(),
      v.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password']],
      (input) => (input as { current_password?: unknown }).current_password !== input.password,
      'Choose a password different from your current one.',
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
      'The passwords do not match.',
    ),
    ['password_confirmation'],
  ),
);
