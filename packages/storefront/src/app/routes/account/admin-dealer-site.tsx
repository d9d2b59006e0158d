import { useParams } from 'wouter';
import { DealerDashboard } from '@/features/dealers/components/dealer-dashboard';
import { dealerSiteFrame } from '@/features/dealers/components/dealer-site-frame';
import NotFoundRoute from '../not-found';

const notFound = <NotFoundRoute />;

/** `/authorized/account/admin/dealer-sites/:siteId`: any account's site's funnel (platform admins). */
export default function AdminDealerSiteRoute() {
  const { siteId } = useParams<{ siteId: string }>();
  const id = Number(siteId);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return notFound;
  return (
    <DealerDashboard
      key={id}
      siteId={id}
      scope="admin"
      accountId={0}
      frame={dealerSiteFrame('admin', id)}
      notFound={notFound}
    />
  );
}
