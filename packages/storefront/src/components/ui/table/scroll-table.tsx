import type { ReactNode } from 'react';
import styles from './scroll-table.module.scss';

interface ScrollTableProps {
  /** The scroll region's name ("Products table"). */
  label: string;
  /** The table's caption (visually hidden; its accessible name). */
  caption: string;
  /** The width under which the table scrolls sideways instead of squeezing its columns (px). */
  minWidth: number;
  /** `<thead>` and `<tbody>`. */
  children: ReactNode;
}

/**
 * A data table inside a scroll area of at most 300px whose column headers stay in view while the
 * rows scroll, in both directions (narrow screens keep every column, 375px included).
 */
export function ScrollTable({ label, caption, minWidth, children }: ScrollTableProps) {
  return (
    // Focusable so keyboard users can scroll it (it scrolls on its own).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} style={{ minWidth }}>
        <caption className={styles.caption}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
