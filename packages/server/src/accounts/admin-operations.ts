import type { OperationHandlers } from '../api/operations';
import { forbidden } from '../auth/authenticator';
import { notFound, validationFailed } from '../http/api-error';
import { pageOf, pageRequest } from './pagination';
import { type AccountContext } from './account-context';

const ONLY_ADMINS = 'Only platform administrators can do that.';

/** The platform administrator's lists of every user and every account, and publishing rights. */
export function createAdminOperations({
  auth,
  adminUsers,
  adminAccounts,
}: AccountContext): OperationHandlers {
  async function requireAdmin(request: Parameters<typeof auth.require>[0]) {
    const caller = await auth.require(request);
    if (!caller.isPlatformAdmin) throw forbidden(ONLY_ADMINS);
    return caller;
  }

  return {
    // ------------------------------------------------------------ platform admin
    async listAdminUsers(request) {
      await requireAdmin(request);
      const query = request.query;
      const page = pageRequest(query);
      const { items, total } = await adminUsers.page({ q: query.q }, page);
      return pageOf(items, total, page);
    },

    async listAdminAccounts(request) {
      await requireAdmin(request);
      const { q, publishing } = request.query;
      const page = pageRequest(request.query);
      const { items, total } = await adminAccounts.page({ q, publishing }, page);
      return pageOf(items, total, page);
    },

    async setAccountPublishing(request) {
      const caller = await requireAdmin(request);
      const { id } = request.params;
      const { approved } = request.body;
      const reason = request.body.reason.trim();
      if (!reason)
        throw validationFailed({ reason: ['must have at least one character besides spaces'] });
      const found = await adminAccounts.decide(id, { approved, reason, decidedBy: caller.userId });
      if (!found) throw notFound('This account does not exist.');
      return adminAccounts.find(id);
    },
  };
}
