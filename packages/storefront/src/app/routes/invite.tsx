import { useLingui } from '@lingui/react';
import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { InvalidInviteLink, InvitePreviewPanel } from '@/features/auth/components/invite-preview';
import styles from './route-pages.module.scss';

const messages = {
  title: /*i18n*/ { id: 'auth.invite.title', message: 'Account invitation' },
  crumb: /*i18n*/ { id: 'auth.invite.crumb', message: 'Invitation' },
  description: /*i18n*/ {
    id: 'auth.invite.description',
    message: 'You were invited to join a team on Liftline.',
  },
};

/** The invite e-mail's link: `/invite?token=…`, before or after logging in. */
export default function InviteRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { i18n } = useLingui();
  return (
    <ContentLayout
      className={`${styles.card} ${styles.wideCard}`}
      title={i18n._(messages.title)}
      breadcrumbs={[{ name: i18n._(messages.crumb), path: paths.invite.getHref() }]}
      description={i18n._(messages.description)}
    >
      {token ? <InvitePreviewPanel token={token} /> : <InvalidInviteLink missing />}
    </ContentLayout>
  );
}
