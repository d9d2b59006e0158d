import { useCallback, useRef, useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { isValidationError } from '@/lib/field-errors';

export type Submission<T> =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: unknown };

export type SubmitResult<T> =
  { ok: true; data: T } | { ok: false; error: unknown } | { ok: false; ignored: true };

export interface SubmissionApi<I, T> {
  state: Submission<T>;
  /** Runs the request once at a time (a second submit while busy is ignored: `ignored`). */
  submit: (input: I) => Promise<SubmitResult<T>>;
  /** Back to idle (e.g. "use another address"). */
  reset: () => void;
}

/**
 * One form's request: busy state, no double submits, the outcome. A 422 with field errors also
 * shows the spec's validation toast (§8); the form shows the messages next to its fields.
 */
/** `request` should be stable (a module function). */
export function useSubmission<I, T>(request: (input: I) => Promise<T>): SubmissionApi<I, T> {
  const toast = useToast();
  const [state, setState] = useState<Submission<T>>({ status: 'idle' });
  const busy = useRef(false);

  const submit = useCallback(
    async (input: I): Promise<SubmitResult<T>> => {
      if (busy.current) return { ok: false, ignored: true } as const;
      busy.current = true;
      setState({ status: 'busy' });
      try {
        const data = await request(input);
        setState({ status: 'done', data });
        return { ok: true, data } as const;
      } catch (error) {
        setState({ status: 'failed', error });
        if (isValidationError(error))
          toast.error({ title: 'Oops!', message: (error as Error).message });
        return { ok: false, error } as const;
      } finally {
        busy.current = false;
      }
    },
    [request, toast],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, submit, reset };
}
