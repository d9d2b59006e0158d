import { ContentLayout } from '@/components/layouts/content-layout';
import { LeadsPage } from '@/features/leads/components/leads-page';

/** `/authorized/account/leads`: the account's quote requests and messages (`leads.view`). */
export default function LeadsRoute() {
  return (
    <ContentLayout
      route="leads"
      description="Quote requests and messages from customers, newest first. Open one to see everything they sent and to work it."
    >
      <LeadsPage />
    </ContentLayout>
  );
}
