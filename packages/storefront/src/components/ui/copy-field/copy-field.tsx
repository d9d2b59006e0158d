import { useId, useRef, useState, type Ref } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { copyText } from '@/utils/copy-text';
import styles from './copy-field.module.scss';

export const COPIED = 'Copied';
export const COPY_REFUSED =
  'Copying is not allowed here. The text is selected: press Ctrl+C (⌘C on a Mac).';

interface CopyFieldProps {
  /** The field's label ("Snippet for Acme", "Secret key"). */
  label: string;
  value: string;
  /** The button's text ("Copy snippet"). */
  copyLabel: string;
  /** Lines of the read-only text area; 1 gives a one-line field. */
  rows?: number;
  /** The Copy button (to give it the focus). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * Text to copy (a snippet, a secret shown once) in a read-only field with a Copy button: the
 * clipboard when the browser allows it, otherwise the text is selected to copy by hand. The
 * outcome is announced in a live region.
 */
export function CopyField({ label, value, copyLabel, rows = 1, buttonRef }: CopyFieldProps) {
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  const copy = async () => {
    setStatus('');
    if (await copyText(value)) {
      setStatus(COPIED);
      return;
    }
    fieldRef.current?.focus();
    fieldRef.current?.select();
    setStatus(COPY_REFUSED);
  };

  const common = {
    ref: fieldRef,
    id: `${id}-field`,
    className: styles.code,
    readOnly: true,
    spellCheck: false,
    value,
    onFocus: (event: { target: HTMLInputElement | HTMLTextAreaElement }) => event.target.select(),
  };
  return (
    <div className={styles.copyField}>
      <label htmlFor={`${id}-field`} className={styles.label}>
        {label}
      </label>
      {rows > 1 ? <textarea {...common} rows={rows} /> : <input {...common} autoComplete="off" />}
      <div className={styles.actions}>
        <button
          ref={buttonRef}
          type="button"
          className={buttonClass('outline')}
          onClick={() => void copy()}
        >
          {copyLabel}
        </button>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
