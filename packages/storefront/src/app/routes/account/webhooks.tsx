import { ContentLayout } from '@/components/layouts/content-layout';
import { WebhooksPage } from '@/features/integrations/components/webhooks-page';

/** `/authorized/account/webhooks`: the account's webhook endpoints (`webhooks.manage`). */
export default function WebhooksRoute() {
  return (
    <ContentLayout
      route="webhooks"
      description="Your servers learn about new leads, bookings and product changes as they happen: Liftline sends each event, signed, to the endpoints you add here."
    >
      <WebhooksPage />
    </ContentLayout>
  );
}
