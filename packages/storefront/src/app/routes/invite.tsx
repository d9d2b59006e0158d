import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';

export default function InviteRoute() {
  return (
    <ContentLayout
      title="Account invitation"
      breadcrumbs={[{ name: 'Invitation', path: paths.invite.getHref() }]}
      description="Someone invited you to join their Liftline account. Here you will see the invitation and can sign in or register to accept it."
    />
  );
}
