import { errorNotice } from '@liftline/sdk';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { FiltersIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useEquipmentFilters, useEquipmentPage } from '../api/use-equipment';
import type { CatalogSearchState } from '../hooks/use-catalog-search';
import { appliedFilters } from '../search/applied-filters';
import { hasFilters, NO_FILTERS } from '../search/equipment-search';
import { formatNumber } from '../format';
import { AppliedFilterChips } from './applied-filter-chips';
import styles from './catalog.module.scss';
import { CatalogResults } from './catalog-results';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';

export interface CatalogProps {
  /** The search in the URL (`useCatalogSearch`), read by the route for its title. */
  catalog: CatalogSearchState;
  /** Only units held by this branch (the inventory page). */
  branchId?: number | null;
  /** What an unfiltered, empty catalog says. */
  emptyMessage?: ReactNode;
}

const units = (count: number) => `${formatNumber(count)} ${count === 1 ? 'unit' : 'units'}`;

/**
 * After "Next" or a page number the visitor starts at the top of the new results (keyboard and
 * screen reader users too); a filter change leaves focus where it is.
 */
function usePaginationFocus(catalog: CatalogSearchState) {
  const target = useRef<HTMLHeadingElement>(null);
  const { page, ...rest } = catalog.search;
  const others = JSON.stringify(rest);
  const previous = useRef({ page, others });
  useEffect(() => {
    const before = previous.current;
    previous.current = { page, others };
    if (before.page === page || before.others !== others) return;
    target.current?.scrollIntoView?.({ block: 'start' });
    target.current?.focus({ preventScroll: true });
  }, [page, others]);
  return target;
}

/**
 * The catalog: filters (a sidebar from 992px, a "Filters" dialog below), applied filters as chips,
 * the order, the result count, the cards and the pages. Everything it shows comes from the URL.
 */
export function Catalog({ catalog, branchId, emptyMessage }: CatalogProps) {
  const { search, hrefWith, change } = catalog;
  const result = useEquipmentPage(search, { branchId });
  const filters = useEquipmentFilters(search, { branchId });
  // While the next search loads, the previous results and facets stay (keepPreviousData).
  const page = result.data;
  const facets = filters.data;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsTitle = usePaginationFocus(catalog);
  const sidebarTitleId = useId();
  const resultsTitleId = useId();

  const filterCount = appliedFilters(search).filter((chip) => chip.id !== 'q').length;
  const panel = (
    <FilterPanel
      search={search}
      facets={facets}
      error={
        filters.isError
          ? { message: errorNotice(filters.error).message, retry: () => void filters.refetch() }
          : null
      }
      hrefWith={hrefWith}
      change={change}
    />
  );

  let count = '';
  if (!result.isError && page) {
    const { meta, items } = page;
    const first = (meta.page - 1) * meta.per_page + 1;
    count =
      meta.total === 0
        ? 'No units found'
        : items.length && meta.total > items.length
          ? `${formatNumber(first)}–${formatNumber(first + items.length - 1)} of ${units(meta.total)}`
          : units(meta.total);
  }

  return (
    <div className={styles.catalog}>
      <aside className={styles.sidebar} aria-labelledby={sidebarTitleId}>
        <h2 id={sidebarTitleId} className={styles.sidebarTitle}>
          Filters
        </h2>
        {panel}
      </aside>

      <section className={styles.main} aria-labelledby={resultsTitleId}>
        <h2 id={resultsTitleId} ref={resultsTitle} tabIndex={-1} className="visually-hidden">
          Results
        </h2>
        <div className={styles.toolbar}>
          <p
            className={styles.count}
            aria-live="polite"
            aria-atomic="true"
            data-testid="result-count"
          >
            {count}
          </p>
          <button
            type="button"
            className={`${buttonClass('outline')} ${styles.filtersButton}`}
            aria-haspopup="dialog"
            onClick={() => setFiltersOpen(true)}
          >
            <FiltersIcon />
            Filters
            {filterCount ? (
              <>
                {' '}
                <span className={styles.filterCount}>{filterCount}</span>{' '}
                <span className="visually-hidden">applied</span>
              </>
            ) : null}
          </button>
          <SortSelect search={search} onChange={(sort) => change({ sort })} />
        </div>
        <AppliedFilterChips search={search} hrefWith={hrefWith} />
        <CatalogResults
          result={result}
          search={search}
          hrefWith={hrefWith}
          emptyMessage={emptyMessage}
        />
      </section>

      <Dialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filters"
        className={styles.filtersDialog}
      >
        {panel}
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setFiltersOpen(false)}
          >
            {facets ? `Show ${units(facets.total)}` : 'Show results'}
          </button>
          {hasFilters(search) ? (
            <Link href={hrefWith(NO_FILTERS)} className={buttonClass('outline')}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}
