import type { ReactNode } from 'react';
import styles from './form.module.scss';

/** A form-level message (a failed submit that is not about one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
