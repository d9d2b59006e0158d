import { errorNotice, unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { useApiClient } from '@/lib/api/api-provider';
import { DELIVERY_EVENT_LABELS } from '../labels';
import { WEBHOOK_QUERIES, type WebhookDelivery } from '../integrations-api';

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
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const what = `${DELIVERY_EVENT_LABELS[delivery.event.type]} ${delivery.event.id}`;

  const resend = async () => {
    setBusy(true);
    try {
      await unwrap(
        client.POST('/account/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/resend', {
          params: { path: { id: accountId, endpointId, deliveryId: delivery.id } },
        }),
      );
      await Promise.all(
        WEBHOOK_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      toast.success({ title: 'Delivery queued', message: `${what} is sent again.` });
    } catch (caught) {
      toast.error(errorNotice(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={buttonClass('outline')}
      onClick={() => void resend()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? 'Resending…' : 'Resend'} <span className="visually-hidden">{what}</span>
    </button>
  );
}
