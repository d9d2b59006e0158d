import { ContentLayout } from '@/components/layouts/content-layout';
import { DealerSitesPage } from '@/features/dealers/components/dealer-sites-page';

/** `/authorized/account/dealers`: the account's dealer sites (`dealers.manage`). */
export default function DealerSitesRoute() {
  return (
    <ContentLayout
      route="dealerSites"
      description="The sites that embed your widgets. Each has a publishable key and a snippet to paste into its pages; open a site’s dashboard to see its funnel."
    >
      <DealerSitesPage />
    </ContentLayout>
  );
}
