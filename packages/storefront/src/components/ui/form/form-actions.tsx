import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import styles from './form.module.scss';
import { SubmitButton } from './submit-button';

interface FormActionsProps {
  busy: boolean;
  /** What the submit button says while the request runs ("Saving…"). */
  busyLabel: string;
  /** The submit button's text. */
  children: ReactNode;
  /** Cancel (not offered while the request runs). */
  onCancel: () => void;
}

/** A form's buttons: submit (busy state from `useApiForm`) and Cancel. */
export function FormActions({ busy, busyLabel, children, onCancel }: FormActionsProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.actions}>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
      <button type="button" className={buttonClass('outline')} onClick={onCancel} disabled={busy}>
        {i18n._({ id: 'ui.cancel', message: 'Cancel' })}
      </button>
    </div>
  );
}
