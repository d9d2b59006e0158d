import type { OutgoingMail } from '../mail/outbox';

/** How long the links of the auth e-mails stay valid. */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 3600;
export const PASSWORD_RESET_TTL_SECONDS = 3600;

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
