import {
  createBranchFinder,
  createLocalBranchStore,
  defaultStorage,
  LOCAL_BRANCH_UPDATED_EVENT,
  type ApiClient,
  type KeyValueStorage,
  type LocalBranchUpdatedDetail,
  type LocatedBranch,
} from '@liftline/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';

export interface UseBranchFinderOptions {
  client: ApiClient;
  productKey: string;
  storage?: KeyValueStorage;
  /** Start with the saved branch read from `storage` now (see `BranchFinderProps`). */
  showSavedAtOnce?: boolean;
  onSearchError?: (message: string) => void;
  /** The error of an earlier search no longer holds (another search started): hide it. */
  onSearchErrorCleared?: () => void;
  onBranchChange?: (branch: LocatedBranch) => void;
  /** The language of the finder's own messages (an invalid zip…): `es`, `es-US`. Default English. */
  locale?: string | undefined;
}

/** What is saved, or null when storage cannot be read (the machine's `loadSaved` then decides). */
function readSaved(storage: KeyValueStorage, productKey: string) {
  try {
    return createLocalBranchStore(storage, productKey).load();
  } catch {
    return null;
  }
}

/**
 * Runs the SDK's branch finder machine for one component and connects it to the page:
 * announces a found branch with the app-wide `local-branch-updated` event on `window`, and shows
 * branches announced by other finders of the same product.
 */
export function useBranchFinder({
  client,
  productKey,
  storage,
  showSavedAtOnce = false,
  onSearchError,
  onSearchErrorCleared,
  onBranchChange,
  locale,
}: UseBranchFinderOptions) {
  const [{ machine, savedAtOnce }] = useState(() => {
    const store = storage ?? defaultStorage();
    return {
      machine: createBranchFinder({ client, productKey, storage: store }),
      savedAtOnce: showSavedAtOnce ? readSaved(store, productKey) : null,
    };
  });
  const actorRef = useActorRef(machine, { input: { locale } });
  const callbacks = useRef({ onSearchError, onSearchErrorCleared, onBranchChange });
  useEffect(() => {
    callbacks.current = { onSearchError, onSearchErrorCleared, onBranchChange };
  });

  useEffect(() => {
    const found = actorRef.on('branch.found', ({ branch, zip }) => {
      const detail: LocalBranchUpdatedDetail = { productKey, zip_code: zip, branch };
      window.dispatchEvent(new CustomEvent(LOCAL_BRANCH_UPDATED_EVENT, { detail }));
      callbacks.current.onBranchChange?.(branch);
    });
    const failed = actorRef.on('search.failed', ({ message }) =>
      callbacks.current.onSearchError?.(message),
    );
    const cleared = actorRef.on('error.cleared', () => callbacks.current.onSearchErrorCleared?.());
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<LocalBranchUpdatedDetail>).detail;
      if (detail?.productKey === productKey && detail.branch)
        actorRef.send({ type: 'branch.synced', branch: detail.branch });
    };
    window.addEventListener(LOCAL_BRANCH_UPDATED_EVENT, onUpdated);
    return () => {
      found.unsubscribe();
      failed.unsubscribe();
      cleared.unsubscribe();
      window.removeEventListener(LOCAL_BRANCH_UPDATED_EVENT, onUpdated);
    };
  }, [actorRef, productKey]);

  const isOpen = useSelector(actorRef, (s) => s.matches('open') || s.matches('searching'));
  const isSearching = useSelector(actorRef, (s) => s.matches('searching'));
  const zip = useSelector(actorRef, (s) => s.context.zip);
  // Until the machine has loaded what is saved (`loadSaved` answers after the first render), the
  // branch read during the first render stands in for it.
  const loading = useSelector(actorRef, (s) => s.matches('loading'));
  const loadedBranch = useSelector(actorRef, (s) => s.context.branch);
  const branch = loading ? (loadedBranch ?? savedAtOnce?.branch ?? null) : loadedBranch;
  const validationMessage = useSelector(actorRef, (s) => s.context.validationMessage);
  const choices = useSelector(actorRef, (s) => s.context.choices);

  return {
    isOpen,
    isSearching,
    zip,
    branch,
    validationMessage,
    choices,
    open: () => actorRef.send({ type: 'finder.opened' }),
    close: () => actorRef.send({ type: 'finder.closed' }),
    changeZip: (value: string) => actorRef.send({ type: 'zip.changed', value }),
    submit: () => actorRef.send({ type: 'search.submitted' }),
    choose: (id: number) => actorRef.send({ type: 'branch.chosen', id }),
  };
}
