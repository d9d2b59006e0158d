import { Link } from 'wouter';
import { useRootHref } from '@/i18n/use-root-href';
import styles from './pagination.module.scss';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (state lives in the URL: shareable, and Back works). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Equipment pages". */
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
export function Pagination({
  page,
  totalPages,
  hrefFor: pageHref,
  label = 'Pages',
}: PaginationProps) {
  const rootHref = useRootHref();
  if (totalPages <= 1) return null;
  // From the top of the app (in the page's language): absolute hrefs stay absolute inside nested routes too.
  const hrefFor = (p: number) => {
    const href = pageHref(p);
    return href.startsWith('/') ? rootHref(href) : href;
  };
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={styles.step} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              Previous
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
                aria-label={`Page ${String(p)}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} className={styles.step} rel="next">
              Next
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
