import type { OperationHandlers } from '../api/operations';
import { forbidden } from '../auth/authenticator';
import { pageOf, pageRequest } from './pagination';
import { type AccountContext } from './account-context';

/** The platform administrator's list of every user. */
export function createAdminOperations({ auth, adminUsers }: AccountContext): OperationHandlers {
  return {
    // ------------------------------------------------------------ platform admin
    async listAdminUsers(request) {
      const caller = await auth.require(request);
      if (!caller.isPlatformAdmin) throw forbidden('Only platform administrators can do that.');
      const query = request.query;
      const page = pageRequest(query);
      const { items, total } = await adminUsers.page({ q: query.q }, page);
      return pageOf(items, total, page);
    },
  };
}
