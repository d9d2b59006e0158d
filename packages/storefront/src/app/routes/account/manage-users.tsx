import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { ManageUsersPage } from '@/features/account/users/components/manage-users-page';

export default function ManageUsersRoute() {
  return (
    <ContentLayout
      title="Manage users"
      breadcrumbs={[
        { name: 'Account', path: paths.account.getHref() },
        { name: 'Manage users', path: paths.manageUsers.getHref() },
      ]}
      description="The people in your account, their roles and pending invites."
    >
      <ManageUsersPage />
    </ContentLayout>
  );
}
