import { pageRequest } from '../accounts/pagination';
import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { forbidden } from '../auth/authenticator';
import { createCatalogResponses, normaliseQuery } from '../catalog/catalog-responses';
import { notFound } from '../http/api-error';
import { createAdminBranchRepository } from './admin-branch-repository';
import { createBranchDirectory } from './branch-directory';
import { calendarDays } from './branch-hours';
import { checkedBranchUpdate, checkedNewBranch } from './branch-input';
import { createBranchRepository } from './branch-repository';
import { locateBranch } from './locate-branch';

const ONLY_ADMINS = 'Only platform administrators can manage branches.';
const BRANCH_NOT_FOUND = /*i18n*/ {
  id: 'error.branchNotFound',
  message: 'This branch could not be found.',
};

/**
 * The branch finder, the public branch directory and pages, and the administrators' branch
 * management. The public reads are HTTP-cached like the catalog's (ETag, 304, in-process
 * responses), from the same catalog version, which every branch write moves (migration 021).
 * Their answers hold each branch's closures of today and later, so their keys hold the calendar
 * day too (`calendarDays`).
 */
export function createBranchOperations({ db, auth }: OperationDependencies): OperationHandlers {
  const directory = createBranchDirectory(db);
  const branches = createBranchRepository(db);
  const adminBranches = createAdminBranchRepository(db);
  const responses = createCatalogResponses(db);

  async function requireAdmin(request: Parameters<typeof auth.require>[0]) {
    const caller = await auth.require(request);
    if (!caller.isPlatformAdmin) throw forbidden(ONLY_ADMINS);
    return caller;
  }

  return {
    async locateBranch(request, reply) {
      const { zip_code } = request.query;
      const key = `locateBranch ${normaliseQuery({ zip_code })} ${calendarDays()}`;
      return responses.serve(request, reply, key, (version) =>
        locateBranch((point, count) => directory.nearestFew(point, version, count), zip_code),
      );
    },

    // ------------------------------------------------------------ public directory
    async listBranches(request, reply) {
      // Only what the answer is made of, so no other parameter makes a key of its own.
      const { q } = request.query;
      const page = pageRequest(request.query);
      const key = `listBranches ${normaliseQuery({ q, page: page.page, per_page: page.perPage })} ${calendarDays()}`;
      return responses.serve(request, reply, key, () => branches.page({ q }, page));
    },

    async getBranch(request, reply) {
      const { id } = request.params;
      return responses.serve(request, reply, `getBranch ${id} ${calendarDays()}`, async () => {
        const branch = await branches.findActive(id);
        if (!branch) throw notFound(BRANCH_NOT_FOUND);
        return branch;
      });
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
      return adminBranches.find(id);
    },
  };
}
