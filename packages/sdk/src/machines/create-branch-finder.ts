import { fromPromise } from 'xstate';
import type { LocatedBranch } from '../api-types';
import { type ApiClient, unwrap } from '../client';
import { createLocalBranchStore, type SavedLocalBranch } from '../local-branch';
import type { KeyValueStorage } from '../storage';
import { branchFinderMachine } from './branch-finder';

export interface BranchFinderDependencies {
  client: ApiClient;
  storage: KeyValueStorage;
  /** Storage key prefix: the branch is saved under `{productKey}_local_branch`. */
  productKey: string;
}

/** The branch finder machine wired to the API and to storage. */
export function createBranchFinder({ client, storage, productKey }: BranchFinderDependencies) {
  const store = createLocalBranchStore(storage, productKey);
  return branchFinderMachine.provide({
    actors: {
      loadSaved: fromPromise<SavedLocalBranch>(async () => store.load()),
      locateBranch: fromPromise<LocatedBranch, { zip: string }>(({ input, signal }) =>
        unwrap(
          client.GET('/locate-branch', { params: { query: { zip_code: input.zip } }, signal }),
        ),
      ),
    },
    actions: {
      persistZip: (_, { zip }) => store.saveZip(zip),
      persistBranch: (_, { branch }) => store.saveBranch(branch),
    },
  });
}
