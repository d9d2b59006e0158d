import {
  createQuoteList,
  defaultStorage,
  type KeyValueStorage,
  type QuoteLine,
  type QuoteList,
} from '@liftline/sdk';
import { PRODUCT_KEY } from '@/config/env';
import { useBrowserStore } from '@/lib/hydration';

/**
 * The visitor's quote list (`{product}_quote_list` in local storage), one store for the whole app:
 * the SDK's `createQuoteList` on `window`, so every component here, the widgets' own list on the
 * same page (`quote-list-updated`) and other tabs (`storage`) stay in step.
 */
let store: { storage: KeyValueStorage; list: QuoteList } | null = null;

function quoteListStore() {
  if (!store) {
    const storage = defaultStorage();
    store = { storage, list: createQuoteList(storage, PRODUCT_KEY, window) };
  }
  return store;
}

const NO_LINES: readonly QuoteLine[] = Object.freeze([]);

/**
 * The parsed lines, kept until the stored text changes: `useSyncExternalStore` needs the same
 * array for as long as nothing changed, and a change made where no listener was (another tab
 * before this page subscribed) is still seen, because the text is compared on every read.
 */
let cached: { raw: string | null; lines: readonly QuoteLine[] } = { raw: null, lines: NO_LINES };

function snapshot(): readonly QuoteLine[] {
  const { storage, list } = quoteListStore();
  let raw: string | null = null;
  try {
    raw = storage.getItem(list.key);
  } catch {
    // Storage switched off since the probe: nothing saved.
  }
  if (raw !== cached.raw) cached = { raw, lines: raw ? Object.freeze(list.load()) : NO_LINES };
  return cached.lines;
}

/**
 * One subscription to the list for the whole app, shared by every `useQuoteList()`: a catalog page
 * has a button per card, and each would otherwise add its own `window` listeners and re-read the
 * stored list on every change.
 */
const listeners = new Set<() => void>();
let unsubscribeList: (() => void) | null = null;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  unsubscribeList ??= quoteListStore().list.subscribe(() => {
    for (const listener of [...listeners]) listener();
  });
  return () => {
    listeners.delete(onChange);
    if (listeners.size || !unsubscribeList) return;
    unsubscribeList();
    unsubscribeList = null;
  };
}

/** Prerendered and server-rendered pages are the same for every visitor: an empty list. */
const serverSnapshot = () => NO_LINES;

/** Changes to the list; every `useQuoteList()` (and the widgets' list) hears them. */
export const quoteListActions = {
  /** Adds a line or replaces the unit's line in that mode; false when refused (full, malformed). */
  add: (line: QuoteLine) => quoteListStore().list.add(line),
  update: (target: Pick<QuoteLine, 'equipment_id' | 'mode'>, changes: Partial<QuoteLine>) =>
    quoteListStore().list.update(target, changes),
  remove: (target: Pick<QuoteLine, 'equipment_id' | 'mode'>) =>
    quoteListStore().list.remove(target),
  clear: () => quoteListStore().list.clear(),
};

/** The lines of the visitor's quote list (the same array until they change) and its actions. */
export function useQuoteList() {
  const lines = useBrowserStore(subscribe, snapshot, serverSnapshot);
  return { lines, ...quoteListActions };
}
