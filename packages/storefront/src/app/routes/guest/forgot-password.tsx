import { useLingui } from '@lingui/react';
import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import styles from '../route-pages.module.scss';

const messages = {
  title: /*i18n*/ { id: 'auth.login.forgot', message: 'Forgot your password?' },
  logIn: /*i18n*/ { id: 'auth.login.title', message: 'Log in' },
  crumb: /*i18n*/ { id: 'auth.forgot.crumb', message: 'Forgot password' },
  description: /*i18n*/ {
    id: 'auth.forgot.description',
    message: 'Enter your e-mail address and we will send you a link to choose a new password.',
  },
};

export default function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? undefined;
  const { i18n } = useLingui();
  return (
    <ContentLayout
      className={styles.card}
      title={i18n._(messages.title)}
      breadcrumbs={[
        { name: i18n._(messages.logIn), path: paths.login.getHref() },
        { name: i18n._(messages.crumb), path: paths.forgotPassword.getHref() },
      ]}
      description={i18n._(messages.description)}
    >
      <ForgotPasswordForm defaultEmail={email} />
    </ContentLayout>
  );
}
