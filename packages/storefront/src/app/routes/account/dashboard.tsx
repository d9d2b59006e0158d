import { useLingui } from '@lingui/react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/features/account/dashboard/dashboard-page';

const messages = {
  title: /*i18n*/ { id: 'account.dashboard.title', message: 'Your account' },
  crumb: /*i18n*/ { id: 'account.nav.label', message: 'Account' },
  description: /*i18n*/ {
    id: 'account.dashboard.description',
    message: 'Your profile, your account and the requests you sent us.',
  },
};

export default function AccountDashboardRoute() {
  const { i18n } = useLingui();
  return (
    <ContentLayout
      title={i18n._(messages.title)}
      breadcrumbs={[{ name: i18n._(messages.crumb), path: paths.account.getHref() }]}
      description={i18n._(messages.description)}
    >
      <DashboardPage />
    </ContentLayout>
  );
}
