import { useLingui } from '@lingui/react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { BookingsPage } from '@/features/bookings/components/bookings-page';

/** `/authorized/account/bookings`: holds and won quotes on the account's units (`leads.view`). */
export default function BookingsRoute() {
  const { i18n } = useLingui();
  return (
    <ContentLayout
      route="bookings"
      description={i18n._({
        id: 'bookings.description',
        message:
          'Which units are taken on which days: holds placed by your team and the rentals of won quotes.',
      })}
    >
      <BookingsPage />
    </ContentLayout>
  );
}
