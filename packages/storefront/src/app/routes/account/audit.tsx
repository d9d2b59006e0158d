import { ContentLayout } from '@/components/layouts/content-layout';
import { AuditPage } from '@/features/integrations/components/audit-page';

/** `/authorized/account/audit`: who did what in the account (`audit.view`). */
export default function AuditRoute() {
  return (
    <ContentLayout
      route="audit"
      description="Who created or revoked API keys, changed webhook endpoints or resent deliveries, and every change made with a key."
    >
      <AuditPage />
    </ContentLayout>
  );
}
