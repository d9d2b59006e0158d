import { unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { useApiClient } from '@/lib/api/api-provider';
import { WEBHOOK_QUERIES, type WebhookEndpoint } from '../integrations-api';
import { useRetryKey } from '../use-retry-key';
import { SecretDialog } from './secret-dialog';

/**
 * Give an endpoint a new signing secret after a confirmation (`rotateWebhookSecret`), then show
 * it once; the old one keeps signing for 24 hours.
 */
export function RotateSecretButton({
  accountId,
  endpoint,
}: {
  accountId: number;
  endpoint: WebhookEndpoint;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  // One rotation per confirmation: trying again after a failure replays it rather than rotating twice.
  const [idempotencyKey, forgetKey] = useRetryKey();

  const rotate = async () => {
    const rotated = await unwrap(
      client.POST('/account/{id}/webhooks/{endpointId}/rotate-secret', {
        params: {
          path: { id: accountId, endpointId: endpoint.id },
          header: { 'Idempotency-Key': idempotencyKey() },
        },
      }),
    );
    forgetKey();
    setSecret(rotated.secret);
    await Promise.all(
      WEBHOOK_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };

  return (
    <>
      <button type="button" className={buttonClass('outline')} onClick={() => setConfirming(true)}>
        Rotate secret <span className="visually-hidden">of {endpoint.url}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title="Rotate the signing secret?"
        message={`${endpoint.url} gets a new secret, shown once. The old one keeps signing deliveries for 24 hours too, so you can switch your receiver over without missing one.`}
        confirmLabel="Rotate the secret"
        danger={false}
        onConfirm={rotate}
        onClose={() => setConfirming(false)}
      />
      {/* After the confirmation has closed (its focus back on the button), so this one returns there. */}
      <SecretDialog
        secret={confirming ? null : secret}
        title="Your new signing secret"
        description={`Put it in the receiver of ${endpoint.url} to check the Liftline-Signature header.`}
        label="Signing secret"
        note="The old secret keeps working for 24 hours: deliveries carry a signature made with each until then."
        onClose={() => setSecret(null)}
      />
    </>
  );
}
