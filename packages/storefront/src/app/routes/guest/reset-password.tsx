import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import {
  ResetPasswordForm,
  UnusableResetLink,
} from '@/features/auth/components/reset-password-form';
import styles from '../route-pages.module.scss';

/** The reset e-mail's link: `?token=…&email=…` (see the server's password reset mail). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') || undefined;
  return (
    <ContentLayout
      className={styles.card}
      title="Choose a new password"
      breadcrumbs={[
        { name: 'Log in', path: paths.login.getHref() },
        { name: 'Reset password', path: paths.resetPassword.getHref() },
      ]}
    >
      {token ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <UnusableResetLink email={email} missing />
      )}
    </ContentLayout>
  );
}
