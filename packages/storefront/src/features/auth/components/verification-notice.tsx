import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { AuthSession, useUser } from '@/lib/auth';
import { messageOf } from '@/lib/field-errors';
import { ApiError } from '@liftline/sdk';
import { RateLimitedError, resendVerificationEmail } from '../api/auth-api';
import { retryAfterText } from '../retry-after';
import { reloadUserWhenReady } from '../session-reload';
import { Outcome } from './outcome';
import { useSubmission } from './use-submission';
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
  const { state, submit } = useSubmission(resendVerificationEmail);
  const [alreadyVerified, setAlreadyVerified] = useState(false);
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

  const resend = async () => {
    if (state.status === 'busy') return;
    const result = await submit(undefined);
    if (!result.ok && 'error' in result && isConflict(result.error)) {
      // Verified meanwhile (another tab, another device): fetch the user, then go on.
      setAlreadyVerified(true);
      reloadUserWhenReady(actor);
    }
  };

  const error = state.status === 'failed' ? state.error : null;

  return (
    <div className={styles.stack}>
      {state.status === 'done' ? (
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
          className={buttonClass(state.status === 'done' ? 'outline' : 'primary', styles.submit)}
          aria-disabled={state.status === 'busy' || undefined}
          onClick={resend}
        >
          {state.status === 'busy' ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
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
  const message = messageOf(error);
  if (error instanceof RateLimitedError && error.retryAfterSeconds !== null)
    return `${message} You can ask for another e-mail ${retryAfterText(error.retryAfterSeconds)}.`;
  return message;
}
