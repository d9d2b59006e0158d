import { createContext } from 'react';

/** Toasts hide themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** At most this many toasts are on screen; older ones wait (and expire) out of sight. */
export const MAX_VISIBLE_TOASTS = 4;

export type ToastTone = 'error' | 'success';

export interface ToastInput {
  title: string;
  message?: string;
}

export interface ToastData extends ToastInput {
  id: string;
  tone: ToastTone;
}

export interface ToastApi {
  /** Shows a red error toast (announced immediately to screen readers); returns its id. */
  error(input: ToastInput): string;
  /** Shows a confirmation ("Lead saved"), announced politely; returns its id. */
  success(input: ToastInput): string;
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
