import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { InviteAcceptance } from '@/features/auth/components/invite-acceptance';
import { InvalidInviteLink } from '@/features/auth/components/invite-preview';
import styles from './route-pages.module.scss';

/** `?token=…`: reached from the invite page, or after logging in / registering to accept. */
export default function AcceptInviteRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <ContentLayout
      className={`${styles.card} ${styles.wideCard}`}
      title="Accept invitation"
      breadcrumbs={[{ name: 'Accept invitation', path: paths.acceptInvite.getHref() }]}
    >
      {token ? <InviteAcceptance token={token} /> : <InvalidInviteLink missing />}
    </ContentLayout>
  );
}
