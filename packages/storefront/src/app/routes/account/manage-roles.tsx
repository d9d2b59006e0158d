import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { RolesPage } from '@/features/account/roles/components/roles-page';

export default function ManageRolesRoute() {
  return (
    <ContentLayout
      title="Manage roles"
      breadcrumbs={[
        { name: 'Account', path: paths.account.getHref() },
        { name: 'Manage roles', path: paths.manageRoles.getHref() },
      ]}
      description="The roles of your account and the permissions each one grants."
    >
      <RolesPage />
    </ContentLayout>
  );
}
