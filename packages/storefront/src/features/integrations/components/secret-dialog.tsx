import { useRef } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { CopyField } from '@/components/ui/copy-field/copy-field';
import { Dialog } from '@/components/ui/dialog/dialog';
import styles from './integrations.module.scss';

interface SecretDialogProps {
  /** The secret to show; null: closed. */
  secret: string | null;
  title: string;
  /** What the secret is for and where it goes, in a sentence. */
  description: string;
  /** The field's label ("Secret key of ERP sync"). */
  label: string;
  /** A note under the field (e.g. that the old secret keeps working 24 hours). */
  note?: string;
  onClose: () => void;
}

/**
 * A secret just made (an API key's, a webhook endpoint's signing secret), shown this once with
 * Copy. The focus starts on Copy; the dialog says clearly that the secret will not be shown again.
 */
export function SecretDialog({
  secret,
  title,
  description,
  label,
  note,
  onClose,
}: SecretDialogProps) {
  const copyRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={secret !== null}
      onClose={onClose}
      title={title}
      description={description}
      initialFocusRef={copyRef}
    >
      {secret !== null ? (
        <div className={styles.secret}>
          <p className={styles.warning}>
            <strong>Copy it now: you won’t see it again.</strong> It is never shown after you close
            this; if it gets lost, make a new one.
          </p>
          <CopyField label={label} value={secret} copyLabel="Copy" buttonRef={copyRef} rows={2} />
          {note ? <p className={styles.muted}>{note}</p> : null}
          <div className={styles.dialogActions}>
            <button type="button" className={buttonClass('primary')} onClick={onClose}>
              I have copied it
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
