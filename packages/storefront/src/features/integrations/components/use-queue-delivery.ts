import { errorNotice, unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ToastInput } from '@/components/toasts/toast-context';
import { useToast } from '@/components/toasts/use-toast';
import { WEBHOOK_QUERIES } from '../integrations-api';

/**
 * What the buttons that queue a delivery (Resend, Send test event) share: the call, then the
 * webhook lists fetched again (the new delivery is at the top of the log) and a toast that says
 * what was queued, or the error. `busy` while the call runs.
 */
export function useQueueDelivery<R extends { response: Response }>(
  call: () => Promise<R>,
  queued: (result: Awaited<ReturnType<typeof unwrap<R>>>) => ToastInput,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const queue = async () => {
    setBusy(true);
    try {
      const result = await unwrap(call());
      await Promise.all(
        WEBHOOK_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      toast.success(queued(result));
    } catch (caught) {
      toast.error(errorNotice(caught));
    } finally {
      setBusy(false);
    }
  };

  return { busy, queue: () => void queue() };
}
