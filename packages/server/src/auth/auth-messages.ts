/** What the account operations answer (errors and confirmations), in the request's language. */
export const authMessages = {
  sessionExpired: /*i18n*/ {
    id: 'auth.sessionExpired',
    message: 'Your session has expired. Please log in again.',
  },
  pleaseLogIn: /*i18n*/ { id: 'auth.pleaseLogIn', message: 'Please log in to continue.' },
  noPermission: /*i18n*/ {
    id: 'auth.noPermission',
    message: 'You do not have permission to do that.',
  },
  wrongCredentials: /*i18n*/ {
    id: 'auth.wrongCredentials',
    message: 'These credentials do not match our records.',
  },
  emailTaken: /*i18n*/ {
    id: 'auth.emailTaken',
    message: 'That e-mail address is already registered.',
  },
  confirmationMismatch: /*i18n*/ {
    id: 'field.password.confirmationMismatch',
    message: 'must match the password confirmation',
  },
  notCurrentPassword: /*i18n*/ {
    id: 'field.currentPassword.wrong',
    message: 'is not your current password',
  },
  currentPasswordRequired: /*i18n*/ {
    id: 'field.currentPassword.required',
    message: 'is required to change your e-mail address',
  },
  notYourAccount: /*i18n*/ {
    id: 'field.currentAccount.notYours',
    message: 'must be one of your accounts',
  },
  resetLinkSent: /*i18n*/ {
    id: 'auth.resetLinkSent',
    message: 'If that e-mail address is registered, we have sent a password reset link to it.',
  },
  resetLinkInvalid: /*i18n*/ {
    id: 'auth.resetLinkInvalid',
    message: 'This password reset link is invalid or has expired.',
  },
  resetLinkInvalidAskAgain: /*i18n*/ {
    id: 'field.token.resetLinkInvalid',
    message: 'This password reset link is invalid or has expired. Please ask for a new one.',
  },
  passwordReset: /*i18n*/ {
    id: 'auth.passwordReset',
    message: 'Your password has been reset. Please log in with your new password.',
  },
  passwordChanged: /*i18n*/ {
    id: 'auth.passwordChanged',
    message: 'Your password has been changed.',
  },
  verifyLinkInvalid: /*i18n*/ {
    id: 'auth.verifyLinkInvalid',
    message: 'This verification link is invalid or has expired.',
  },
  verifyLinkInvalidAskAgain: /*i18n*/ {
    id: 'field.token.verifyLinkInvalid',
    message: 'This verification link is invalid or has expired. Please ask for a new one.',
  },
  emailVerified: /*i18n*/ {
    id: 'auth.emailVerified',
    message: 'Your e-mail address has been verified.',
  },
  alreadyVerified: /*i18n*/ {
    id: 'auth.alreadyVerified',
    message: 'Your e-mail address is already verified.',
  },
  verificationSent: /*i18n*/ {
    id: 'auth.verificationSent',
    message: 'A new verification link has been sent to your e-mail address.',
  },
  linkInvalid: /*i18n*/ { id: 'auth.linkInvalid', message: 'This link is invalid or has expired.' },
  emailChangeCancelled: /*i18n*/ {
    id: 'auth.emailChangeCancelled',
    message:
      'The e-mail change was cancelled and every session of your account was signed out. We have sent you a link to choose a new password.',
  },
  tooManyAttempts: /*i18n*/ {
    id: 'auth.tooManyAttempts',
    message:
      '{seconds, plural, one {Too many attempts. Please try again in {seconds} second.} other {Too many attempts. Please try again in {seconds} seconds.}}',
  },
};
