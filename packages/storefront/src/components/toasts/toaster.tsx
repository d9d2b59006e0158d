import type { FocusEvent } from 'react';
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

function ToastView({ toast, onDismiss, onPause, onResume }: { toast: ToastData } & Omit<ToasterProps, 'toasts'>) {
  const resumeUnlessFocusInside = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume(toast.id);
  };
  return (
    <div
      className={`${styles.toast} ${styles[toast.tone]}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => onPause(toast.id)}
      onMouseLeave={() => onResume(toast.id)}
      onFocus={() => onPause(toast.id)}
      onBlur={resumeUnlessFocusInside}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
      </div>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={20} />
        <span className="visually-hidden">Dismiss notification</span>
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
