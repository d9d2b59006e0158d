import { ContentLayout } from '@/components/layouts/content-layout';
import { AdminBranchesPage } from '@/features/account/branches/admin-branches-page';

/** `/authorized/account/admin/branches`: every branch, deactivated ones included (platform admins). */
export default function AdminBranchesRoute() {
  return (
    <ContentLayout
      route="adminBranches"
      description="The branches of the directory and the branch finder: addresses, hours, holiday closures and whether they are active."
    >
      <AdminBranchesPage />
    </ContentLayout>
  );
}
