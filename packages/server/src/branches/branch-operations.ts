import { pageRequest } from '../accounts/pagination';
import type { OperationDependencies, OperationHandlers } from '../api/operations';
import { forbidden } from '../auth/authenticator';
import { notFound } from '../http/api-error';
import { createAdminBranchRepository } from './admin-branch-repository';
import { createBranchDirectory } from './branch-directory';
import { checkedBranchUpdate, checkedNewBranch } from './branch-input';
import { createBranchRepository } from './branch-repository';
import { locateBranch } from './locate-branch';

const ONLY_ADMINS = 'Only platform administrators can manage branches.';
const BRANCH_NOT_FOUND = 'This branch could not be found.';

/** The branch finder, the public branch directory and pages, and the administrators' branch management. */
export function createBranchOperations({ db, auth }: OperationDependencies): OperationHandlers {
  const directory = createBranchDirectory(db);
  const branches = createBranchRepository(db);
  const adminBranches = createAdminBranchRepository(db);

  async function requireAdmin(request: Parameters<typeof auth.require>[0]) {
    const caller = await auth.require(request);
    if (!caller.isPlatformAdmin) throw forbidden(ONLY_ADMINS);
    return caller;
  }

  return {
    async locateBranch(request) {
      const { zip_code } = request.query;
      return locateBranch(directory, zip_code);
    },

    // ------------------------------------------------------------ public directory
    async listBranches(request) {
      return branches.page({ q: request.query.q }, pageRequest(request.query));
    },

    async getBranch(request) {
      const branch = await branches.findActive(request.params.id);
      if (!branch) throw notFound(BRANCH_NOT_FOUND);
      return branch;
    },

    // ------------------------------------------------------------ platform admin
    async listAdminBranches(request) {
      await requireAdmin(request);
      return adminBranches.page({ q: request.query.q }, pageRequest(request.query));
    },

    async getAdminBranch(request) {
      await requireAdmin(request);
      const branch = await adminBranches.find(request.params.id);
      if (!branch) throw notFound(BRANCH_NOT_FOUND);
      return branch;
    },

    async createBranch(request, reply) {
      const caller = await requireAdmin(request);
      const id = await db.transaction(async (tx) => {
        const repository = createAdminBranchRepository(tx);
        const record = await checkedNewBranch(
          request.body,
          caller.accountId,
          repository.accountStanding,
        );
        return repository.create(record);
      });
      directory.invalidate();
      return reply.code(201).send(await adminBranches.find(id));
    },

    async updateBranch(request) {
      await requireAdmin(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const repository = createAdminBranchRepository(tx);
        if (!(await repository.lock(id))) throw notFound(BRANCH_NOT_FOUND);
        const changes = await checkedBranchUpdate(request.body, repository.accountStanding);
        await repository.update(id, changes);
      });
      directory.invalidate();
      return adminBranches.find(id);
    },
  };
}
