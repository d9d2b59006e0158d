import { Trans, useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { returnToHref, safeReturnTo } from '@/config/return-to';
import { localizedPath } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { Outcome } from '@/features/auth/components/outcome';
import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthSession, useUser } from '@/lib/auth';
import styles from '../route-pages.module.scss';
import { translate } from '@/utils/translate';

const messages = {
  title: /*i18n*/ { id: 'auth.register.title', message: 'Create an account' },
  inviteDescription: /*i18n*/ {
    id: 'auth.register.inviteDescription',
    message: 'Create your Liftline account; then we take you to accept your invitation.',
  },
  description: /*i18n*/ {
    id: 'auth.register.description',
    message: 'Register to keep your quotes, manage your team and your equipment listings.',
  },
  loggedInAs: /*i18n*/ { id: 'auth.register.loggedInAs', message: 'You are logged in as {email}' },
  continue: /*i18n*/ { id: 'auth.register.continue', message: 'Continue' },
  toAccount: /*i18n*/ { id: 'auth.toAccount', message: 'Go to your account' },
  logOutFirst: /*i18n*/ {
    id: 'auth.register.logOutFirst',
    message: 'To create another account, log out first.',
  },
  inviteEmailHint: /*i18n*/ {
    id: 'auth.register.inviteEmailHint',
    message: 'The invitation was sent to this address.',
  },
};

/**
 * `?invite=<token>` (from the invite page) or `?returnTo=…` is where the new user goes once
 * registered (accepting the invite); `?email=` prefills the form. Without either, the new user goes
 * to the verification notice.
 */
export default function RegisterRoute() {
  const [params] = useSearchParams();
  const { i18n } = useLingui();
  const locale = useLocale();
  const rootHref = useRootHref();
  const [, navigate] = useLocation();
  const actor = AuthSession.useActorRef();
  const user = useUser();
  const invite = params.get('invite') || null;
  // A path from the top of the site, in its language (`/es/accept-invite?…`).
  const returnTo =
    safeReturnTo(params.get('returnTo')) ??
    (invite ? localizedPath(paths.acceptInvite.getHref(invite), locale) : null);
  const email = params.get('email') ?? undefined;

  // Registered (the session started): on to the invite, or to verify the new address.
  useEffect(() => {
    const subscription = actor.on('session.started', ({ user: registered }) => {
      const next = returnTo
        ? returnToHref(returnTo)
        : rootHref(
            registered.email_verified_at
              ? paths.account.getHref()
              : paths.verificationRequired.getHref(),
          );
      navigate(next, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, returnTo, rootHref]);

  return (
    <ContentLayout
      className={styles.card}
      title={i18n._(messages.title)}
      breadcrumbs={[{ name: i18n._(messages.title), path: paths.register.getHref() }]}
      description={
        user
          ? undefined
          : invite
            ? i18n._(messages.inviteDescription)
            : i18n._(messages.description)
      }
    >
      {user ? (
        <Outcome
          tone="info"
          title={translate(i18n, messages.loggedInAs, { email: user.email })}
          actions={
            returnTo ? (
              <Link className={buttonClass('primary')} href={returnToHref(returnTo)}>
                {i18n._(messages.continue)}
              </Link>
            ) : (
              <PrefetchLink className={buttonClass('primary')} href={paths.account.getHref()}>
                {i18n._(messages.toAccount)}
              </PrefetchLink>
            )
          }
        >
          <p>{i18n._(messages.logOutFirst)}</p>
        </Outcome>
      ) : (
        <>
          <RegisterForm
            defaultEmail={email}
            emailHint={invite && email ? i18n._(messages.inviteEmailHint) : undefined}
            returnTo={returnTo}
          />
          <p className={styles.actions}>
            <Trans
              id="auth.register.haveAccount"
              message="Already have an account? <0>Log in</0>"
              components={{ 0: <PrefetchLink href={paths.login.getHref(returnTo, email)} /> }}
            />
          </p>
        </>
      )}
    </ContentLayout>
  );
}
