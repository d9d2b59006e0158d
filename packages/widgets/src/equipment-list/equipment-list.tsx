import {
  createLocalBranchStore,
  defaultStorage,
  LOCAL_BRANCH_UPDATED_EVENT,
  type EquipmentCategory,
  type KeyValueStorage,
  type LocalBranchUpdatedDetail,
} from '@liftline/sdk';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWidgetClient } from '../elements/widget-client';
import { formatLocale, wordsOf } from '../messages';
import { equipmentList } from '../messages/en/equipment-list';
import { EquipmentCard } from './equipment-card';
import { ListFilters } from './list-filters';
import { absoluteBase, columnsIn } from './picture';
import type { EquipmentListSettings } from './settings';
import { useEquipmentPage } from './use-equipment-page';
import { useQuoteAdder } from './use-quote-adder';

export interface EquipmentListProps {
  settings: EquipmentListSettings;
  /** Where the branch finder saved the branch, and the quote list. Default: `localStorage`. */
  storage?: KeyValueStorage;
  /** A unit's title or picture was activated; return false to stay (the page shows the unit itself). */
  onSelect?: (id: number) => boolean;
}

/** The branch the list shows without `branch-id`: the saved one, then each newly found one. */
function useSavedBranchId(storage: KeyValueStorage, productKey: string, onChange: () => void) {
  const [branchId, setBranchId] = useState(
    () => createLocalBranchStore(storage, productKey).load().branch?.id ?? null,
  );
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<LocalBranchUpdatedDetail>).detail;
      if (detail?.productKey !== productKey || !detail.branch) return;
      setBranchId(detail.branch.id);
      changed.current();
    };
    window.addEventListener(LOCAL_BRANCH_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(LOCAL_BRANCH_UPDATED_EVENT, onUpdated);
  }, [productKey]);
  return branchId;
}

/** Skeleton cards: the loader's first paint again (same classes, same boxes), while a page loads. */
function SkeletonGrid({ count }: { count: number }) {
  return (
    <ul className="lf-eql-grid" part="grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="lf-eql-item">
          <div className="lf-eql-card" part="card">
            <div className="lf-eql-body">
              <div className="lf-eql-title lf-eql-bone" />
              <div className="lf-eql-price lf-eql-bone" />
              <div className="lf-eql-action lf-eql-bone" />
            </div>
            <div className="lf-eql-media" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A dealer's published equipment, a page at a time: a grid of cards (picture, title linking to the
 * unit's page, rates or price, "Add to quote" on the shared quote list), previous/next, and the
 * loading, empty and error states. Without `branchId` it shows the saved branch's units (every
 * branch when none is saved) and follows the branch any finder saves. With `search` and
 * `categories` a search box and category chips narrow it (ListFilters), in every state.
 */
export function EquipmentList({
  settings,
  storage = defaultStorage(),
  onSelect,
}: EquipmentListProps) {
  const { baseUrl, productKey, perPage } = settings;
  const words = wordsOf('equipmentList', equipmentList, settings.lang);
  const client = useWidgetClient(baseUrl, productKey, settings.lang);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  // The chip pressed: the `category` attribute's until the visitor picks another.
  const [chosen, setChosen] = useState<EquipmentCategory | null>(settings.category);
  const category = settings.categories ? chosen : settings.category;
  const savedBranchId = useSavedBranchId(storage, productKey, () => {
    if (!settings.branchId) setPage(1);
  });
  const { state, meta, retry } = useEquipmentPage(client, {
    ...settings,
    branchId: settings.branchId ?? savedBranchId,
    category,
    q: settings.search ? q : '',
    page,
  });
  const quote = useQuoteAdder(storage, productKey, words);
  const wrapper = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const width = wrapper.current?.getBoundingClientRect().width ?? 0;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    setColumns(columnsIn(width, rem));
  }, []);
  // New filters start again on page 1.
  const filters = `${settings.branchId}|${category}|${settings.listing}|${settings.sort}|${perPage}|${q}`;
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    setShown(filters);
    setPage(1);
  }

  const apiBase = absoluteBase(baseUrl);
  const pages = meta?.total_pages ?? 0;
  const loading = state.status === 'loading';
  const go = (to: number) => {
    if (loading || to < 1 || to > pages) return;
    setPage(to);
    const box = wrapper.current;
    if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView?.({ block: 'start' });
  };

  const tools =
    settings.search || settings.categories ? (
      <ListFilters
        search={settings.search}
        categories={settings.categories}
        q={q}
        category={chosen}
        onSearch={setQ}
        onCategory={setChosen}
        words={words}
      />
    ) : null;

  if (state.status === 'error')
    return (
      <div className="lf-eql lf-widget" lang={settings.lang} ref={wrapper}>
        {tools}
        <div className="lf-eql-message" role="alert">
          <p>{words.error}</p>
          <button type="button" className="lf-button lf-button--primary" onClick={retry}>
            {words.retry}
          </button>
        </div>
      </div>
    );
  if (state.status === 'ready' && !state.items.length)
    return (
      <div className="lf-eql lf-widget" lang={settings.lang} ref={wrapper}>
        {tools}
        <p className="lf-eql-message" role="status">
          {words.empty}
        </p>
      </div>
    );
  return (
    <div className="lf-eql lf-widget" lang={settings.lang} ref={wrapper} aria-busy={loading}>
      {tools}
      {state.status === 'ready' ? (
        <ul className="lf-eql-grid" part="grid" aria-label={words.gridLabel}>
          {state.items.map((unit, index) => {
            const mode = settings.listing ?? (unit.for_rent ? 'rent' : 'buy');
            return (
              <EquipmentCard
                key={unit.id}
                unit={unit}
                mode={mode}
                apiBase={apiBase}
                eager={index < columns}
                inQuote={quote.holds(unit.id, mode)}
                onAdd={() => quote.add(unit, mode)}
                onSelect={() => onSelect?.(unit.id) ?? true}
                words={words}
                locale={formatLocale(settings.lang)}
              />
            );
          })}
        </ul>
      ) : (
        <SkeletonGrid count={perPage} />
      )}
      <nav className="lf-eql-pager" aria-label={words.pagination}>
        {pages > 1 ? (
          <button
            type="button"
            className="lf-button lf-button--secondary"
            aria-disabled={loading || page <= 1 || undefined}
            onClick={() => go(page - 1)}
          >
            {words.previous}
          </button>
        ) : null}
        <p className="lf-eql-status" role="status">
          {loading
            ? words.loading
            : pages > 1
              ? words.page(page, pages)
              : words.count(meta?.total ?? 0)}
        </p>
        {pages > 1 ? (
          <button
            type="button"
            className="lf-button lf-button--secondary"
            aria-disabled={loading || page >= pages || undefined}
            onClick={() => go(page + 1)}
          >
            {words.next}
          </button>
        ) : null}
      </nav>
      <p className="lf-visually-hidden" role="status">
        {quote.announcement}
      </p>
    </div>
  );
}
