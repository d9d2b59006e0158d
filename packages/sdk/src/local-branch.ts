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

/** A stored branch (the JSON under `{product}_local_branch`), or null when absent or corrupt. */
export function parseLocalBranch(raw: string | null): LocatedBranch | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isBranch(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Reads and writes the saved zip and branch; corrupt stored JSON reads as "nothing saved". */
export function createLocalBranchStore(storage: KeyValueStorage, productKey: string) {
  const branchKey = localBranchKey(productKey);
  return {
    load(): SavedLocalBranch {
      return {
        zip: storage.getItem(ZIP_CODE_KEY),
        branch: parseLocalBranch(storage.getItem(branchKey)),
      };
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
