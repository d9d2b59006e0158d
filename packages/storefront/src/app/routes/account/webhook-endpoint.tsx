import { useParams } from 'wouter';
import { WebhookEndpointPage } from '@/features/integrations/components/webhook-endpoint-page';
import { useUser } from '@/lib/auth';
import NotFoundRoute from '../not-found';

const notFound = <NotFoundRoute />;

/** `/authorized/account/webhooks/:endpointId`: one endpoint and its delivery log. */
export default function WebhookEndpointRoute() {
  const { endpointId } = useParams<{ endpointId: string }>();
  const user = useUser();
  const id = Number(endpointId);
  if (!user || !Number.isSafeInteger(id) || id < 1 || id > 2147483647) return notFound;
  const accountId = user.current_account.id;
  return (
    <WebhookEndpointPage
      key={`${String(accountId)}-${String(id)}`}
      accountId={accountId}
      endpointId={id}
      notFound={notFound}
    />
  );
}
