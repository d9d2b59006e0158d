import { useParams } from 'wouter';
import { DealerDashboard } from '@/features/dealers/components/dealer-dashboard';
import { dealerSiteFrame } from '@/features/dealers/components/dealer-site-frame';
import { useUser } from '@/lib/auth';
import NotFoundRoute from '../not-found';

const notFound = <NotFoundRoute />;

/** `/authorized/account/dealers/:siteId`: one of the account's dealer sites' dashboard. */
export default function DealerSiteRoute() {
  const { siteId } = useParams<{ siteId: string }>();
  const user = useUser();
  const id = Number(siteId);
  if (!user || !Number.isSafeInteger(id) || id < 1 || id > 2147483647) return notFound;
  const accountId = user.current_account.id;
  return (
    <DealerDashboard
      key={`${String(accountId)}-${String(id)}`}
      siteId={id}
      scope="account"
      accountId={accountId}
      frame={dealerSiteFrame('account', id)}
      notFound={notFound}
    />
  );
}
