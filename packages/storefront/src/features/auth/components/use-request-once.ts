import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { isValidationError } from '@/lib/field-errors';
import type { Submission } from './use-submission';

/**
 * Sends a one-time request when the page opens (consuming a link's token): exactly once per `key`
 * and retry, even under React StrictMode, which runs effects twice in development (the second run
 * must not spend the token again). `onDone` runs once with the answer. A 422 with field errors shows
 * the spec's validation toast (§8).
 */
export function useRequestOnce<T>(
  key: string,
  request: () => Promise<T>,
  onDone?: (data: T) => void,
): { state: Submission<T>; retry: () => void } {
  const toast = useToast();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ id: string; state: Submission<T> } | null>(null);
  const started = useRef<string | null>(null);
  const id = `${attempt}:${key}`;

  useEffect(() => {
    if (started.current === id) return;
    started.current = id;
    request().then(
      (data) => {
        setSettled({ id, state: { status: 'done', data } });
        onDone?.(data);
      },
      (error: unknown) => {
        setSettled({ id, state: { status: 'failed', error } });
        if (isValidationError(error))
          toast.error({ title: 'Oops!', message: (error as Error).message });
      },
    );
    // One request per id: `request`/`onDone` are recreated every render and are left out.
  }, [id, toast]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: settled?.id === id ? settled.state : { status: 'busy' }, retry };
}
