import { useLingui } from '@lingui/react';
import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import {
  ResetPasswordForm,
  UnusableResetLink,
} from '@/features/auth/components/reset-password-form';
import styles from '../route-pages.module.scss';

const messages = {
  title: /*i18n*/ { id: 'auth.reset.title', message: 'Choose a new password' },
  logIn: /*i18n*/ { id: 'auth.login.title', message: 'Log in' },
  crumb: /*i18n*/ { id: 'auth.reset.crumb', message: 'Reset password' },
};

/** The reset e-mail's link: `?token=…&email=…` (see the server's password reset mail). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') || undefined;
  const { i18n } = useLingui();
  return (
    <ContentLayout
      className={styles.card}
      title={i18n._(messages.title)}
      breadcrumbs={[
        { name: i18n._(messages.logIn), path: paths.login.getHref() },
        { name: i18n._(messages.crumb), path: paths.resetPassword.getHref() },
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
