/** What the invitee reads when opening or accepting an invite, and a resend that cannot be. */
export const inviteMessages = {
  linkInvalid: /*i18n*/ {
    id: 'invite.linkInvalid',
    message: 'This invite link is invalid. Please ask for a new invite.',
  },
  otherAddress: /*i18n*/ {
    id: 'invite.otherAddress',
    message:
      'This invite was sent to another e-mail address. Please log in as {email} to accept it.',
  },
  alreadyMember: /*i18n*/ {
    id: 'invite.alreadyMember',
    message: 'You are already a member of this account.',
  },
  noLongerPending: /*i18n*/ {
    id: 'invite.noLongerPending',
    message: 'This invite is no longer pending.',
  },
  accepted: /*i18n*/ { id: 'invite.accepted', message: 'This invite has already been accepted.' },
  expired: /*i18n*/ {
    id: 'invite.expired',
    message: 'This invite has expired. Please ask for a new one.',
  },
  revoked: /*i18n*/ { id: 'invite.revoked', message: 'This invite has been revoked.' },
  grantLapsed: /*i18n*/ {
    id: 'invite.grantLapsed',
    message:
      'This invite is no longer valid: whoever sent it can no longer grant its roles. Please ask for a new invite.',
  },
  notResendable: /*i18n*/ {
    id: 'invite.notResendable',
    message:
      '{status, select, accepted {This invite has already been accepted. Only pending and expired invites can be resent.} other {This invite has been revoked. Only pending and expired invites can be resent.}}',
  },
  accountNotFound: /*i18n*/ {
    id: 'account.notFound',
    message: 'This account could not be found.',
  },
};
