import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';

export default function VerifyEmailRoute() {
  return (
    <ContentLayout
      title="Verify your e-mail address"
      breadcrumbs={[{ name: 'Verify e-mail', path: paths.verifyEmail.getHref() }]}
      description="The link in your verification e-mail brings you here; this page confirms your address."
    />
  );
}
