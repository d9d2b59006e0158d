import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { EmailChangeReport } from '@/features/auth/components/email-change-report';
import styles from './route-pages.module.scss';

/** The e-mail change notice's "this wasn't me" link: `/report-email-change?token=…`. */
export default function ReportEmailChangeRoute() {
  const [params] = useSearchParams();
  return (
    <ContentLayout
      className={styles.card}
      title="Secure your account"
      breadcrumbs={[{ name: 'Report e-mail change', path: paths.reportEmailChange.getHref() }]}
    >
      <EmailChangeReport token={params.get('token') ?? ''} />
    </ContentLayout>
  );
}
