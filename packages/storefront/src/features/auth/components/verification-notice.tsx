import { ApiError, errorNotice, unwrap } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
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
import { useLocale } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { retryAfter } from '../retry-after';
import { reloadUserWhenReady } from '../session-reload';
import { Outcome } from './outcome';
import styles from './auth.module.scss';
import { translate } from '@/utils/translate';

const messages = {
  toAccount: /*i18n*/ { id: 'auth.toAccount', message: 'Go to your account' },
  sentTitle: /*i18n*/ { id: 'auth.verification.sentTitle', message: 'We sent you a new link' },
  alreadyVerified: /*i18n*/ {
    id: 'auth.verification.alreadyVerified',
    message: 'Your address is already verified. Taking you to your account…',
  },
  sending: /*i18n*/ { id: 'auth.verification.sending', message: 'Sending…' },
  resend: /*i18n*/ { id: 'auth.verification.resend', message: 'Resend e-mail' },
  retryAfter: /*i18n*/ {
    id: 'auth.verification.retryAfter',
    message:
      '{message} {unit, select, second {{count, plural, one {You can ask for another e-mail in {count} second.} other {You can ask for another e-mail in {count} seconds.}}} minute {{count, plural, one {You can ask for another e-mail in about a minute.} other {You can ask for another e-mail in about {count} minutes.}}} other {{count, plural, one {You can ask for another e-mail in about an hour.} other {You can ask for another e-mail in about {count} hours.}}}}',
  },
};

/**
 * The verification-required notice for the signed-in user: "Resend e-mail" (GET /user/verify-email):
 * 202 → a confirmation; 409 (already verified) → the user is reloaded and goes to the account;
 * 429 → the server's message and when to try again. Verified users get the way on. Coming back to
 * the window (after clicking the link in another tab) reloads the user.
 */
export function VerificationNotice() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const rootHref = useRootHref();
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
    if (alreadyVerified && verified) navigate(rootHref(paths.account.getHref()));
  }, [alreadyVerified, verified, navigate, rootHref]);

  if (verified) {
    return (
      <div className={styles.outcomeActions}>
        <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
          {i18n._(messages.toAccount)}
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
        <Outcome tone="success" title={i18n._(messages.sentTitle)} focus>
          <p>
            <Trans
              id="auth.verification.sentText"
              message="Check your inbox at <0>{email}</0>. The link is valid for 24 hours; earlier links no longer work."
              values={{ email: user?.email ?? '' }}
              components={{ 0: <strong /> }}
            />
          </p>
        </Outcome>
      ) : null}
      <FormAlert>{error && !alreadyVerified ? alertText(error, i18n, locale) : null}</FormAlert>
      {alreadyVerified ? <p role="status">{i18n._(messages.alreadyVerified)}</p> : null}
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
              {i18n._(messages.sending)}
            </>
          ) : (
            i18n._(messages.resend)
          )}
        </button>
      </div>
    </div>
  );
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

function alertText(error: unknown, i18n: I18n, locale: string): string {
  const { message } = errorNotice(error, undefined, locale);
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== null)
    return translate(i18n, messages.retryAfter, {
      message,
      ...retryAfter(error.retryAfterSeconds),
    });
  return message;
}
