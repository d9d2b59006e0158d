import { unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { useApiClient } from '@/lib/api/api-provider';
import { API_KEY_QUERIES, type ApiKey } from '../integrations-api';

/** Revoke a key after a confirmation (`revokeApiKey`): calls with it answer 401 from then on. */
export function RevokeKeyButton({ accountId, apiKey }: { accountId: number; apiKey: ApiKey }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  const revoke = async () => {
    await unwrap(
      client.DELETE('/account/{id}/api-keys/{keyId}', {
        params: { path: { id: accountId, keyId: apiKey.id } },
      }),
    );
    await Promise.all(
      API_KEY_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    toast.success({ title: 'Key revoked', message: `${apiKey.name} no longer works.` });
  };

  return (
    <>
      <button type="button" className={buttonClass('outline')} onClick={() => setConfirming(true)}>
        Revoke <span className="visually-hidden">{apiKey.name}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title={`Revoke ${apiKey.name}?`}
        message={`Every call made with ${apiKey.prefix}… is refused from now on, on every server. This cannot be undone: to carry on, create a new key and give it to the system that used this one.`}
        confirmLabel="Revoke the key"
        onConfirm={revoke}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
