import { useLingui } from '@lingui/react';
import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { EmailChangeReport } from '@/features/auth/components/email-change-report';
import styles from './route-pages.module.scss';

const messages = {
  title: /*i18n*/ { id: 'auth.report.title', message: 'Secure your account' },
  crumb: /*i18n*/ { id: 'auth.report.crumb', message: 'Report e-mail change' },
};

/** The e-mail change notice's "this wasn't me" link: `/report-email-change?token=…`. */
export default function ReportEmailChangeRoute() {
  const [params] = useSearchParams();
  const { i18n } = useLingui();
  return (
    <ContentLayout
      className={styles.card}
      title={i18n._(messages.title)}
      breadcrumbs={[{ name: i18n._(messages.crumb), path: paths.reportEmailChange.getHref() }]}
    >
      <EmailChangeReport token={params.get('token') ?? ''} />
    </ContentLayout>
  );
}
