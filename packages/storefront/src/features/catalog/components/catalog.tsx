import { errorNotice, type components } from '@liftline/sdk';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { FiltersIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useEquipmentFilters, useEquipmentPage } from '../api/use-equipment';
import type { CatalogSearchState } from '../hooks/use-catalog-search';
import { appliedFilters } from '../search/applied-filters';
import { hasFilters, NO_FILTERS } from '../search/equipment-search';
import { formatNumber, localeTag } from '../format';
import { AppliedFilterChips } from './applied-filter-chips';
import { HydrateLater } from '@/components/hydrate-later/hydrate-later';
import styles from './catalog.module.scss';
import { CatalogResults } from './catalog-results';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import { translate } from '@/utils/translate';

export interface CatalogProps {
  /** The search in the URL (`useCatalogSearch`), read by the route for its title. */
  catalog: CatalogSearchState;
  /** Only units held by this branch (the inventory page). */
  branchId?: number | null;
  /** What an unfiltered, empty catalog says. */
  emptyMessage?: ReactNode;
}

const COUNTS = {
  none: /*i18n*/ { id: 'catalog.count.none', message: 'No units found' },
  all: /*i18n*/ {
    id: 'catalog.count.all',
    message: '{count, plural, one {{total} unit} other {{total} units}}',
  },
  page: /*i18n*/ {
    id: 'catalog.count.page',
    message: '{first}–{last} of {count, plural, one {{total} unit} other {{total} units}}',
  },
  show: /*i18n*/ {
    id: 'catalog.filters.show',
    message: 'Show {count, plural, one {{total} unit} other {{total} units}}',
  },
};

/**
 * The count's words. Numbers are written by format.ts, not by the message's `#` (Lingui writes
 * `#` with `Intl.NumberFormat`, whose first use costs the first screen; see utils/format.ts).
 */
function resultCount(
  i18n: I18n,
  page: Pick<components['schemas']['EquipmentPage'], 'meta' | 'items'>,
) {
  const { meta, items } = page;
  const locale = localeTag(i18n);
  const total = formatNumber(meta.total, locale);
  if (meta.total === 0) return i18n._(COUNTS.none);
  if (!items.length || meta.total <= items.length)
    return translate(i18n, COUNTS.all, { count: meta.total, total });
  const first = (meta.page - 1) * meta.per_page + 1;
  return translate(i18n, COUNTS.page, {
    first: formatNumber(first, locale),
    last: formatNumber(first + items.length - 1, locale),
    count: meta.total,
    total,
  });
}

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
  const { i18n } = useLingui();
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

  const filterCount = appliedFilters(search, i18n).filter((chip) => chip.id !== 'q').length;
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

  const count = !result.isError && page ? resultCount(i18n, page) : '';
  const filtersTitle = i18n._({ id: 'catalog.filters.title', message: 'Filters' });

  return (
    <div className={styles.catalog}>
      <aside className={styles.sidebar} aria-labelledby={sidebarTitleId}>
        <h2 id={sidebarTitleId} className={styles.sidebarTitle}>
          {filtersTitle}
        </h2>
        <HydrateLater>{panel}</HydrateLater>
      </aside>

      <section className={styles.main} aria-labelledby={resultsTitleId}>
        <h2 id={resultsTitleId} ref={resultsTitle} tabIndex={-1} className="visually-hidden">
          {i18n._({ id: 'catalog.results.title', message: 'Results' })}
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
            {filterCount ? (
              <Trans
                id="catalog.filters.buttonApplied"
                message="Filters <0>{count}</0> <1>applied</1>"
                values={{ count: filterCount }}
                components={{
                  0: <span className={styles.filterCount} />,
                  1: <span className="visually-hidden" />,
                }}
              />
            ) : (
              filtersTitle
            )}
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

      {/* The filters again, for narrow screens: hydrated in a task of its own too. */}
      <HydrateLater>
        <Dialog
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title={filtersTitle}
          className={styles.filtersDialog}
        >
          {panel}
          <div className={styles.dialogActions}>
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => setFiltersOpen(false)}
            >
              {facets
                ? translate(i18n, COUNTS.show, {
                    count: facets.total,
                    total: formatNumber(facets.total, localeTag(i18n)),
                  })
                : i18n._({ id: 'catalog.filters.showResults', message: 'Show results' })}
            </button>
            {hasFilters(search) ? (
              <Link href={hrefWith(NO_FILTERS)} className={buttonClass('outline')}>
                {i18n._({ id: 'catalog.filters.clear', message: 'Clear filters' })}
              </Link>
            ) : null}
          </div>
        </Dialog>
      </HydrateLater>
    </div>
  );
}
