import type { LocatedBranch } from './api-types';
import type { KeyValueStorage } from './storage';

/** Storage key of the last zip searched. */
export const ZIP_CODE_KEY = 'zip_code';

/** Storage key of the last branch found: `{product}_local_branch`. */
export function localBranchKey(productKey: string): string {
  return `${productKey}_local_branch`;
}

/** Name of the app-wide event announcing a new local branch. */
export const LOCAL_BRANCH_UPDATED_EVENT = 'local-branch-updated';

/** `detail` of the `local-branch-updated` event. */
export interface LocalBranchUpdatedDetail {
  productKey: string;
  zip_code: string;
  branch: LocatedBranch;
}

export interface SavedLocalBranch {
  zip: string | null;
  branch: LocatedBranch | null;
}

function isBranch(value: unknown): value is LocatedBranch {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.city === 'string' && typeof candidate.state === 'string';
}

/** Reads and writes the saved zip and branch; corrupt stored JSON reads as "nothing saved". */
export function createLocalBranchStore(storage: KeyValueStorage, productKey: string) {
  const branchKey = localBranchKey(productKey);
  return {
    load(): SavedLocalBranch {
      const zip = storage.getItem(ZIP_CODE_KEY);
      let branch: LocatedBranch | null = null;
      const raw = storage.getItem(branchKey);
      if (raw) {
        try {
          const parsed: unknown = JSON.parse(raw);
          branch = isBranch(parsed) ? parsed : null;
        } catch {
          branch = null;
        }
      }
      return { zip, branch };
    },
    saveZip(zip: string): void {
      storage.setItem(ZIP_CODE_KEY, zip);
    },
    saveBranch(branch: LocatedBranch): void {
      storage.setItem(branchKey, JSON.stringify(branch));
    },
  };
}

export type LocalBranchStore = ReturnType<typeof createLocalBranchStore>;
