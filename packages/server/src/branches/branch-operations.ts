import type { OperationDependencies, OperationHandlers, QueryOf } from '../api/operations';
import { createBranchRepository } from './branch-repository';
import { locateBranch } from './locate-branch';

export function createBranchOperations({ db }: OperationDependencies): OperationHandlers {
  const branches = createBranchRepository(db);
  return {
    async locateBranch(request) {
      const { zip_code } = request.query as QueryOf<'locateBranch'>;
      return locateBranch(branches, zip_code);
    },
  };
}
