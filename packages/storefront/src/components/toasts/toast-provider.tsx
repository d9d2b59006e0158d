import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  TOAST_DURATION_MS,
  ToastContext,
  type ToastApi,
  type ToastData,
  type ToastInput,
  type ToastTone,
} from './toast-context';
import { Toaster } from './toaster';

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

/**
 * Holds the toasts of the app and renders them: each hides itself after 5000 ms, the
 * countdown pauses while the pointer is over the toast or it has keyboard focus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const timers = useRef(new Map<string, Timer>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const start = useCallback(
    (id: string, duration: number) => {
      const handle = setTimeout(() => dismiss(id), duration);
      timers.current.set(id, { handle, remaining: duration, startedAt: Date.now() });
    },
    [dismiss],
  );

  const pause = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (!timer?.handle) return;
    clearTimeout(timer.handle);
    timer.handle = null;
    timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
  }, []);

  const resume = useCallback(
    (id: string) => {
      const timer = timers.current.get(id);
      if (!timer || timer.handle) return;
      start(id, timer.remaining);
    },
    [start],
  );

  const api = useMemo<ToastApi>(() => {
    const show = (input: ToastInput, tone: ToastTone) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { ...input, id, tone }]);
      start(id, TOAST_DURATION_MS);
      return id;
    };
    return {
      error: (input) => show(input, 'error'),
      success: (input) => show(input, 'success'),
      dismiss,
    };
  }, [dismiss, start]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) if (timer.handle) clearTimeout(timer.handle);
      pending.clear();
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} onPause={pause} onResume={resume} />
    </ToastContext.Provider>
  );
}
