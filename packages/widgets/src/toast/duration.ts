/** Toasts hide after 5000 ms (the widgets' 'Oops!' toast and the loader's). */
export const TOAST_DURATION_MS = 5000;
