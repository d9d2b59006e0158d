import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { ApiError, type Schemas } from '@liftline/sdk';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { paths } from '@/config/paths';
import { localizedPath } from '@/i18n/locales';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import { useSessionStatus, useUser } from '@/lib/auth';
import { useApi } from '@/lib/api/api-provider';
import { Outcome } from './outcome';
import styles from './auth.module.scss';
import { translate } from '@/utils/translate';

type InvitePreview = Schemas['InvitePreview'];

const STATUS: Record<Schemas['InviteStatus'], { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: {
    label: /*i18n*/ { id: 'auth.invite.status.pending', message: 'Pending' },
    tone: 'info',
  },
  accepted: {
    label: /*i18n*/ { id: 'auth.invite.status.accepted', message: 'Accepted' },
    tone: 'success',
  },
  expired: {
    label: /*i18n*/ { id: 'auth.invite.status.expired', message: 'Expired' },
    tone: 'warning',
  },
  revoked: {
    label: /*i18n*/ { id: 'auth.invite.status.revoked', message: 'Revoked' },
    tone: 'danger',
  },
};

/** One formatter per language, made on first use (an `Intl` formatter loads locale data). */
const dateTimes = new Map<string, Intl.DateTimeFormat>();
function formatDateTime(value: string, tag: string): string {
  let format = dateTimes.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimes.set(tag, format);
  }
  return format.format(new Date(value));
}

const messages = {
  loading: /*i18n*/ { id: 'auth.invite.loading', message: 'Loading the invitation…' },
  what: /*i18n*/ { id: 'auth.invite.what', message: 'the invitation' },
  invalidTitle: /*i18n*/ {
    id: 'auth.invite.invalidTitle',
    message: 'This invitation link is not valid',
  },
  missingText: /*i18n*/ {
    id: 'auth.invite.missingText',
    message:
      'The link is missing its invitation code. Open the link from your invitation e-mail again.',
  },
  invalidText: /*i18n*/ {
    id: 'auth.invite.invalidText',
    message:
      'It may have been replaced by a newer invitation. Open the latest invitation e-mail, or ask the person who invited you to send a new one.',
  },
  account: /*i18n*/ { id: 'auth.invite.account', message: 'Account' },
  invitedEmail: /*i18n*/ { id: 'auth.invite.invitedEmail', message: 'Invited e-mail' },
  status: /*i18n*/ { id: 'auth.invite.status', message: 'Status' },
  validUntil: /*i18n*/ { id: 'auth.invite.validUntil', message: 'Valid until' },
  expiredOn: /*i18n*/ { id: 'auth.invite.expiredOn', message: 'Expired on' },
  acceptedTitle: /*i18n*/ {
    id: 'auth.invite.acceptedTitle',
    message: 'This invitation has already been accepted',
  },
  acceptedMember: /*i18n*/ {
    id: 'auth.invite.acceptedMember',
    message: 'If you accepted it, {account} is among your accounts.',
  },
  acceptedLogIn: /*i18n*/ {
    id: 'auth.invite.acceptedLogIn',
    message: 'Log in as {email} to work in {account}.',
  },
  expiredTitle: /*i18n*/ { id: 'auth.invite.expiredTitle', message: 'This invitation has expired' },
  expiredText: /*i18n*/ {
    id: 'auth.invite.expiredText',
    message: 'Invitations are valid for 7 days. Ask the team at {account} to send you a new one.',
  },
  revokedTitle: /*i18n*/ {
    id: 'auth.invite.revokedTitle',
    message: 'This invitation was withdrawn',
  },
  revokedText: /*i18n*/ {
    id: 'auth.invite.revokedText',
    message: 'The team at {account} cancelled it. Ask them if you should have access.',
  },
  checkingSession: /*i18n*/ {
    id: 'auth.invite.checkingSession',
    message: 'Checking your session…',
  },
  alreadyMember: /*i18n*/ {
    id: 'auth.invite.alreadyMember',
    message: 'You are already a member of {account}',
  },
  toAccount: /*i18n*/ { id: 'auth.toAccount', message: 'Go to your account' },
  someoneElseTitle: /*i18n*/ {
    id: 'auth.invite.someoneElseTitle',
    message: 'This invitation is for someone else',
  },
  accept: /*i18n*/ { id: 'auth.invite.accept', message: 'Accept invitation' },
  joinLogIn: /*i18n*/ {
    id: 'auth.invite.joinLogIn',
    message: 'Log in as {email} to join {account}.',
  },
  joinRegister: /*i18n*/ {
    id: 'auth.invite.joinRegister',
    message: 'Create your Liftline account with {email} to join {account}.',
  },
  logInToAccept: /*i18n*/ { id: 'auth.invite.logInToAccept', message: 'Log in to accept' },
  registerToAccept: /*i18n*/ {
    id: 'auth.invite.registerToAccept',
    message: 'Create an account to accept',
  },
};

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The invite behind an `/invite?token=…` link (GET /user/account-invite) and the way to accept it. */
export function InvitePreviewPanel({ token }: { token: string }) {
  const { i18n } = useLingui();
  const invite = useApi().useQuery('get', '/user/account-invite', {
    params: { query: { token } },
  });
  // 404: unknown token; 422: not a token at all.
  if (invite.error instanceof ApiError && [404, 422].includes(invite.error.status))
    return <InvalidInviteLink />;
  return (
    <QueryView
      query={invite}
      what={i18n._(messages.what)}
      loading={<PageSpinner label={i18n._(messages.loading)} />}
    >
      {(data) => (
        <>
          <InviteFacts invite={data} />
          <InviteNextStep invite={data} token={token} />
        </>
      )}
    </QueryView>
  );
}

