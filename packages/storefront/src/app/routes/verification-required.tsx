import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { VerificationNotice } from '@/features/auth/components/verification-notice';
import { useUser } from '@/lib/auth';
import styles from './route-pages.module.scss';

export default function VerificationRequiredRoute() {
  const user = useUser();
  const email = <strong>{user?.email ?? 'your e-mail address'}</strong>;
  const verified = Boolean(user?.email_verified_at);
  return (
    <ContentLayout
      className={styles.card}
      title={verified ? 'Your e-mail address is verified' : 'Please verify your e-mail address'}
      breadcrumbs={[{ name: 'Verification required', path: paths.verificationRequired.getHref() }]}
      description={
        verified ? (
          <>Your address {email} is verified; your account area is open.</>
        ) : (
          <>
            We sent a verification link to {email}. Open it to use your account area. No e-mail?
            Check your spam folder, or have a new link sent.
          </>
        )
      }
    >
      <VerificationNotice />
    </ContentLayout>
  );
}
