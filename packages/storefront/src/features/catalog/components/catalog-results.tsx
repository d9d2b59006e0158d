import { errorNotice, type components, type EquipmentSummary } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
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
export const NO_RESULTS_TITLE = /*i18n*/ {
  id: 'catalog.empty.title',
  message: 'No equipment matches your search',
};

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
  const { i18n } = useLingui();
  const filtered = hasFilters(search);
  if (!filtered && !search.q && emptyMessage)
    return <div className={styles.empty}>{emptyMessage}</div>;
  return (
    <div className={styles.empty}>
      <h3 className={styles.emptyTitle}>{i18n._(NO_RESULTS_TITLE)}</h3>
      <p>
        {filtered
          ? i18n._({
              id: 'catalog.empty.filtered',
              message: 'Try removing a filter or widening a range.',
            })
          : i18n._({
              id: 'catalog.empty.search',
              message: 'Check the spelling or try a more general word.',
            })}
      </p>
      <div className={styles.emptyActions}>
        {filtered ? (
          <Link href={hrefWith(NO_FILTERS)} className={buttonClass('primary')}>
            {i18n._({ id: 'catalog.empty.clearFilters', message: 'Clear all filters' })}
          </Link>
        ) : null}
        {search.q ? (
          <Link href={hrefWith({ q: undefined })} className={buttonClass('outline')}>
            {i18n._({ id: 'catalog.empty.searchAll', message: 'Search all equipment' })}
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
  const { i18n } = useLingui();
  const page = result.data;
  if (result.error && !page)
    return (
      <LoadError
        title={i18n._({ id: 'catalog.loadError', message: 'We could not load the equipment.' })}
        message={errorNotice(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  if (!page)
    return (
      <div className={styles.loading}>
        <p role="status" className="visually-hidden">
          {i18n._({ id: 'catalog.loading', message: 'Loading equipment…' })}
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
        <h3 className={styles.emptyTitle}>
          {i18n._({
            id: 'catalog.pastEnd.title',
            message: 'There is no page {page}',
            values: { page: meta.page },
          })}
        </h3>
        <p>
          {i18n._({
            id: 'catalog.pastEnd.text',
            message:
              '{count, plural, one {These results have {count} page.} other {These results have {count} pages.}}',
            values: { count: meta.total_pages },
          })}
        </p>
        <div className={styles.emptyActions}>
          <Link href={hrefWith({ page: 1 })} className={buttonClass('primary')}>
            {i18n._({ id: 'catalog.pastEnd.first', message: 'Go to the first page' })}
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
          label={i18n._({ id: 'catalog.pages.label', message: 'Result pages' })}
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
          {i18n._({ id: 'catalog.updating', message: 'Updating results…' })}
        </p>
      ) : null}
      {content}
    </div>
  );
}
