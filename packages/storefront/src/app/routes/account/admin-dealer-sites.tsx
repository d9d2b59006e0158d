import { ContentLayout } from '@/components/layouts/content-layout';
import { AccountNav } from '@/features/account/components/account-nav';
import { AdminDealerSitesPage } from '@/features/dealers/components/admin-dealer-sites-page';

/** `/authorized/account/admin/dealer-sites`: every account's dealer sites (platform admins). */
export default function AdminDealerSitesRoute() {
  return (
    <ContentLayout
      route="adminDealerSites"
      description="Every account’s dealer sites, active first. Open one to see its funnel."
    >
      <AccountNav />
      <AdminDealerSitesPage />
    </ContentLayout>
  );
}
