import { errorNotice, fieldMessagesOf, unwrap } from '@liftline/sdk';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api/api-provider';
import { useOneTimeRequest } from '@/lib/api/use-one-time-request';
import { Outcome } from './outcome';

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
  // Every session is revoked on the server, this browser's too: its next API call ends it (and
  // leads to the login). Ending it here would navigate away from this message.
  const client = useApiClient();
  const report = useOneTimeRequest(['report-email-change', token], () =>
    unwrap(client.POST('/user/email-change/cancel', { body: { token } })),
  );

  if (report.isPending || report.isRefetching)
    return <PageSpinner label="Cancelling the e-mail change…" />;

  if (report.isSuccess) {
    return (
      <Outcome
        tone="success"
        title="The e-mail change is cancelled"
        focus
        actions={
          <PrefetchLink className={buttonClass('outline')} href={paths.forgotPassword.getHref()}>
            Send me a new reset link
          </PrefetchLink>
        }
      >
        <p>
          Your e-mail address stays as it was, and every device signed in to your account has been
          signed out.
        </p>
        <p>
          Whoever asked for the change knew your password. We have sent you a link to choose a new
          one: please do it now, before you sign in again.
        </p>
      </Outcome>
    );
  }

  if (fieldMessagesOf(report.error).token) return <UnusableReportLink focus />;

  return (
    <Outcome
      tone="error"
      title="We could not cancel the e-mail change"
      focus
      actions={
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void report.refetch()}
        >
          Try again
        </button>
      }
    >
      <p>{errorNotice(report.error).message}</p>
    </Outcome>
  );
}

/** A report link that cannot be used (missing code, expired, superseded by a newer change). */
function UnusableReportLink({ missing = false, focus = false }) {
  return (
    <Outcome
      tone="error"
      focus={focus}
      title={missing ? 'This link is incomplete' : 'This link has expired'}
      actions={
        <PrefetchLink className={buttonClass('primary')} href={paths.forgotPassword.getHref()}>
          Reset my password
        </PrefetchLink>
      }
    >
      <p>
        {missing
          ? 'The link ends with a code that is missing here. Open the link from the e-mail again.'
          : 'This link works for 7 days, and only for the newest e-mail change. If you still think someone else is using your account, reset your password: that signs out every device.'}
      </p>
    </Outcome>
  );
}