export function InvalidInviteLink({
  missing = false,
  focus = false,
}: {
  missing?: boolean;
  focus?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Outcome tone="error" title={i18n._(messages.invalidTitle)} focus={focus}>
      <p>{i18n._(missing ? messages.missingText : messages.invalidText)}</p>
    </Outcome>
  );
}

function InviteFacts({ invite }: { invite: InvitePreview }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const status = STATUS[invite.status];
  return (
    <dl className={styles.facts}>
      <dt>{i18n._(messages.account)}</dt>
      <dd>{invite.account.name}</dd>
      <dt>{i18n._(messages.invitedEmail)}</dt>
      <dd>{invite.email}</dd>
      <dt>{i18n._(messages.status)}</dt>
      <dd>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
      </dd>
      {invite.status === 'pending' || invite.status === 'expired' ? (
        <>
          <dt>{i18n._(invite.status === 'pending' ? messages.validUntil : messages.expiredOn)}</dt>
          <dd>
            <time dateTime={invite.expires_at}>{formatDateTime(invite.expires_at, tag)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function InviteNextStep({ invite, token }: { invite: InvitePreview; token: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = useUser();
  const status = useSessionStatus();
  const account = invite.account.name;
  const acceptHref = paths.acceptInvite.getHref(token);
  const names = { account, email: invite.email };

  if (invite.status === 'accepted')
    return (
      <Outcome tone="info" title={i18n._(messages.acceptedTitle)}>
        <p>{translate(i18n, user ? messages.acceptedMember : messages.acceptedLogIn, names)}</p>
      </Outcome>
    );
  if (invite.status === 'expired')
    return (
      <Outcome tone="info" title={i18n._(messages.expiredTitle)}>
        <p>{translate(i18n, messages.expiredText, names)}</p>
      </Outcome>
    );
  if (invite.status === 'revoked')
    return (
      <Outcome tone="info" title={i18n._(messages.revokedTitle)}>
        <p>{translate(i18n, messages.revokedText, names)}</p>
      </Outcome>
    );

  // Pending.
  if (status === 'restoring') return <PageSpinner label={i18n._(messages.checkingSession)} />;
  if (user) {
    if (user.accounts.some((joined) => joined.id === invite.account.id))
      return (
        <Outcome
          tone="info"
          title={translate(i18n, messages.alreadyMember, names)}
          actions={
            <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
              {i18n._(messages.toAccount)}
            </PrefetchLink>
          }
        />
      );
    if (!sameAddress(user.email, invite.email))
      return (
        <Outcome tone="info" title={i18n._(messages.someoneElseTitle)}>
          <p>
            <Trans
              id="auth.invite.someoneElseText"
              message="It was sent to <0>{email}</0>, but you are logged in as <1>{user}</1>. Log out, then log in as {email} (or create an account with that address) to accept it."
              values={{ email: invite.email, user: user.email }}
              components={{ 0: <strong />, 1: <strong /> }}
            />
          </p>
        </Outcome>
      );
    return (
      <div className={styles.outcomeActions}>
        <PrefetchLink className={buttonClass('primary')} href={acceptHref}>
          {i18n._(messages.accept)}
        </PrefetchLink>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p className={styles.note}>
        {translate(i18n, invite.user_exists ? messages.joinLogIn : messages.joinRegister, names)}
      </p>
      <div className={styles.outcomeActions}>
        {invite.user_exists ? (
          <PrefetchLink
            className={buttonClass('primary')}
            // The return-to value carries the page's language.
            href={paths.login.getHref(localizedPath(acceptHref, locale), invite.email)}
          >
            {i18n._(messages.logInToAccept)}
          </PrefetchLink>
        ) : (
          <PrefetchLink
            className={buttonClass('primary')}
            href={paths.register.getHref({ invite: token, email: invite.email })}
          >
            {i18n._(messages.registerToAccept)}
          </PrefetchLink>
        )}
      </div>
    </div>
  );
}
