import type { ReactNode } from 'react';
import styles from './badge.module.scss';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** A small status label ("Pending", "Published", "For rent"). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
