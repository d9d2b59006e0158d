import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './data-table.module.scss';

interface DataTableProps {
  /** The table's caption (visually hidden; its accessible name). */
  caption: string;
  /**
   * `page`: the list is the page's content, as tall as its rows, its column headers sticking under
   * the site's header while the page scrolls. `card`: a table inside a card (a chart's figures, a
   * site's latest leads), in a box of at most 300 px that scrolls under its own sticky headers.
   */
  placement: 'page' | 'card';
  /** The box's name (`card` only: the box scrolls, so it is a focusable region). */
  label?: string;
  /** `card` only: the width under which the box scrolls sideways rather than squeeze (px). */
  minWidth?: number;
  /**
   * `many`: a table of many columns (the leads inbox, products, API keys) that turns to cards
   * under 1000 px of its own width instead of 720 px.
   */
  columns?: 'few' | 'many';
  /** `<thead>` and `<tbody>`. */
  children: ReactNode;
}

/**
 * Gives every body cell the text of its column's header as `data-label`, which the narrow layout
 * shows before the value (a header may name its own with `data-label`: `""` for an actions
 * column whose header is only heard). Cells spanning columns or rows are not expected here.
 */
function labelCells(table: HTMLTableElement) {
  const headers = [...table.querySelectorAll<HTMLTableCellElement>('thead th')].map(
    (header) => header.dataset.label ?? header.textContent?.trim() ?? '',
  );
  for (const row of table.tBodies[0]?.rows ?? []) {
    [...row.cells].forEach((cell, index) => {
      const label = headers[index] ?? '';
      if (cell.dataset.label !== label) cell.dataset.label = label;
    });
  }
}

/**
 * The back office's one data table: a semantic `<table>` with column headers that stay in view;
 * where its column is narrower than 720 px (a phone, a narrow window) each row becomes a card of
 * label/value pairs, its row header as the card's title, so nothing scrolls sideways.
 */
export function DataTable({
  caption,
  placement,
  label,
  minWidth,
  columns = 'few',
  children,
}: DataTableProps) {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    labelCells(element);
    // Rows that come and go after this render (a page of results, a revoked key) get theirs too.
    const observer = new MutationObserver(() => labelCells(element));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  const tableElement = (
    <table
      ref={table}
      className={styles.table}
      style={
        placement === 'card' && minWidth
          ? { ['--min-width' as string]: `${minWidth}px` }
          : undefined
      }
    >
      <caption className={styles.caption}>{caption}</caption>
      {children}
    </table>
  );
  const frame = `${styles.frame} ${styles[placement]}${columns === 'many' ? ` ${styles.many}` : ''}`;
  if (placement === 'page') return <div className={frame}>{tableElement}</div>;
  return (
    // Focusable so keyboard users can scroll it (it scrolls on its own).
    <div
      className={frame}
      role="region"
      aria-label={label ?? caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {tableElement}
    </div>
  );
}
