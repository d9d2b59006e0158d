import { useLingui } from '@lingui/react';
import { useSearchParams } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import {
  EmailVerification,
  UnusableVerificationLink,
} from '@/features/auth/components/email-verification';
import { useSessionStatus } from '@/lib/auth';
import styles from './route-pages.module.scss';

const messages = {
  title: /*i18n*/ { id: 'auth.verify.title', message: 'Verify your e-mail address' },
  crumb: /*i18n*/ { id: 'auth.verify.crumb', message: 'Verify e-mail' },
};

/** The verification e-mail's link: `/verify-email?token=…`; works signed in or not. */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedOut = useSessionStatus() === 'loggedOut';
  const { i18n } = useLingui();
  return (
    <ContentLayout
      className={styles.card}
      title={i18n._(messages.title)}
      breadcrumbs={[{ name: i18n._(messages.crumb), path: paths.verifyEmail.getHref() }]}
    >
      {token ? (
        <EmailVerification token={token} />
      ) : (
        <UnusableVerificationLink signedOut={signedOut} missing />
      )}
    </ContentLayout>
  );
}
