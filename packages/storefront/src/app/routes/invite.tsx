import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { InvalidInviteLink, InvitePreviewPanel } from '@/features/auth/components/invite-preview';
import styles from './route-pages.module.scss';

/** The invite e-mail's link: `/invite?token=…`, before or after logging in. */
export default function InviteRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <ContentLayout
      className={`${styles.card} ${styles.wideCard}`}
      title="Account invitation"
      breadcrumbs={[{ name: 'Invitation', path: paths.invite.getHref() }]}
      description="You were invited to join a team on Liftline."
    >
      {token ? <InvitePreviewPanel token={token} /> : <InvalidInviteLink missing />}
    </ContentLayout>
  );
}
