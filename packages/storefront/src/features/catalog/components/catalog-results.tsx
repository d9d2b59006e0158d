import { errorNotice, type components, type EquipmentSummary } from '@liftline/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AddToQuoteButton } from '@/components/quote-list/add-to-quote-button';
import { buttonClass } from '@/components/ui/button/button-class';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Pagination } from '@/components/ui/pagination/pagination';
import type { EquipmentSearch } from '@/config/equipment-search-url';
import { hasFilters, NO_FILTERS } from '../search/equipment-search';
import styles from './catalog.module.scss';
import { EquipmentGrid, EquipmentGridSkeleton } from './equipment-grid';

type EquipmentPage = components['schemas']['EquipmentPage'];

/** Each card of the results can be added to the quote list (the home page's cards cannot). */
const renderAddToQuote = (unit: EquipmentSummary) => <AddToQuoteButton equipment={unit} nameUnit />;

/** Card outlines shown before the first results: two rows of the widest grid. */
export const SKELETON_CARDS = 6;
export const NO_RESULTS_TITLE = 'No equipment matches your search';

interface CatalogResultsProps {
  /** The search's page; while the next search loads, the previous page (placeholder data). */
  result: Pick<
    UseQueryResult<EquipmentPage, unknown>,
    'data' | 'error' | 'isPlaceholderData' | 'refetch'
  >;
  search: EquipmentSearch;
  hrefWith: (changes: Partial<EquipmentSearch>) => string;
  /** What an unfiltered, empty catalog says (e.g. a branch with nothing listed). */
  emptyMessage?: ReactNode;
}

function EmptyState({
  search,
  hrefWith,
  emptyMessage,
}: Pick<CatalogResultsProps, 'search' | 'hrefWith' | 'emptyMessage'>) {
  const filtered = hasFilters(search);
  if (!filtered && !search.q && emptyMessage)
    return <div className={styles.empty}>{emptyMessage}</div>;
  return (
    <div className={styles.empty}>
      <h3 className={styles.emptyTitle}>{NO_RESULTS_TITLE}</h3>
      <p>
        {filtered
          ? 'Try removing a filter or widening a range.'
          : 'Check the spelling or try a more general word.'}
      </p>
      <div className={styles.emptyActions}>
        {filtered ? (
          <Link href={hrefWith(NO_FILTERS)} className={buttonClass('primary')}>
            Clear all filters
          </Link>
        ) : null}
        {search.q ? (
          <Link href={hrefWith({ q: undefined })} className={buttonClass('outline')}>
            Search all equipment
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The results of a catalog search: card outlines on the first load, the previous cards (dimmed)
 * while a new search loads, an error with a retry, an empty state that offers to clear the filters,
 * and the pages.
 */
export function CatalogResults({ result, search, hrefWith, emptyMessage }: CatalogResultsProps) {
  const page = result.data;
  if (result.error && !page)
    return (
      <LoadError
        what="the equipment"
        message={errorNotice(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  if (!page)
    return (
      <div className={styles.loading}>
        <p role="status" className="visually-hidden">
          Loading equipment…
        </p>
        <EquipmentGridSkeleton count={SKELETON_CARDS} />
      </div>
    );

  const updating = result.isPlaceholderData;
  const { meta, items } = page;
  let content: ReactNode;
  if (meta.total === 0) {
    content = <EmptyState search={search} hrefWith={hrefWith} emptyMessage={emptyMessage} />;
  } else if (!items.length) {
    // A page past the last one (an old link, or fewer units since).
    content = (
      <div className={styles.empty}>
        <h3 className={styles.emptyTitle}>There is no page {meta.page}</h3>
        <p>
          These results have {meta.total_pages} {meta.total_pages === 1 ? 'page' : 'pages'}.
        </p>
        <div className={styles.emptyActions}>
          <Link href={hrefWith({ page: 1 })} className={buttonClass('primary')}>
            Go to the first page
          </Link>
        </div>
      </div>
    );
  } else {
    content = (
      <>
        <EquipmentGrid items={items} renderAction={renderAddToQuote} />
        <Pagination
          page={meta.page}
          totalPages={meta.total_pages}
          hrefFor={(p) => hrefWith({ page: p })}
          label="Result pages"
        />
      </>
    );
  }
  return (
    <div
      className={updating ? `${styles.results} ${styles.updating}` : styles.results}
      aria-busy={updating}
    >
      {updating ? (
        <p role="status" className="visually-hidden">
          Updating results…
        </p>
      ) : null}
      {content}
    </div>
  );
}
