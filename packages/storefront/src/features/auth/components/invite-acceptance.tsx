import { ApiError, errorNotice, unwrap } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { AuthSession, useUser } from '@/lib/auth';
import { useApiClient } from '@/lib/api/api-provider';
import { useOneTimeRequest } from '@/lib/api/use-one-time-request';
import { reloadUserWhenReady } from '../session-reload';
import { InvalidInviteLink } from './invite-preview';
import { Outcome } from './outcome';
import { translate } from '@/utils/translate';

const messages = {
  accepting: /*i18n*/ { id: 'auth.invite.accepting', message: 'Accepting the invitation…' },
  toDashboard: /*i18n*/ { id: 'auth.invite.toDashboard', message: 'Go to the account dashboard' },
  welcome: /*i18n*/ { id: 'auth.invite.welcome', message: 'Welcome to {account}' },
  verifyFirst: /*i18n*/ {
    id: 'auth.invite.verifyFirst',
    message:
      'Before you open the account area, verify your e-mail address with the link we sent to {email}.',
  },
  otherAddressTitle: /*i18n*/ {
    id: 'auth.invite.otherAddressTitle',
    message: 'This invitation is for another e-mail address',
  },
  otherAddressText: /*i18n*/ {
    id: 'auth.invite.otherAddressText',
    message: 'Log in with the address the invitation was sent to.',
  },
  closedTitle: /*i18n*/ {
    id: 'auth.invite.closedTitle',
    message: 'This invitation can no longer be accepted',
  },
  seeInvitation: /*i18n*/ { id: 'auth.invite.seeInvitation', message: 'See the invitation' },
  failedTitle: /*i18n*/ {
    id: 'auth.invite.failedTitle',
    message: 'We could not accept the invitation',
  },
  tryAgain: /*i18n*/ { id: 'common.tryAgain', message: 'Try again' },
};

/**
 * Accepts the invite of the link for the signed-in user (POST /user/accept-invite) when the page
 * opens, once. On success the session reloads its user, whose current account is now the joined
 * one. Refusals explain themselves: another address (403), unknown link (404), no longer pending or
 * already a member (409).
 */
export function InviteAcceptance({ token }: { token: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const actor = AuthSession.useActorRef();
  const user = useUser();
  const client = useApiClient();
  const acceptance = useOneTimeRequest(
    ['accept-invite', token],
    () => unwrap(client.POST('/user/accept-invite', { body: { token } })),
    () => reloadUserWhenReady(actor),
  );

  if (acceptance.isPending || acceptance.isRefetching)
    return <PageSpinner label={i18n._(messages.accepting)} />;

  const toAccount = (
    <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
      {i18n._(messages.toDashboard)}
    </PrefetchLink>
  );

  if (acceptance.isSuccess) {
    const { account, user: joined } = acceptance.data;
    return (
      <Outcome
        tone="success"
        title={translate(i18n, messages.welcome, { account: account.name })}
        actions={toAccount}
        focus
      >
        <p>
          <Trans
            id="auth.invite.memberText"
            message="You are now a member of <0>{account}</0>, and it is your current account."
            values={{ account: account.name }}
            components={{ 0: <strong /> }}
          />
        </p>
        {joined.email_verified_at === null ? (
          <p>{translate(i18n, messages.verifyFirst, { email: joined.email })}</p>
        ) : null}
      </Outcome>
    );
  }

  const error = acceptance.error;
  const status = error instanceof ApiError ? error.status : null;
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  if (status === 404 || status === 422) return <InvalidInviteLink focus />;
  if (status === 403)
    return (
      <Outcome tone="error" title={i18n._(messages.otherAddressTitle)} focus>
        <p>{serverMessage ?? i18n._(messages.otherAddressText)}</p>
        {user ? (
          <p>
            <Trans
              id="auth.invite.loggedInAs"
              message="You are logged in as <0>{email}</0>."
              values={{ email: user.email }}
              components={{ 0: <strong /> }}
            />
          </p>
        ) : null}
      </Outcome>
    );
  if (status === 409)
    return (
      <Outcome
        tone="info"
        title={i18n._(messages.closedTitle)}
        focus
        actions={
          <>
            {toAccount}
            <PrefetchLink className={buttonClass('outline')} href={paths.invite.getHref(token)}>
              {i18n._(messages.seeInvitation)}
            </PrefetchLink>
          </>
        }
      >
        <p>{serverMessage ?? errorNotice(error, undefined, locale).message}</p>
      </Outcome>
    );
  return (
    <Outcome
      tone="error"
      title={i18n._(messages.failedTitle)}
      focus
      actions={
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void acceptance.refetch()}
        >
          {i18n._(messages.tryAgain)}
        </button>
      }
    >
      <p>{errorNotice(error, undefined, locale).message}</p>
    </Outcome>
  );
}
