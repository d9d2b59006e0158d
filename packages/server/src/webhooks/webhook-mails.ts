import type { Queryable } from '../db/database';
import type { Locale } from '../i18n/i18n';
import { mailLanguage } from '../mail/mail-language';
import { commonMailMessages } from '../mail/mail-messages';
import type { OutgoingMail } from '../mail/outbox';

const messages = {
  subject: /*i18n*/ {
    id: 'mail.webhookDisabled.subject',
    message: 'Webhook endpoint turned off: {url}',
  },
  intro: /*i18n*/ {
    id: 'mail.webhookDisabled.intro',
    message:
      'Every delivery to the webhook endpoint {url} of {accountName} has failed for 3 days, so we turned it off: no more events are sent to it, and its queued deliveries have failed.',
  },
  action: /*i18n*/ {
    id: 'mail.webhookDisabled.action',
    message:
      'Once the endpoint answers again, turn it on in the back office and resend the deliveries you need from its delivery log:',
  },
  link: /*i18n*/ { id: 'mail.webhookDisabled.link', message: 'Open the endpoint' },
};

export interface DisabledEndpoint {
  id: number;
  url: string;
  accountName: string;
}

/** The mail to one owner of the account whose endpoint the server turned off. */
export function endpointDisabledMail(
  publicUrl: string,
  owner: { email: string; locale: Locale },
  endpoint: DisabledEndpoint,
): OutgoingMail {
  const { t, url: pageUrl } = mailLanguage(owner.locale, publicUrl);
  const url = pageUrl(`/authorized/account/webhooks/${endpoint.id}`);
  const values = { url: endpoint.url, accountName: endpoint.accountName };
  return {
    kind: 'webhook-endpoint-disabled',
    to: owner.email,
    subject: t(messages.subject, values),
    text: [
      t(commonMailMessages.greetingNoName),
      '',
      t(messages.intro, values),
      '',
      t(messages.action),
      url,
    ].join('\n'),
    links: [{ label: t(messages.link), url }],
  };
}

/** The owners of an account (the system role `Owner`), with the language of their mails. */
export async function accountOwners(
  q: Queryable,
  accountId: number,
): Promise<{ email: string; locale: Locale }[]> {
  const { rows } = await q.query<{ email: string; locale: Locale }>(
    `select distinct u.email, u.locale
       from account_users au
       join account_user_roles aur on aur.account_user_id = au.id
       join roles r on r.id = aur.role_id and r.is_system and r.name = 'Owner'
       join users u on u.id = au.user_id
      where au.account_id = $1
      order by u.email`,
    [accountId],
  );
  return rows;
}
