import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '@/components/icons/icons';
import styles from './dialog.module.scss';

export interface DialogProps {
  open: boolean;
  /** Close icon, Escape, or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** A sentence under the title, announced with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Where focus goes on open (default: the first focusable element after the title). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large' | 'full';
  /** Extra class of the `<dialog>`. */
  className?: string;
  /** Hide the close icon (e.g. while a request runs). */
  dismissible?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native `<dialog>` (every modal of the app): the page behind is inert, Tab stays inside,
 * Escape and the close icon call `onClose`, and focus returns to where it was when the dialog closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  size = 'medium',
  className,
  dismissible = true,
}: DialogProps) {
  const { i18n } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const target =
        initialFocusRef?.current ??
        dialog.querySelector('[data-dialog-body]')?.querySelector<HTMLElement>(FOCUSABLE) ??
        dialog.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open, initialFocusRef]);

  // A click on the backdrop lands on the <dialog> element itself (keyboard users have Escape).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !dismissible) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [dismissible, onClose]);

  // Closing by unmounting (the page changed, or the parent dropped the dialog) still gives focus
  // back. The dialog is closed first: a runtime that runs this before taking the element out of the
  // page (preact) would otherwise have the browser move focus to <body> when the open modal goes.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      const target = returnFocusTo.current;
      if (target?.isConnected) target.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      {open ? (
        <div className={styles.frame}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                className={styles.close}
                onClick={onClose}
                aria-label={i18n._({ id: 'ui.dialog.close', message: 'Close' })}
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          <div className={styles.body} data-dialog-body>
            {children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
