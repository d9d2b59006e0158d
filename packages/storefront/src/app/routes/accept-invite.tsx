import { useLingui } from '@lingui/react';
import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { InviteAcceptance } from '@/features/auth/components/invite-acceptance';
import { InvalidInviteLink } from '@/features/auth/components/invite-preview';
import styles from './route-pages.module.scss';

const messages = {
  title: /*i18n*/ { id: 'auth.acceptInvite.title', message: 'Accept invitation' },
};

/** `?token=…`: reached from the invite page, or after logging in / registering to accept. */
export default function AcceptInviteRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { i18n } = useLingui();
  return (
    <ContentLayout
      className={`${styles.card} ${styles.wideCard}`}
      title={i18n._(messages.title)}
      breadcrumbs={[{ name: i18n._(messages.title), path: paths.acceptInvite.getHref() }]}
    >
      {token ? <InviteAcceptance token={token} /> : <InvalidInviteLink missing />}
    </ContentLayout>
  );
}
