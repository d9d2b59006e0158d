import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import styles from '../route-pages.module.scss';

export default function RegisterRoute() {
  return (
    <ContentLayout
      className={styles.card}
      title="Create an account"
      breadcrumbs={[{ name: 'Create an account', path: paths.register.getHref() }]}
      description="Register to keep your quotes, manage your team and your equipment listings."
    />
  );
}
