import { Trans, useLingui } from '@lingui/react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { VerificationNotice } from '@/features/auth/components/verification-notice';
import { useUser } from '@/lib/auth';
import styles from './route-pages.module.scss';

const messages = {
  yourAddress: /*i18n*/ {
    id: 'auth.verificationRequired.yourAddress',
    message: 'your e-mail address',
  },
  verifiedTitle: /*i18n*/ {
    id: 'auth.verify.verifiedTitle',
    message: 'Your e-mail address is verified',
  },
  title: /*i18n*/ {
    id: 'auth.verificationRequired.title',
    message: 'Please verify your e-mail address',
  },
  crumb: /*i18n*/ { id: 'auth.verificationRequired.crumb', message: 'Verification required' },
};

export default function VerificationRequiredRoute() {
  const user = useUser();
  const { i18n } = useLingui();
  const email = <strong />;
  const values = { email: user?.email ?? i18n._(messages.yourAddress) };
  const verified = Boolean(user?.email_verified_at);
  return (
    <ContentLayout
      className={styles.card}
      title={i18n._(verified ? messages.verifiedTitle : messages.title)}
      breadcrumbs={[{ name: i18n._(messages.crumb), path: paths.verificationRequired.getHref() }]}
      description={
        verified ? (
          <Trans
            id="auth.verificationRequired.verifiedText"
            message="Your address <0>{email}</0> is verified; your account area is open."
            values={values}
            components={{ 0: email }}
          />
        ) : (
          <Trans
            id="auth.verificationRequired.text"
            message="We sent a verification link to <0>{email}</0>. Open it to use your account area. No e-mail? Check your spam folder, or have a new link sent."
            values={values}
            components={{ 0: email }}
          />
        )
      }
    >
      <VerificationNotice />
    </ContentLayout>
  );
}
