import type { OutgoingMail } from '../mail/outbox';

/** The link of an invite: the storefront's `/invite?token=…` page under `PUBLIC_URL`. */
export const inviteUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/invite?token=${encodeURIComponent(token)}`;

/** The invite mail (storefront route `/invite?token=…`). */
export function inviteMail(
  publicUrl: string,
  invite: { email: string; accountName: string; inviterName: string },
  token: string,
): OutgoingMail {
  const url = inviteUrl(publicUrl, token);
  return {
    kind: 'account-invite',
    to: invite.email,
    subject: `You are invited to join ${invite.accountName}`,
    text: [
      'Hello,',
      '',
      `${invite.inviterName} invited you to join ${invite.accountName}. Open this link to accept the invite:`,
      url,
      '',
      'The link is valid for 7 days and can be used once. If you do not have an account yet, you can register with this e-mail address first. If you did not expect this invite, you can ignore this e-mail.',
    ].join('\n'),
    links: [{ label: 'Accept invite', url }],
  };
}
