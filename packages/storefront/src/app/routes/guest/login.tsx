import { useLingui } from '@lingui/react';
import { Redirect, useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { returnToHref, safeReturnTo } from '@/config/return-to';
import { useRootHref } from '@/i18n/use-root-href';
import { LoginForm } from '@/features/auth/components/login-form';
import { useUser } from '@/lib/auth';
import styles from '../route-pages.module.scss';

const messages = {
  title: /*i18n*/ { id: 'auth.login.title', message: 'Log in' },
  description: /*i18n*/ {
    id: 'auth.login.description',
    message: 'Log in to your Liftline account to manage your team, roles and equipment listings.',
  },
  forgot: /*i18n*/ { id: 'auth.login.forgot', message: 'Forgot your password?' },
  register: /*i18n*/ { id: 'auth.register.title', message: 'Create an account' },
};

export default function LoginRoute() {
  const [params] = useSearchParams();
  const user = useUser();
  const { i18n } = useLingui();
  const rootHref = useRootHref();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const email = params.get('email') ?? undefined;

  // Signed in (just now, or already): go where the visitor wanted to be.
  if (user)
    return (
      <Redirect
        to={returnTo ? returnToHref(returnTo) : rootHref(paths.account.getHref())}
        replace
      />
    );

  return (
    <ContentLayout
      className={styles.card}
      title={i18n._(messages.title)}
      breadcrumbs={[{ name: i18n._(messages.title), path: paths.login.getHref() }]}
      description={i18n._(messages.description)}
    >
      <LoginForm defaultEmail={email} />
      <p className={styles.actions}>
        <PrefetchLink href={paths.forgotPassword.getHref(email)}>
          {i18n._(messages.forgot)}
        </PrefetchLink>
        <PrefetchLink href={paths.register.getHref({ returnTo, email })}>
          {i18n._(messages.register)}
        </PrefetchLink>
      </p>
    </ContentLayout>
  );
}
