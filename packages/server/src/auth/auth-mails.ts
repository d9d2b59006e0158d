import type { OutgoingMail } from '../mail/outbox';

/** How long the links of the auth e-mails stay valid. */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 3600;
export const PASSWORD_RESET_TTL_SECONDS = 3600;
/** The "this wasn't me" link of the e-mail change notice. */
export const EMAIL_CHANGE_REPORT_TTL_SECONDS = 7 * 24 * 3600;

interface Recipient {
  name: string;
  email: string;
}

/** The e-mail verification link mail (storefront route `/verify-email?token=…`). */
export function verificationMail(publicUrl: string, to: Recipient, token: string): OutgoingMail {
  const url = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    kind: 'verify-email',
    to: to.email,
    subject: 'Please verify your e-mail address',
    text: [
      `Hello ${to.name},`,
      '',
      'Please confirm your e-mail address by opening this link:',
      url,
      '',
      'The link is valid for 24 hours. If you did not sign up, you can ignore this e-mail.',
    ].join('\n'),
    links: [{ label: 'Verify e-mail address', url }],
  };
}

/** The password reset link mail (storefront route `/guest/user/reset-password?token=…&email=…`). */
export function passwordResetMail(publicUrl: string, to: Recipient, token: string): OutgoingMail {
  const url = `${publicUrl}/guest/user/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to.email)}`;
  return {
    kind: 'password-reset',
    to: to.email,
    subject: 'Reset your password',
    text: [
      `Hello ${to.name},`,
      '',
      'We received a request to reset the password of your account. Choose a new one here:',
      url,
      '',
      'The link is valid for 60 minutes and can be used once. If you did not ask for it, you can ignore this e-mail: your password stays unchanged.',
    ].join('\n'),
    links: [{ label: 'Reset password', url }],
  };
}

/**
 * The verification link for a requested new address (same route as `verificationMail`); the
 * address replaces the old one for login only once it is verified.
 */
export function emailChangeVerificationMail(
  publicUrl: string,
  to: Recipient,
  currentEmail: string,
  token: string,
): OutgoingMail {
  const url = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    kind: 'verify-email',
    to: to.email,
    subject: 'Please confirm your new e-mail address',
    text: [
      `Hello ${to.name},`,
      '',
      `You asked to change the e-mail address of your account from ${currentEmail} to this one. Please confirm it by opening this link:`,
      url,
      '',
      `The link is valid for 24 hours. Until you open it, you keep signing in with ${currentEmail}. If you did not ask for this change, you can ignore this e-mail.`,
    ].join('\n'),
    links: [{ label: 'Confirm new e-mail address', url }],
  };
}

/**
 * The notice to the address being replaced, with the "this wasn't me" link (storefront route
 * `/report-email-change?token=…`), which cancels the change and signs every session out.
 */
export function emailChangeNoticeMail(
  publicUrl: string,
  to: Recipient,
  newEmail: string,
  reportToken: string,
): OutgoingMail {
  const url = `${publicUrl}/report-email-change?token=${encodeURIComponent(reportToken)}`;
  return {
    kind: 'email-change-notice',
    to: to.email,
    subject: 'Your e-mail address is about to change',
    text: [
      `Hello ${to.name},`,
      '',
      `Someone signed in to your account asked to change its e-mail address from ${to.email} to ${newEmail}. The change takes effect once the new address is confirmed; until then you keep signing in with ${to.email}.`,
      '',
      'If this was you, there is nothing to do.',
      '',
      'If it was not you, open this link: it cancels the change (or undoes it, if it already took effect), signs out every session of your account and sends you a link to choose a new password:',
      url,
      '',
      'The link is valid for 7 days.',
    ].join('\n'),
    links: [{ label: "This wasn't me", url }],
  };
}
