import { buttonClass } from '@/components/ui/button/button-class';
import { useApiClient } from '@/lib/api/api-provider';
import type { WebhookDelivery } from '../integrations-api';
import { DELIVERY_EVENT_LABELS } from '../labels';
import { useQueueDelivery } from './use-queue-delivery';

/**
 * Queue the delivery's event again (`resendWebhookDelivery`: same event id and body, a fresh
 * signature); the new delivery appears at the top of the log.
 */
export function ResendButton({
  accountId,
  endpointId,
  delivery,
}: {
  accountId: number;
  endpointId: number;
  delivery: WebhookDelivery;
}) {
  const client = useApiClient();
  const what = `${DELIVERY_EVENT_LABELS[delivery.event.type]} ${delivery.event.id}`;
  const { busy, queue } = useQueueDelivery(
    () =>
      client.POST('/account/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/resend', {
        params: { path: { id: accountId, endpointId, deliveryId: delivery.id } },
      }),
    () => ({ title: 'Delivery queued', message: `${what} is sent again.` }),
  );

  return (
    <button
      type="button"
      className={buttonClass('outline')}
      onClick={queue}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? 'Resending…' : 'Resend'} <span className="visually-hidden">{what}</span>
    </button>
  );
}
