import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import styles from './edit-dialog.module.scss';

export const DISCARD_QUESTION = 'You have unsaved changes. Close and lose them?';

interface EditDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The form has changes that are not saved. */
  dirty: boolean;
  /** A save is running: the dialog cannot be closed. */
  busy: boolean;
  onClose: () => void;
  /** The form; its Cancel button calls `requestClose` (which asks first when there are changes). */
  children: (requestClose: () => void) => ReactNode;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A dialog around an edit form that does not lose changes by accident: Escape, the close icon, the
 * backdrop or Cancel first ask "Keep editing / Discard changes" while the form is dirty, and
 * leaving the page (a link, closing the tab) warns too.
 */
export function EditDialog({
  title,
  description,
  dirty,
  busy,
  onClose,
  children,
  size = 'medium',
}: EditDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirming(true);
    else onClose();
  };

  return (
    <Dialog
      open
      onClose={requestClose}
      title={title}
      description={description}
      size={size}
      dismissible={!busy}
    >
      {confirming ? (
        <div role="alert" className={styles.discard}>
          <p className={styles.question}>{DISCARD_QUESTION}</p>
          <div className={styles.actions}>
            <button
              ref={keepRef}
              type="button"
              className={buttonClass('outline')}
              onClick={() => setConfirming(false)}
            >
              Keep editing
            </button>
            <button type="button" className={buttonClass('primary')} onClick={onClose}>
              Discard changes
            </button>
          </div>
        </div>
      ) : null}
      {children(requestClose)}
    </Dialog>
  );
}
