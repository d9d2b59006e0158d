import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { useRootHref } from '@/i18n/use-root-href';
import styles from './pagination.module.scss';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (state lives in the URL: shareable, and Back works). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Equipment pages" (default "Pages", translated). */
  label?: string;
}

/** Page numbers to show: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Previous / numbered / next page links; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, hrefFor: pageHref, label }: PaginationProps) {
  const { i18n } = useLingui();
  const rootHref = useRootHref();
  if (totalPages <= 1) return null;
  // From the top of the app (in the page's language): absolute hrefs stay absolute inside nested routes too.
  const hrefFor = (p: number) => {
    const href = pageHref(p);
    return href.startsWith('/') ? rootHref(href) : href;
  };
  return (
    <nav
      className={styles.pagination}
      aria-label={label ?? i18n._({ id: 'ui.pagination.label', message: 'Pages' })}
    >
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={styles.step} rel="prev">
              {i18n._({ id: 'ui.pagination.previous', message: 'Previous' })}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {i18n._({ id: 'ui.pagination.previous', message: 'Previous' })}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, index) =>
          p === null ? (
            <li key={`gap-${String(index)}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                className={styles.page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={i18n._({
                  id: 'ui.pagination.page',
                  message: 'Page {page}',
                  values: { page: p },
                })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} className={styles.step} rel="next">
              {i18n._({ id: 'ui.pagination.next', message: 'Next' })}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {i18n._({ id: 'ui.pagination.next', message: 'Next' })}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
