import {
  createLocalBranchStore,
  defaultStorage,
  localBranchKey,
  LOCAL_BRANCH_UPDATED_EVENT,
  type LocalBranchUpdatedDetail,
  type LocatedBranch,
} from '@liftline/sdk';
import { useEffect, useState } from 'react';
import { PRODUCT_KEY } from '@/config/env';

function loadSavedBranch(): LocatedBranch | null {
  return createLocalBranchStore(defaultStorage(), PRODUCT_KEY).load().branch;
}

/**
 * The visitor's saved local branch (`{product}_local_branch`, written by the branch finder), kept
 * current when any branch finder announces a new one (`local-branch-updated`) or another tab saves one.
 */
export function useSavedBranch(): LocatedBranch | null {
  const [branch, setBranch] = useState<LocatedBranch | null>(loadSavedBranch);

  useEffect(() => {
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<LocalBranchUpdatedDetail | undefined>).detail;
      if (detail?.productKey === PRODUCT_KEY && detail.branch) setBranch(detail.branch);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === localBranchKey(PRODUCT_KEY)) setBranch(loadSavedBranch());
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
