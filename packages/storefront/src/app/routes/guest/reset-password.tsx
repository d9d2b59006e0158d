import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import styles from '../route-pages.module.scss';

export default function ResetPasswordRoute() {
  return (
    <ContentLayout
      className={styles.card}
      title="Choose a new password"
      breadcrumbs={[
        { name: 'Log in', path: paths.login.getHref() },
        { name: 'Reset password', path: paths.resetPassword.getHref() },
      ]}
      description="The link in your password reset e-mail brings you here to set a new password."
    />
  );
}
