import { buttonClass } from '@/components/ui/button/button-class';
import { useApiClient } from '@/lib/api/api-provider';
import type { WebhookEndpoint } from '../integrations-api';
import { useQueueDelivery } from './use-queue-delivery';

/**
 * "Send test event" (`sendWebhookTestEvent`): one signed `webhook.test` of sample data to this
 * endpoint; the delivery appears at the top of the log. The server caps how many (429).
 */
export function SendTestEventButton({
  accountId,
  endpoint,
}: {
  accountId: number;
  endpoint: WebhookEndpoint;
}) {
  const client = useApiClient();
  const { busy, queue } = useQueueDelivery(
    () =>
      client.POST('/account/{id}/webhooks/{endpointId}/test', {
        params: { path: { id: accountId, endpointId: endpoint.id } },
      }),
    (delivery) => ({
      title: 'Test event queued',
      message: `Test event ${delivery.event.id} is on its way to ${endpoint.url}.`,
    }),
  );

  return (
    <button
      type="button"
      className={buttonClass('outline')}
      onClick={queue}
      disabled={busy || !endpoint.active}
      aria-busy={busy || undefined}
    >
      {busy ? 'Sending…' : 'Send test event'}
    </button>
  );
}
