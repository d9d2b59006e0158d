import { ERROR_NOTICE_TITLE } from '@liftline/sdk';
import { useCallback, useRef } from 'react';
import { useToast } from '@/components/toasts/use-toast';

/**
 * The "Oops!" toast of a failed save, one at a time per form; `clear()` takes it away once
 * a later attempt succeeds, so no stale error stays on screen beside the success message.
 */
export function useFailureToast() {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  const clear = useCallback(() => {
    if (shown.current) toast.dismiss(shown.current);
    shown.current = null;
  }, [toast]);
  const show = useCallback(
    (message: string) => {
      clear();
      shown.current = toast.error({ title: ERROR_NOTICE_TITLE, message });
    },
    [clear, toast],
  );
  return { show, clear };
}
