import { ContentLayout } from '@/components/layouts/content-layout';
import { ApiKeysPage } from '@/features/integrations/components/api-keys-page';

/** `/authorized/account/api-keys`: the account's secret API keys (`api_keys.manage`). */
export default function ApiKeysRoute() {
  return (
    <ContentLayout
      route="apiKeys"
      description="Secret keys let your own systems call the Liftline API as this account, with the permissions you choose. A key’s secret is shown once, when it is created."
    >
      <ApiKeysPage />
    </ContentLayout>
  );
}
