// The bundle's stand-in for `use-sync-external-store/shim/with-selector` (which @xstate/react
// imports): the same algorithm on top of preact/compat's own useSyncExternalStore, without the
// CommonJS shim and its interop helpers (about 1 KB gzip). vite.config.ts aliases it; the React
// entry and the tests keep the original package.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  _getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const committed = useRef<{ value: Selection } | null>(null);
  const getSelection = useMemo(() => {
    let memoized: { snapshot: Snapshot; selection: Selection } | null = null;
    return () => {
      const snapshot = getSnapshot();
      if (memoized && Object.is(memoized.snapshot, snapshot)) return memoized.selection;
      const next = selector(snapshot);
      const previous = memoized ? { value: memoized.selection } : committed.current;
      const selection = previous && isEqual?.(previous.value, next) ? previous.value : next;
      memoized = { snapshot, selection };
      return selection;
    };
  }, [getSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection);
  useEffect(() => {
    committed.current = { value };
  }, [value]);
  return value;
}
