import { errorNotice, fieldMessagesOf, unwrap } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { useApiClient } from '@/lib/api/api-provider';
import { AuthSession, useSessionStatus } from '@/lib/auth';
import { useOneTimeRequest } from '@/lib/api/use-one-time-request';
import { Outcome } from './outcome';

const messages = {
  cancelling: /*i18n*/ { id: 'auth.report.cancelling', message: 'Cancelling the e-mail change…' },
  cancelledTitle: /*i18n*/ {
    id: 'auth.report.cancelledTitle',
    message: 'The e-mail change is cancelled',
  },
  newResetLink: /*i18n*/ { id: 'auth.report.newResetLink', message: 'Send me a new reset link' },
  cancelledText: /*i18n*/ {
    id: 'auth.report.cancelledText',
    message:
      'Your e-mail address stays as it was, and every device signed in to your account has been signed out.',
  },
  passwordKnown: /*i18n*/ {
    id: 'auth.report.passwordKnown',
    message:
      'Whoever asked for the change knew your password. We have sent you a link to choose a new one: please do it now, before you sign in again.',
  },
  failedTitle: /*i18n*/ {
    id: 'auth.report.failedTitle',
    message: 'We could not cancel the e-mail change',
  },
  tryAgain: /*i18n*/ { id: 'common.tryAgain', message: 'Try again' },
  incompleteTitle: /*i18n*/ {
    id: 'auth.reset.incompleteTitle',
    message: 'This link is incomplete',
  },
  expiredTitle: /*i18n*/ { id: 'auth.report.expiredTitle', message: 'This link has expired' },
  resetPassword: /*i18n*/ { id: 'auth.report.resetPassword', message: 'Reset my password' },
  incompleteText: /*i18n*/ {
    id: 'auth.report.incompleteText',
    message: 'The link ends with a code that is missing here. Open the link from the e-mail again.',
  },
  expiredText: /*i18n*/ {
    id: 'auth.report.expiredText',
    message:
      'This link works for 7 days, and only for the newest e-mail change. If you still think someone else is using your account, reset your password: that signs out every device.',
  },
};

/**
 * The "this wasn't me" link of the e-mail change notice: reports the change as soon as the page
 * opens (once per token, also under React StrictMode). The server cancels the change, signs out
 * every session and mails a password reset link.
 */
export function EmailChangeReport({ token }: { token: string }) {
  if (!token) return <UnusableReportLink missing />;
  return <Report token={token} />;
}

function Report({ token }: { token: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const client = useApiClient();
  const session = AuthSession.useActorRef();
  // Every session is revoked on the server, this browser's too. The report waits until this
  // browser's session is restored (a `GET /user` answered after the revocation would count as a
  // rejected session and send the visitor to the login page), then forgets it here, quietly.
  const status = useSessionStatus();
  const settled = status === 'loggedIn' || status === 'loggedOut';
  const report = useOneTimeRequest(
    ['report-email-change', token],
    () => unwrap(client.POST('/user/email-change/cancel', { body: { token } })),
    () => {
      if (!client.tokens.get()) return;
      client.tokens.clear();
      session.send({ type: 'session.revoked' });
    },
    { enabled: settled },
  );

  if (report.isPending || report.isRefetching)
    return <PageSpinner label={i18n._(messages.cancelling)} />;

  if (report.isSuccess) {
    return (
      <Outcome
        tone="success"
        title={i18n._(messages.cancelledTitle)}
        focus
        actions={
          <PrefetchLink className={buttonClass('outline')} href={paths.forgotPassword.getHref()}>
            {i18n._(messages.newResetLink)}
          </PrefetchLink>
        }
      >
        <p>{i18n._(messages.cancelledText)}</p>
        <p>{i18n._(messages.passwordKnown)}</p>
      </Outcome>
    );
  }

  if (fieldMessagesOf(report.error).token) return <UnusableReportLink focus />;

  return (
    <Outcome
      tone="error"
      title={i18n._(messages.failedTitle)}
      focus
      actions={
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void report.refetch()}
        >
          {i18n._(messages.tryAgain)}
        </button>
      }
    >
      <p>{errorNotice(report.error, undefined, locale).message}</p>
    </Outcome>
  );
}

/** A report link that cannot be used (missing code, expired, superseded by a newer change). */
function UnusableReportLink({ missing = false, focus = false }) {
  const { i18n } = useLingui();
  return (
    <Outcome
      tone="error"
      focus={focus}
      title={i18n._(missing ? messages.incompleteTitle : messages.expiredTitle)}
      actions={
        <PrefetchLink className={buttonClass('primary')} href={paths.forgotPassword.getHref()}>
          {i18n._(messages.resetPassword)}
        </PrefetchLink>
      }
    >
      <p>{i18n._(missing ? messages.incompleteText : messages.expiredText)}</p>
    </Outcome>
  );
}
