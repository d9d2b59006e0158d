import { errorNotice, unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { useApiClient } from '@/lib/api/api-provider';
import { WEBHOOK_QUERIES, type WebhookEndpoint } from '../integrations-api';

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
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      const delivery = await unwrap(
        client.POST('/account/{id}/webhooks/{endpointId}/test', {
          params: { path: { id: accountId, endpointId: endpoint.id } },
        }),
      );
      await Promise.all(
        WEBHOOK_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      toast.success({
        title: 'Test event queued',
        message: `Test event ${delivery.event.id} is on its way to ${endpoint.url}.`,
      });
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
      onClick={() => void send()}
      disabled={busy || !endpoint.active}
      aria-busy={busy || undefined}
    >
      {busy ? 'Sending…' : 'Send test event'}
    </button>
  );
}
