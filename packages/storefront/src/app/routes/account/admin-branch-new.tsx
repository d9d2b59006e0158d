import { AdminBranchCreatePage } from '@/features/account/branches/admin-branch-pages';

/** `/authorized/account/admin/branches/new`: a new branch (platform admins). */
export default function AdminBranchNewRoute() {
  return <AdminBranchCreatePage />;
}
