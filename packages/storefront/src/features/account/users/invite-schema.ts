import * as v from 'valibot';

/** The contract's limit (`InviteInput.email`). */
export const INVITE_EMAIL_MAX_LENGTH = 254;

/** Something@something.tld without spaces: the server checks the full format. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invite form's rules (`InviteInput`): an address to invite and the roles on joining. */
export const inviteSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the e-mail address to invite.'),
    v.maxLength(INVITE_EMAIL_MAX_LENGTH, `Use at most ${INVITE_EMAIL_MAX_LENGTH} characters.`),
    v.regex(EMAIL, 'Enter an e-mail address like name@example.com.'),
  ),
  role_ids: v.array(v.number()),
});

/** A user's roles (`AccountUserRolesInput`). */
export const userRolesSchema = v.object({ role_ids: v.array(v.number()) });
