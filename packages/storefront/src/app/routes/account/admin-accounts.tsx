import { ContentLayout } from '@/components/layouts/content-layout';
import { AccountNav } from '@/features/account/components/account-nav';
import { AdminAccountsPage } from '@/features/account/accounts/admin-accounts-page';

/** `/authorized/account/admin/accounts`: publishing rights of every account (platform admins). */
export default function AdminAccountsRoute() {
  return (
    <ContentLayout
      route="adminAccounts"
      description="Which accounts may publish to the public catalog. New accounts keep their products as drafts until approved."
    >
      <AccountNav />
      <AdminAccountsPage />
    </ContentLayout>
  );
}
