import { useParams } from 'wouter';
import { AdminBranchEditPage } from '@/features/account/branches/admin-branch-pages';
import NotFoundRoute from '../not-found';

const notFound = <NotFoundRoute />;

/** `/authorized/account/admin/branches/:branch_id`: edit, deactivate or reactivate a branch. */
export default function AdminBranchRoute() {
  const { branch_id } = useParams<{ branch_id: string }>();
  const id = Number(branch_id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound;
  return <AdminBranchEditPage key={id} id={id} notFound={notFound} />;
}
