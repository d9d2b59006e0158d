import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';

export default function UpgradeRequiredRoute() {
  return (
    <ContentLayout
      title="Please reload Liftline"
      breadcrumbs={[{ name: 'Update required', path: paths.upgradeRequired.getHref() }]}
      description="This version of the storefront uses a service that has been retired. Reload the page to get the current version."
    />
  );
}
