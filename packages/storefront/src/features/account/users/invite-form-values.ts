import type { FieldErrors } from '@liftline/sdk';

/** The server's limit (`InviteInput.email`). */
export const INVITE_EMAIL_MAX_LENGTH = 254;

/** Something@something.tld without spaces: the server checks the full format. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateInviteForm(values: { email: string }): FieldErrors {
  const email = values.email.trim();
  if (!email) return { email: ['Enter the e-mail address to invite.'] };
  if (email.length > INVITE_EMAIL_MAX_LENGTH)
    return { email: [`Use at most ${INVITE_EMAIL_MAX_LENGTH} characters.`] };
  if (!EMAIL.test(email)) return { email: ['Enter an e-mail address like name@example.com.'] };
  return {};
}

/** The server's 422 keys `role_ids.N` belong to the roles group of the form. */
export function groupInviteErrors(errors: FieldErrors): FieldErrors {
  const grouped: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.startsWith('role_ids') ? 'role_ids' : key;
    grouped[field] = [...(grouped[field] ?? []), ...messages];
  }
  return grouped;
}
