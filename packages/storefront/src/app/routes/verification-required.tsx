import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

export default function VerificationRequiredRoute() {
  const user = useUser();
  return (
    <ContentLayout
      title="Please verify your e-mail address"
      breadcrumbs={[{ name: 'Verification required', path: paths.verificationRequired.getHref() }]}
      description={
        <>
          We sent a verification link to <strong>{user?.email ?? 'your e-mail address'}</strong>.
          Open it to use your account area; you will be able to ask for a new link here.
        </>
      }
    />
  );
}
