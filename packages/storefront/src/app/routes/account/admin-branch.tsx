import { useParams } from 'wouter';
import { ErrorPage } from '@/components/error-page/error-page';
import { AccountNav } from '@/features/account/components/account-nav';
import { AdminBranchEditPage } from '@/features/account/branches/admin-branch-pages';
import { NOT_FOUND_MESSAGE } from '../not-found';

const notFound = <ErrorPage status={404} message={NOT_FOUND_MESSAGE} />;

/** `/authorized/account/admin/branches/:branch_id`: edit, deactivate or reactivate a branch. */
export default function AdminBranchRoute() {
  const { branch_id } = useParams<{ branch_id: string }>();
  const id = Number(branch_id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound;
  return <AdminBranchEditPage key={id} id={id} notFound={notFound} nav={<AccountNav />} />;
}
