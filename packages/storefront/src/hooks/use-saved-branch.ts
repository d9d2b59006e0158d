import {
  createLocalBranchStore,
  defaultStorage,
  LOCAL_BRANCH_UPDATED_EVENT,
  localBranchKey,
  type LocalBranchUpdatedDetail,
  type LocatedBranch,
} from '@liftline/sdk';
import { useEffect, useState } from 'react';
import { PRODUCT_KEY } from '@/config/env';
import { useHydrated } from '@/lib/hydration';

function loadSavedBranch(): LocatedBranch | null {
  try {
    return createLocalBranchStore(defaultStorage(), PRODUCT_KEY).load().branch;
  } catch {
    // Storage switched off (privacy mode): nothing saved.
    return null;
  }
}

/**
 * The visitor's local branch as saved by the branch finder (`{product}_local_branch`), following the
 * app-wide `local-branch-updated` event and changes made in other tabs.
 */
export function useSavedBranch(): LocatedBranch | null {
  // Read after hydration: the server rendered no branch (see lib/hydration.ts).
  const hydrated = useHydrated();
  const [branch, setBranch] = useState(() => (hydrated ? loadSavedBranch() : null));

  useEffect(() => {
    if (hydrated) setBranch((current) => current ?? loadSavedBranch());
  }, [hydrated]);

  useEffect(() => {
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<LocalBranchUpdatedDetail>).detail;
      if (detail?.productKey === PRODUCT_KEY && detail.branch) setBranch(detail.branch);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === localBranchKey(PRODUCT_KEY))
        setBranch(loadSavedBranch());
    };
    window.addEventListener(LOCAL_BRANCH_UPDATED_EVENT, onUpdated);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(LOCAL_BRANCH_UPDATED_EVENT, onUpdated);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return branch;
}
