import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/features/account/dashboard/dashboard-page';

export default function AccountDashboardRoute() {
  return (
    <ContentLayout
      title="Your account"
      breadcrumbs={[{ name: 'Account', path: paths.account.getHref() }]}
      description="Your profile, your account and the requests you sent us."
    >
      <DashboardPage />
    </ContentLayout>
  );
}
