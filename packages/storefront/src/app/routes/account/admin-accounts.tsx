import { ContentLayout } from '@/components/layouts/content-layout';
import { AdminAccountsPage } from '@/features/account/accounts/admin-accounts-page';

/** `/authorized/account/admin/accounts`: publishing rights of every account (platform admins). */
export default function AdminAccountsRoute() {
  return (
    <ContentLayout
      route="adminAccounts"
      description="Which accounts may publish to the public catalog. New accounts keep their products as drafts until approved."
    >
      <AdminAccountsPage />
    </ContentLayout>
  );
}
