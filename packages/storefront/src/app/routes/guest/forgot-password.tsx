import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import styles from '../route-pages.module.scss';

export default function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? undefined;
  return (
    <ContentLayout
      className={styles.card}
      title="Forgot your password?"
      breadcrumbs={[
        { name: 'Log in', path: paths.login.getHref() },
        { name: 'Forgot password', path: paths.forgotPassword.getHref() },
      ]}
      description="Enter your e-mail address and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm defaultEmail={email} />
    </ContentLayout>
  );
}
