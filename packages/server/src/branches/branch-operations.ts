import type { OperationDependencies, OperationHandlers } from '../api/operations';
import { createBranchDirectory } from './branch-directory';
import { locateBranch } from './locate-branch';

export function createBranchOperations({ db }: OperationDependencies): OperationHandlers {
  const branches = createBranchDirectory(db);
  return {
    async locateBranch(request) {
      const { zip_code } = request.query;
      return locateBranch(branches, zip_code);
    },
  };
}
