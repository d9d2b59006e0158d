import { ApiError, errorNotice, unwrap } from '@liftline/sdk';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import formStyles from '@/components/ui/form/form.module.scss';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { AuthSession, useUser } from '@/lib/auth';
import { useApiClient } from '@/lib/api/api-provider';
import { retryAfterText } from '../retry-after';
import { reloadUserWhenReady } from '../session-reload';
import { Outcome } from './outcome';
import styles from './auth.module.scss';

/**
 * The verification-required notice for the signed-in user: "Resend e-mail" (GET /user/verify-email):
 * 202 → a confirmation; 409 (already verified) → the user is reloaded and goes to the account;
 * 429 → the server's message and when to try again. Verified users get the way on. Coming back to
 * the window (after clicking the link in another tab) reloads the user.
 */
export function VerificationNotice() {
  const actor = AuthSession.useActorRef();
  const user = useUser();
  const [, navigate] = useLocation();
  const client = useApiClient();
  const [alreadyVerified, setAlreadyVerified] = useState(false);
  const resendMail = useMutation({
    mutationFn: () => unwrap(client.GET('/user/verify-email')),
    onError: (error) => {
      if (!isConflict(error)) return;
      // Verified meanwhile (another tab, another device): fetch the user, then go on.
      setAlreadyVerified(true);
      reloadUserWhenReady(actor);
    },
  });
  const verified = Boolean(user?.email_verified_at);

  useEffect(() => {
    const reload = () => reloadUserWhenReady(actor);
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [actor]);

  useEffect(() => {
    if (alreadyVerified && verified) navigate(`~${paths.account.getHref()}`);
  }, [alreadyVerified, verified, navigate]);

  if (verified) {
    return (
      <div className={styles.outcomeActions}>
        <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
          Go to your account
        </PrefetchLink>
      </div>
    );
  }

  const resend = () => {
    if (!resendMail.isPending) resendMail.mutate();
  };

  const error = resendMail.error;
  const busy = resendMail.isPending;
  const done = resendMail.isSuccess;

  return (
    <div className={styles.stack}>
      {done ? (
        <Outcome tone="success" title="We sent you a new link" focus>
          <p>
            Check your inbox at <strong>{user?.email}</strong>. The link is valid for 24 hours;
            earlier links no longer work.
          </p>
        </Outcome>
      ) : null}
      <FormAlert>{error && !alreadyVerified ? alertText(error) : null}</FormAlert>
      {alreadyVerified ? (
        <p role="status">Your address is already verified. Taking you to your account…</p>
      ) : null}
      <div className={styles.outcomeActions}>
        <button
          type="button"
          className={buttonClass(done ? 'outline' : 'primary', formStyles.submit)}
          aria-disabled={busy || undefined}
          onClick={resend}
        >
          {busy ? (
            <>
              <span className={formStyles.spinner} aria-hidden="true" />
              Sending…
            </>
          ) : (
            'Resend e-mail'
          )}
        </button>
      </div>
    </div>
  );
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

function alertText(error: unknown): string {
  const { message } = errorNotice(error);
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== null)
    return `${message} You can ask for another e-mail ${retryAfterText(error.retryAfterSeconds)}.`;
  return message;
}
