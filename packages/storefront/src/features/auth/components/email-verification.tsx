import { ApiError, errorNotice, fieldMessagesOf, unwrap } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { localizedPath } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { AuthSession, useSessionStatus } from '@/lib/auth';
import { useApiClient } from '@/lib/api/api-provider';
import { useOneTimeRequest } from '@/lib/api/use-one-time-request';
import { reloadUserWhenReady } from '../session-reload';
import { Outcome } from './outcome';

const messages = {
  verifying: /*i18n*/ { id: 'auth.verify.verifying', message: 'Verifying your e-mail address…' },
  verifiedTitle: /*i18n*/ {
    id: 'auth.verify.verifiedTitle',
    message: 'Your e-mail address is verified',
  },
  logIn: /*i18n*/ { id: 'auth.logIn', message: 'Log in' },
  toAccount: /*i18n*/ { id: 'auth.toAccount', message: 'Go to your account' },
  verifiedText: /*i18n*/ {
    id: 'auth.verify.verifiedText',
    message:
      'Thank you. Your account area, your team and your equipment listings are ready for you.',
  },
  takenTitle: /*i18n*/ {
    id: 'auth.verify.takenTitle',
    message: 'This address is no longer available',
  },
  anotherAddress: /*i18n*/ { id: 'auth.verify.anotherAddress', message: 'Choose another address' },
  takenText: /*i18n*/ {
    id: 'auth.verify.takenText',
    message:
      'Someone registered this e-mail address before you confirmed it. Your account keeps its current address; you can ask for a change to another one in your profile.',
  },
  failedTitle: /*i18n*/ {
    id: 'auth.verify.failedTitle',
    message: 'We could not verify your e-mail address',
  },
  tryAgain: /*i18n*/ { id: 'common.tryAgain', message: 'Try again' },
  incompleteTitle: /*i18n*/ {
    id: 'auth.verify.incompleteTitle',
    message: 'This verification link is incomplete',
  },
  expiredTitle: /*i18n*/ {
    id: 'auth.verify.expiredTitle',
    message: 'This verification link has expired',
  },
  logInForLink: /*i18n*/ { id: 'auth.verify.logInForLink', message: 'Log in to get a new link' },
  newLink: /*i18n*/ { id: 'auth.reset.newLink', message: 'Send me a new link' },
  incompleteText: /*i18n*/ {
    id: 'auth.verify.incompleteText',
    message:
      'A verification link ends with a code that is missing here. Open the link from the e-mail again.',
  },
  expiredText: /*i18n*/ {
    id: 'auth.verify.expiredText',
    message:
      'Verification links work for 24 hours, and only the newest one we sent. Ask for a new link and use the latest e-mail.',
  },
};

/**
 * Consumes the token of a verification link (POST /user/verify-email) as soon as the page opens,
 * exactly once per token (a one-time request: React StrictMode's double effects share it; the
 * token is single-use). A signed-in session then reloads its user, so `email_verified_at` is set.
 */
export function EmailVerification({ token }: { token: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const actor = AuthSession.useActorRef();
  const signedOut = useSessionStatus() === 'loggedOut';
  const client = useApiClient();
  const verification = useOneTimeRequest(
    ['verify-email', token],
    () => unwrap(client.POST('/user/verify-email', { body: { token } })),
    () => reloadUserWhenReady(actor),
  );

  if (verification.isPending || verification.isRefetching)
    return <PageSpinner label={i18n._(messages.verifying)} />;

  if (verification.isSuccess) {
    return (
      <Outcome
        tone="success"
        title={i18n._(messages.verifiedTitle)}
        focus
        actions={
          signedOut ? (
            <PrefetchLink
              className={buttonClass('primary')}
              href={paths.login.getHref(localizedPath(paths.account.getHref(), locale))}
            >
              {i18n._(messages.logIn)}
            </PrefetchLink>
          ) : (
            <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
              {i18n._(messages.toAccount)}
            </PrefetchLink>
          )
        }
      >
        <p>{i18n._(messages.verifiedText)}</p>
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
        title={i18n._(messages.takenTitle)}
        focus
        actions={
          <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
            {i18n._(messages.anotherAddress)}
          </PrefetchLink>
        }
      >
        <p>{i18n._(messages.takenText)}</p>
      </Outcome>
    );
  }

  return (
    <Outcome
      tone="error"
      title={i18n._(messages.failedTitle)}
      focus
      actions={
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void verification.refetch()}
        >
          {i18n._(messages.tryAgain)}
        </button>
      }
    >
      <p>{errorNotice(verification.error, undefined, locale).message}</p>
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
  const { i18n } = useLingui();
  const locale = useLocale();
  const verificationRequired = paths.verificationRequired.getHref();
  return (
    <Outcome
      tone="error"
      focus={focus}
      title={i18n._(missing ? messages.incompleteTitle : messages.expiredTitle)}
      actions={
        signedOut ? (
          <PrefetchLink
            className={buttonClass('primary')}
            href={paths.login.getHref(localizedPath(verificationRequired, locale))}
          >
            {i18n._(messages.logInForLink)}
          </PrefetchLink>
        ) : (
          <PrefetchLink className={buttonClass('primary')} href={verificationRequired}>
            {i18n._(messages.newLink)}
          </PrefetchLink>
        )
      }
    >
      <p>{i18n._(missing ? messages.incompleteText : messages.expiredText)}</p>
    </Outcome>
  );
}
