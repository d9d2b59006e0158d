import type { Locale } from '../i18n/i18n';
import { mailLanguage } from '../mail/mail-language';
import { commonMailMessages } from '../mail/mail-messages';
import type { OutgoingMail } from '../mail/outbox';

/** The link of an invite: the storefront's `/invite?token=…` page under `PUBLIC_URL`. */
export const inviteUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/invite?token=${encodeURIComponent(token)}`;

const messages = {
  subject: /*i18n*/ { id: 'mail.invite.subject', message: 'You are invited to join {accountName}' },
  intro: /*i18n*/ {
    id: 'mail.invite.intro',
    message:
      '{inviterName} invited you to join {accountName}. Open this link to accept the invite:',
  },
  validity: /*i18n*/ {
    id: 'mail.invite.validity',
    message:
      'The link is valid for 7 days and can be used once. If you do not have an account yet, you can register with this e-mail address first. If you did not expect this invite, you can ignore this e-mail.',
  },
  link: /*i18n*/ { id: 'mail.invite.link', message: 'Accept invite' },
};

/**
 * The invite mail (storefront route `/invite?token=…`), in the language of the user who has the
 * address (`users.locale`), English for an address without an account.
 */
export function inviteMail(
  publicUrl: string,
  invite: { email: string; accountName: string; inviterName: string; locale: Locale },
  token: string,
): OutgoingMail {
  const { t, url: pageUrl } = mailLanguage(invite.locale, publicUrl);
  const url = pageUrl(`/invite?token=${encodeURIComponent(token)}`);
  const names = { accountName: invite.accountName, inviterName: invite.inviterName };
  return {
    kind: 'account-invite',
    to: invite.email,
    subject: t(messages.subject, names),
    text: [
      t(commonMailMessages.greetingNoName),
      '',
      t(messages.intro, names),
      url,
      '',
      t(messages.validity),
    ].join('\n'),
    links: [{ label: t(messages.link), url }],
  };
}
