import { useEffect } from 'react';
import { TOAST_DURATION_MS } from './duration';

export { TOAST_DURATION_MS };

export interface InlineToastProps {
  title: string;
  message: string;
  /** The close button's name (the caller's words). */
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * The widgets' own error toast (red, titled 'Oops!', auto-hides after 5000 ms, max width
 * 350px), used when the host page does not handle errors itself.
 */
export function InlineToast({ title, message, dismissLabel, onDismiss }: InlineToastProps) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);

  return (
    <div className="lf-toast" role="alert" part="toast">
      <div className="lf-toast__body">
        <strong className="lf-toast__title">{title}</strong>
        <p className="lf-toast__message">{message}</p>
      </div>
      <button
        type="button"
        className="lf-toast__close"
        aria-label={dismissLabel}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
