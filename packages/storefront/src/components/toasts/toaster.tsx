import { Trans } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons/icons';
import { MAX_VISIBLE_TOASTS, type ToastData } from './toast-context';
import { useModalDialogHost } from './use-modal-dialog-host';
import styles from './toasts.module.scss';

interface ToasterProps {
  toasts: ToastData[];
  onDismiss: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
}

function ToastView({
  toast,
  onDismiss,
  onPause,
  onResume,
}: { toast: ToastData } & Omit<ToasterProps, 'toasts'>) {
  const ref = useRef<HTMLDivElement>(null);

  // The countdown waits while the pointer is over the toast or focus is inside it (time to read it).
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const pause = () => onPause(toast.id);
    const resume = () => {
      if (!element.contains(document.activeElement)) onResume(toast.id);
    };
    const resumeUnlessFocusStays = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null) && !element.matches(':hover'))
        onResume(toast.id);
    };
    element.addEventListener('mouseenter', pause);
    element.addEventListener('mouseleave', resume);
    element.addEventListener('focusin', pause);
    element.addEventListener('focusout', resumeUnlessFocusStays);
    return () => {
      element.removeEventListener('mouseenter', pause);
      element.removeEventListener('mouseleave', resume);
      element.removeEventListener('focusin', pause);
      element.removeEventListener('focusout', resumeUnlessFocusStays);
      // Moved (into or out of a dialog) or removed while paused: never leave the countdown stopped.
      onResume(toast.id);
    };
  }, [toast.id, onPause, onResume]);

  return (
    <div
      ref={ref}
      className={`${styles.toast} ${styles[toast.tone]}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
      </div>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={20} />
        <span className="visually-hidden">
          <Trans id="toasts.dismiss" message="Dismiss notification" />
        </span>
      </button>
    </div>
  );
}

/**
 * The always-present live region with the stacked toasts. While a modal `<dialog>` is open the rest
 * of the page is inert and below the top layer, so the toasts render inside that dialog instead.
 */
export function Toaster({ toasts, ...handlers }: ToasterProps) {
  const host = useModalDialogHost();
  const visible = toasts.slice(-MAX_VISIBLE_TOASTS);
  const stack = visible.map((toast) => <ToastView key={toast.id} toast={toast} {...handlers} />);

  return (
    <>
      <div className={styles.region} aria-live="polite" data-testid="toast-region">
        {host ? null : stack}
      </div>
      {host
        ? createPortal(
            <div className={styles.region} aria-live="polite">
              {stack}
            </div>,
            host,
          )
        : null}
    </>
  );
}
