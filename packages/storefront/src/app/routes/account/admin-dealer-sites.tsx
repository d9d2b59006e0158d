import { ContentLayout } from '@/components/layouts/content-layout';
import { AdminDealerSitesPage } from '@/features/dealers/components/admin-dealer-sites-page';

/** `/authorized/account/admin/dealer-sites`: every account's dealer sites (platform admins). */
export default function AdminDealerSitesRoute() {
  return (
    <ContentLayout
      route="adminDealerSites"
      description="Every account’s dealer sites, active first. Open one to see its funnel."
    >
      <AdminDealerSitesPage />
    </ContentLayout>
  );
}
