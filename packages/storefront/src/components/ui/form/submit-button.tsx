import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import styles from './form.module.scss';

interface SubmitButtonProps {
  busy: boolean;
  /** What the button says while the request runs ("Creating your account…"). */
  busyLabel: string;
  children: ReactNode;
  /** Full width (the narrow auth cards). */
  block?: boolean;
  variant?: Parameters<typeof buttonClass>[0];
}

/**
 * A form's submit button. While busy it stays focusable (`aria-disabled`, not `disabled`, so
 * keyboard focus is not lost) and says what is happening; `useApiForm` ignores submits meanwhile.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  block = false,
  variant = 'primary',
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={buttonClass(variant, block ? `${styles.submit} ${styles.block}` : styles.submit)}
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
