import { Redirect, useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { safeReturnTo } from '@/config/return-to';
import { LoginForm } from '@/features/auth/components/login-form';
import { useUser } from '@/lib/auth';
import styles from '../route-pages.module.scss';

export default function LoginRoute() {
  const [params] = useSearchParams();
  const user = useUser();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const email = params.get('email') ?? undefined;

  // Signed in (just now, or already): go where the visitor wanted to be.
  if (user) return <Redirect to={returnTo ?? paths.account.getHref()} replace />;

  return (
    <ContentLayout
      className={styles.card}
      title="Log in"
      breadcrumbs={[{ name: 'Log in', path: paths.login.getHref() }]}
      description="Log in to your Liftline account to manage your team, roles and equipment listings."
    >
      <LoginForm defaultEmail={email} />
      <p className={styles.actions}>
        <PrefetchLink href={paths.forgotPassword.getHref(email)}>
          Forgot your password?
        </PrefetchLink>
        <PrefetchLink href={paths.register.getHref({ returnTo, email })}>
          Create an account
        </PrefetchLink>
      </p>
    </ContentLayout>
  );
}
