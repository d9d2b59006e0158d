import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { safeReturnTo } from '@/config/return-to';
import { Outcome } from '@/features/auth/components/outcome';
import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthSession, useUser } from '@/lib/auth';
import styles from '../route-pages.module.scss';

/**
 * `?invite=<token>` (from the invite page) or `?returnTo=…` is where the new user goes once
 * registered (accepting the invite); `?email=` prefills the form. Without either, the new user goes
 * to the verification notice.
 */
export default function RegisterRoute() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const actor = AuthSession.useActorRef();
  const user = useUser();
  const invite = params.get('invite') || null;
  const returnTo =
    safeReturnTo(params.get('returnTo')) ?? (invite ? paths.acceptInvite.getHref(invite) : null);
  const email = params.get('email') ?? undefined;

  // Registered (the session started): on to the invite, or to verify the new address.
  useEffect(() => {
    const subscription = actor.on('session.started', ({ user: registered }) => {
      const next =
        returnTo ??
        (registered.email_verified_at
          ? paths.account.getHref()
          : paths.verificationRequired.getHref());
      navigate(`~${next}`, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, returnTo]);

  return (
    <ContentLayout
      className={styles.card}
      title="Create an account"
      breadcrumbs={[{ name: 'Create an account', path: paths.register.getHref() }]}
      description={
        user
          ? undefined
          : invite
            ? 'Create your Liftline account; then we take you to accept your invitation.'
            : 'Register to keep your quotes, manage your team and your equipment listings.'
      }
    >
      {user ? (
        <Outcome
          tone="info"
          title={`You are logged in as ${user.email}`}
          actions={
            <PrefetchLink
              className={buttonClass('primary')}
              href={returnTo ?? paths.account.getHref()}
            >
              {returnTo ? 'Continue' : 'Go to your account'}
            </PrefetchLink>
          }
        >
          <p>To create another account, log out first.</p>
        </Outcome>
      ) : (
        <>
          <RegisterForm
            defaultEmail={email}
            emailHint={invite && email ? 'The invitation was sent to this address.' : undefined}
            returnTo={returnTo}
          />
          <p className={styles.actions}>
            Already have an account?{' '}
            <PrefetchLink href={paths.login.getHref(returnTo, email)}>Log in</PrefetchLink>
          </p>
        </>
      )}
    </ContentLayout>
  );
}
