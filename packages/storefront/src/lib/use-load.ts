import { useCallback, useEffect, useState } from 'react';
import { messageOf } from './field-errors';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; error: unknown }
  | { status: 'done'; data: T };

export type LoadResult<T> = Loadable<T> & {
  /** Load again (after an error, or after a change elsewhere); the last data stays until then. */
  reload: () => void;
  /** Replace the loaded data locally (e.g. after a successful save). */
  setData: (data: T) => void;
};

/**
 * Loads `load()` whenever `key` changes (the key names the request: same key, same data), aborting
 * the previous request. Errors become `{ status: 'error', message }` for the page to show with a retry.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LoadResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; value: Loadable<T> }>({
    key,
    attempt: 0,
    value: { status: 'loading' },
  });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, attempt, value: { status: 'done', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, attempt, value: { status: 'error', message: messageOf(error), error } });
      },
    );
    return () => controller.abort();
    // `key` identifies the request; `load` is recreated every render.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (data: T) => setState((current) => ({ ...current, value: { status: 'done', data } })),
    [],
  );

  // A reload keeps showing the previous data; a new key starts from "loading".
  const value: Loadable<T> =
    state.key !== key
      ? { status: 'loading' }
      : state.attempt !== attempt && state.value.status !== 'done'
        ? { status: 'loading' }
        : state.value;
  return { ...value, reload, setData };
}
