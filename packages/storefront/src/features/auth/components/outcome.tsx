import { useEffect, useRef, type ReactNode } from 'react';
import styles from './auth.module.scss';

export type OutcomeTone = 'success' | 'error' | 'info';

interface OutcomeProps {
  tone: OutcomeTone;
  title: string;
  children?: ReactNode;
  /** Links or buttons for what to do next. */
  actions?: ReactNode;
  /** Move focus to the title when shown (the outcome replaced the form the user was in). */
  focus?: boolean;
}

/**
 * The result of an auth step in place of its form: "Check your inbox", "This link has expired"…,
 * with what to do next.
 */
export function Outcome({ tone, title, children, actions, focus = false }: OutcomeProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) titleRef.current?.focus();
  }, [focus]);
  return (
    <div className={`${styles.outcome} ${styles[tone]}`}>
      <h2 ref={titleRef} tabIndex={-1} className={styles.outcomeTitle}>
        {title}
      </h2>
      {children}
      {actions ? <div className={styles.outcomeActions}>{actions}</div> : null}
    </div>
  );
}
