import { unwrap, type Schemas } from '@liftline/sdk';
import { apiClient } from '@/lib/api-client';

export type UpdateUserInput = Schemas['UpdateUserInput'];
export type ChangePasswordInput = Schemas['ChangePasswordInput'];

/** `PUT /user/`: name and/or e-mail (a new e-mail must be verified again). Answers the updated user. */
export function updateProfile(body: UpdateUserInput) {
  return unwrap(apiClient.PUT('/user/', { body }));
}

/** `PUT /user/change-password`: a wrong current password is a 422 on `current_password`. */
export function changePassword(body: ChangePasswordInput) {
  return unwrap(apiClient.PUT('/user/change-password', { body }));
}
