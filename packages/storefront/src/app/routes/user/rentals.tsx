import { useLingui } from '@lingui/react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { MyRentalsPage } from '@/features/rentals/components/my-rentals-page';

/** `/authorized/user/rentals`: the signed-in customer's rentals (verified e-mail address). */
export default function UserRentalsRoute() {
  const { i18n } = useLingui();
  return (
    <ContentLayout
      route="userRentals"
      description={i18n._({
        id: 'rentals.description',
        message:
          'What you have on rent, what is coming and what went back. Keep a unit longer, call it off or report a problem: the branch answers by e-mail.',
      })}
    >
      <MyRentalsPage />
    </ContentLayout>
  );
}
