import { ApiError, errorNotice, fieldMessagesOf, unwrap } from '@liftline/sdk';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { AuthSession, useSessionStatus } from '@/lib/auth';
import { useApiClient } from '@/lib/api/api-provider';
import { useOneTimeRequest } from '@/lib/api/use-one-time-request';
import { reloadUserWhenReady } from '../session-reload';
import { Outcome } from './outcome';

/**
 * Consumes the token of a verification link (POST /user/verify-email) as soon as the page opens,
 * exactly once per token (a one-time request: React StrictMode's double effects share it; the
 * token is single-use). A signed-in session then reloads its user, so `email_verified_at` is set.
 */
export function EmailVerification({ token }: { token: string }) {
  const actor = AuthSession.useActorRef();
  const signedOut = useSessionStatus() === 'loggedOut';
  const client = useApiClient();
  const verification = useOneTimeRequest(
    ['verify-email', token],
    () => unwrap(client.POST('/user/verify-email', { body: { token } })),
    () => reloadUserWhenReady(actor),
  );

  if (verification.isPending || verification.isRefetching)
    return <PageSpinner label="Verifying your e-mail address…" />;

  if (verification.isSuccess) {
    return (
      <Outcome
        tone="success"
        title="Your e-mail address is verified"
        focus
        actions={
          signedOut ? (
            <PrefetchLink
              className={buttonClass('primary')}
              href={paths.login.getHref(paths.account.getHref())}
            >
              Log in
            </PrefetchLink>
          ) : (
            <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
              Go to your account
            </PrefetchLink>
          )
        }
      >
        <p>
          Thank you. Your account area, your team and your equipment listings are ready for you.
        </p>
      </Outcome>
    );
  }

  if (fieldMessagesOf(verification.error).token)
    return <UnusableVerificationLink signedOut={signedOut} focus />;

  // The new address of an e-mail change was registered by someone else meanwhile.
  if (verification.error instanceof ApiError && verification.error.status === 409) {
    return (
      <Outcome
        tone="error"
        title="This address is no longer available"
        focus
        actions={
          <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
            Choose another address
          </PrefetchLink>
        }
      >
        <p>
          Someone registered this e-mail address before you confirmed it. Your account keeps its
          current address; you can ask for a change to another one in your profile.
        </p>
      </Outcome>
    );
  }

  return (
    <Outcome
      tone="error"
      title="We could not verify your e-mail address"
      focus
      actions={
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void verification.refetch()}
        >
          Try again
        </button>
      }
    >
      <p>{errorNotice(verification.error).message}</p>
    </Outcome>
  );
}

/** A verification link that cannot be used (missing, expired, replaced): how to get a new one. */
export function UnusableVerificationLink({
  signedOut,
  missing = false,
  focus = false,
}: {
  signedOut: boolean;
  missing?: boolean;
  /** Take the focus (it replaces the "verifying" spinner). */
  focus?: boolean;
}) {
  const verificationRequired = paths.verificationRequired.getHref();
  return (
    <Outcome
      tone="error"
      focus={focus}
      title={
        missing ? 'This verification link is incomplete' : 'This verification link has expired'
      }
      actions={
        signedOut ? (
          <PrefetchLink
            className={buttonClass('primary')}
            href={paths.login.getHref(verificationRequired)}
          >
            Log in to get a new link
          </PrefetchLink>
        ) : (
          <PrefetchLink className={buttonClass('primary')} href={verificationRequired}>
            Send me a new link
          </PrefetchLink>
        )
      }
    >
      <p>
        {missing
          ? 'A verification link ends with a code that is missing here. Open the link from the e-mail again.'
          : 'Verification links work for 24 hours, and only the newest one we sent. Ask for a new link and use the latest e-mail.'}
      </p>
    </Outcome>
  );
}
