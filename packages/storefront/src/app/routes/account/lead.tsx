import { useParams } from 'wouter';
import { LeadDetailPage } from '@/features/leads/components/lead-detail-page';
import { useUser } from '@/lib/auth';
import NotFoundRoute from '../not-found';

/** The contract's reference pattern (`Q-2026-000123`, `C-2026-000881`). */
const REFERENCE = /^[QC]-\d{4}-\d{6,}$/;

/** `/authorized/account/leads/:reference`: one lead of the current account. */
export default function LeadRoute() {
  const { reference } = useParams<{ reference: string }>();
  const user = useUser();
  const notFound = <NotFoundRoute />;
  if (!user || !REFERENCE.test(reference) || reference.length > 20) return notFound;
  return (
    <LeadDetailPage
      key={`${String(user.current_account.id)}-${reference}`}
      accountId={user.current_account.id}
      reference={reference}
      notFound={notFound}
    />
  );
}
