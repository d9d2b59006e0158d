import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import {
  EmailVerification,
  UnusableVerificationLink,
} from '@/features/auth/components/email-verification';
import { useSessionStatus } from '@/lib/auth';
import styles from './route-pages.module.scss';

/** The verification e-mail's link: `/verify-email?token=…`; works signed in or not. */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedOut = useSessionStatus() === 'loggedOut';
  return (
    <ContentLayout
      className={styles.card}
      title="Verify your e-mail address"
      breadcrumbs={[{ name: 'Verify e-mail', path: paths.verifyEmail.getHref() }]}
    >
      {token ? (
        <EmailVerification token={token} />
      ) : (
        <UnusableVerificationLink signedOut={signedOut} missing />
      )}
    </ContentLayout>
  );
}
