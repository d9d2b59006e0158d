import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';

export default function AcceptInviteRoute() {
  return (
    <ContentLayout
      title="Accept invitation"
      breadcrumbs={[{ name: 'Accept invitation', path: paths.acceptInvite.getHref() }]}
      description="Join the account you were invited to with your signed-in user."
    />
  );
}
