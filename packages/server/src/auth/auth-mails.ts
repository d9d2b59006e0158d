import type { Locale } from '../i18n/i18n';
import { mailLanguage } from '../mail/mail-language';
import { commonMailMessages } from '../mail/mail-messages';
import type { OutgoingMail } from '../mail/outbox';

/** How long the links of the auth e-mails stay valid. */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 3600;
export const PASSWORD_RESET_TTL_SECONDS = 3600;
/** The "this wasn't me" link of the e-mail change notice. */
export const EMAIL_CHANGE_REPORT_TTL_SECONDS = 7 * 24 * 3600;

/** Whom an account mail goes to, in the user's language (`users.locale`). */
interface Recipient {
  name: string;
  email: string;
  locale: Locale;
}

const messages = {
  verifySubject: /*i18n*/ {
    id: 'mail.verify.subject',
    message: 'Please verify your e-mail address',
  },
  verifyIntro: /*i18n*/ {
    id: 'mail.verify.intro',
    message: 'Please confirm your e-mail address by opening this link:',
  },
  verifyValidity: /*i18n*/ {
    id: 'mail.verify.validity',
    message: 'The link is valid for 24 hours. If you did not sign up, you can ignore this e-mail.',
  },
  verifyLink: /*i18n*/ { id: 'mail.verify.link', message: 'Verify e-mail address' },
  resetSubject: /*i18n*/ { id: 'mail.reset.subject', message: 'Reset your password' },
  resetIntro: /*i18n*/ {
    id: 'mail.reset.intro',
    message: 'We received a request to reset the password of your account. Choose a new one here:',
  },
  resetValidity: /*i18n*/ {
    id: 'mail.reset.validity',
    message:
      'The link is valid for 60 minutes and can be used once. If you did not ask for it, you can ignore this e-mail: your password stays unchanged.',
  },
  resetLink: /*i18n*/ { id: 'mail.reset.link', message: 'Reset password' },
  newAddressSubject: /*i18n*/ {
    id: 'mail.newAddress.subject',
    message: 'Please confirm your new e-mail address',
  },
  newAddressIntro: /*i18n*/ {
    id: 'mail.newAddress.intro',
    message:
      'You asked to change the e-mail address of your account from {currentEmail} to this one. Please confirm it by opening this link:',
  },
  newAddressValidity: /*i18n*/ {
    id: 'mail.newAddress.validity',
    message:
      'The link is valid for 24 hours. Until you open it, you keep signing in with {currentEmail}. If you did not ask for this change, you can ignore this e-mail.',
  },
  newAddressLink: /*i18n*/ { id: 'mail.newAddress.link', message: 'Confirm new e-mail address' },
  noticeSubject: /*i18n*/ {
    id: 'mail.changeNotice.subject',
    message: 'Your e-mail address is about to change',
  },
  noticeIntro: /*i18n*/ {
    id: 'mail.changeNotice.intro',
    message:
      'Someone signed in to your account asked to change its e-mail address from {email} to {newEmail}. The change takes effect once the new address is confirmed; until then you keep signing in with {email}.',
  },
  noticeWasYou: /*i18n*/ {
    id: 'mail.changeNotice.wasYou',
    message: 'If this was you, there is nothing to do.',
  },
  noticeWasNotYou: /*i18n*/ {
    id: 'mail.changeNotice.wasNotYou',
    message:
      'If it was not you, open this link: it cancels the change (or undoes it, if it already took effect), signs out every session of your account and sends you a link to choose a new password:',
  },
  noticeValidity: /*i18n*/ {
    id: 'mail.changeNotice.validity',
    message: 'The link is valid for 7 days.',
  },
  noticeLink: /*i18n*/ { id: 'mail.changeNotice.link', message: "This wasn't me" },
};

/** The e-mail verification link mail (storefront route `/verify-email?token=…`). */
export function verificationMail(publicUrl: string, to: Recipient, token: string): OutgoingMail {
  const { t, url: pageUrl } = mailLanguage(to.locale, publicUrl);
  const url = pageUrl(`/verify-email?token=${encodeURIComponent(token)}`);
  return {
    kind: 'verify-email',
    to: to.email,
    subject: t(messages.verifySubject),
    text: [
      t(commonMailMessages.greeting, { name: to.name }),
      '',
      t(messages.verifyIntro),
      url,
      '',
      t(messages.verifyValidity),
    ].join('\n'),
    links: [{ label: t(messages.verifyLink), url }],
  };
}

/** The password reset link mail (storefront route `/guest/user/reset-password?token=…&email=…`). */
export function passwordResetMail(publicUrl: string, to: Recipient, token: string): OutgoingMail {
  const { t, url: pageUrl } = mailLanguage(to.locale, publicUrl);
  const url = pageUrl(
    `/guest/user/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to.email)}`,
  );
  return {
    kind: 'password-reset',
    to: to.email,
    subject: t(messages.resetSubject),
    text: [
      t(commonMailMessages.greeting, { name: to.name }),
      '',
      t(messages.resetIntro),
      url,
      '',
      t(messages.resetValidity),
    ].join('\n'),
    links: [{ label: t(messages.resetLink), url }],
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
  const { t, url: pageUrl } = mailLanguage(to.locale, publicUrl);
  const url = pageUrl(`/verify-email?token=${encodeURIComponent(token)}`);
  return {
    kind: 'verify-email',
    to: to.email,
    subject: t(messages.newAddressSubject),
    text: [
      t(commonMailMessages.greeting, { name: to.name }),
      '',
      t(messages.newAddressIntro, { currentEmail }),
      url,
      '',
      t(messages.newAddressValidity, { currentEmail }),
    ].join('\n'),
    links: [{ label: t(messages.newAddressLink), url }],
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
  const { t, url: pageUrl } = mailLanguage(to.locale, publicUrl);
  const url = pageUrl(`/report-email-change?token=${encodeURIComponent(reportToken)}`);
  return {
    kind: 'email-change-notice',
    to: to.email,
    subject: t(messages.noticeSubject),
    text: [
      t(commonMailMessages.greeting, { name: to.name }),
      '',
      t(messages.noticeIntro, { email: to.email, newEmail }),
      '',
      t(messages.noticeWasYou),
      '',
      t(messages.noticeWasNotYou),
      url,
      '',
      t(messages.noticeValidity),
    ].join('\n'),
    links: [{ label: t(messages.noticeLink), url }],
  };
}
