import { errorNotice } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.scss';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in one or two sentences. */
  message: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog stays open with the error shown when it rejects. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  /** Destructive actions get the red button. */
  danger?: boolean;
}

/** "Are you sure?" for destructive actions. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  danger = true,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (caught) {
      setBusy(false);
      setError(errorNotice(caught).message);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={message}
      size="small"
      initialFocusRef={cancelRef}
      dismissible={!busy}
    >
      <FormAlert>{error}</FormAlert>
      <div className={styles.actions}>
        <button ref={cancelRef} type="button" className={buttonClass('outline')} onClick={close}>
          {i18n._({ id: 'ui.cancel', message: 'Cancel' })}
        </button>
        <button
          type="button"
          className={buttonClass(danger ? 'primary' : 'outline')}
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? i18n._({ id: 'ui.confirm.working', message: 'Working…' }) : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
