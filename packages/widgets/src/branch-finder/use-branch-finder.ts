import {
  createBranchFinder,
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
  onSearchError?: (message: string) => void;
  onBranchChange?: (branch: LocatedBranch) => void;
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
  onSearchError,
  onBranchChange,
}: UseBranchFinderOptions) {
  const [machine] = useState(() =>
    createBranchFinder({ client, productKey, storage: storage ?? defaultStorage() }),
  );
  const actorRef = useActorRef(machine);
  const callbacks = useRef({ onSearchError, onBranchChange });
  useEffect(() => {
    callbacks.current = { onSearchError, onBranchChange };
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
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<LocalBranchUpdatedDetail>).detail;
      if (detail?.productKey === productKey && detail.branch)
        actorRef.send({ type: 'branch.synced', branch: detail.branch });
    };
    window.addEventListener(LOCAL_BRANCH_UPDATED_EVENT, onUpdated);
    return () => {
      found.unsubscribe();
      failed.unsubscribe();
      window.removeEventListener(LOCAL_BRANCH_UPDATED_EVENT, onUpdated);
    };
  }, [actorRef, productKey]);

  const isOpen = useSelector(actorRef, (s) => s.matches('open') || s.matches('searching'));
  const isSearching = useSelector(actorRef, (s) => s.matches('searching'));
  const zip = useSelector(actorRef, (s) => s.context.zip);
  const branch = useSelector(actorRef, (s) => s.context.branch);
  const validationMessage = useSelector(actorRef, (s) => s.context.validationMessage);

  return {
    isOpen,
    isSearching,
    zip,
    branch,
    validationMessage,
    open: () => actorRef.send({ type: 'finder.opened' }),
    close: () => actorRef.send({ type: 'finder.closed' }),
    changeZip: (value: string) => actorRef.send({ type: 'zip.changed', value }),
    submit: () => actorRef.send({ type: 'search.submitted' }),
  };
}
