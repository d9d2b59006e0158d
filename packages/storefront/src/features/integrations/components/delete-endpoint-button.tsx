import { unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { useApiClient } from '@/lib/api/api-provider';
import { WEBHOOK_QUERIES, type WebhookEndpoint } from '../integrations-api';

/** Delete an endpoint and its delivery log after a confirmation (`deleteWebhookEndpoint`). */
export function DeleteEndpointButton({
  accountId,
  endpoint,
  onDeleted,
}: {
  accountId: number;
  endpoint: WebhookEndpoint;
  onDeleted?: () => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    await unwrap(
      client.DELETE('/account/{id}/webhooks/{endpointId}', {
        params: { path: { id: accountId, endpointId: endpoint.id } },
      }),
    );
    onDeleted?.();
    await Promise.all(
      WEBHOOK_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    toast.success({ title: 'Endpoint deleted', message: `${endpoint.url} gets no more events.` });
  };

  return (
    <>
      <button type="button" className={buttonClass('outline')} onClick={() => setConfirming(true)}>
        Delete <span className="visually-hidden">{endpoint.url}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete this endpoint?"
        message={`${endpoint.url} gets no more events, its queued deliveries are dropped and its delivery log is deleted. This cannot be undone.`}
        confirmLabel="Delete the endpoint"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
