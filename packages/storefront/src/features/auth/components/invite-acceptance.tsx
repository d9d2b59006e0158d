import { ApiError, errorNotice, unwrap } from '@liftline/sdk';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { AuthSession, useUser } from '@/lib/auth';
import { useApiClient } from '@/lib/api/api-provider';
import { useOneTimeRequest } from '@/lib/api/use-one-time-request';
import { reloadUserWhenReady } from '../session-reload';
import { InvalidInviteLink } from './invite-preview';
import { Outcome } from './outcome';

/**
 * Accepts the invite of the link for the signed-in user (POST /user/accept-invite) when the page
 * opens, once. On success the session reloads its user, whose current account is now the joined
 * one. Refusals explain themselves: another address (403), unknown link (404), no longer pending or
 * already a member (409).
 */
export function InviteAcceptance({ token }: { token: string }) {
  const actor = AuthSession.useActorRef();
  const user = useUser();
  const client = useApiClient();
  const acceptance = useOneTimeRequest(
    ['accept-invite', token],
    () => unwrap(client.POST('/user/accept-invite', { body: { token } })),
    () => reloadUserWhenReady(actor),
  );

  if (acceptance.isPending || acceptance.isRefetching)
    return <PageSpinner label="Accepting the invitation…" />;

  const toAccount = (
    <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
      Go to the account dashboard
    </PrefetchLink>
  );

  if (acceptance.isSuccess) {
    const { account, user: joined } = acceptance.data;
    return (
      <Outcome tone="success" title={`Welcome to ${account.name}`} actions={toAccount} focus>
        <p>
          You are now a member of <strong>{account.name}</strong>, and it is your current account.
        </p>
        {joined.email_verified_at === null ? (
          <p>
            Before you open the account area, verify your e-mail address with the link we sent to{' '}
            {joined.email}.
          </p>
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
      <Outcome tone="error" title="This invitation is for another e-mail address" focus>
        <p>{serverMessage ?? 'Log in with the address the invitation was sent to.'}</p>
        {user ? (
          <p>
            You are logged in as <strong>{user.email}</strong>.
          </p>
        ) : null}
      </Outcome>
    );
  if (status === 409)
    return (
      <Outcome
        tone="info"
        title="This invitation can no longer be accepted"
        focus
        actions={
          <>
            {toAccount}
            <PrefetchLink className={buttonClass('outline')} href={paths.invite.getHref(token)}>
              See the invitation
            </PrefetchLink>
          </>
        }
      >
        <p>{serverMessage ?? errorNotice(error).message}</p>
      </Outcome>
    );
  return (
    <Outcome
      tone="error"
      title="We could not accept the invitation"
      focus
      actions={
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void acceptance.refetch()}
        >
          Try again
        </button>
      }
    >
      <p>{errorNotice(error).message}</p>
    </Outcome>
  );
}
