import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import styles from './auth.module.scss';

interface SubmitButtonProps {
  busy: boolean;
  /** What the button says while the request runs ("Creating your account…"). */
  busyLabel: string;
  children: ReactNode;
  /** Full width (the default) in the narrow auth cards. */
  block?: boolean;
}

/**
 * The submit button of an auth form. While busy it stays focusable (`aria-disabled`, not `disabled`,
 * so keyboard focus is not lost) and says what is happening; the form ignores submits meanwhile.
 */
export function SubmitButton({ busy, busyLabel, children, block = true }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={buttonClass('primary', block ? `${styles.submit} ${styles.block}` : styles.submit)}
      aria-disabled={busy || undefined}
    >
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
