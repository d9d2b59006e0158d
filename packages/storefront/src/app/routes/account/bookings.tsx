import { ContentLayout } from '@/components/layouts/content-layout';
import { AccountNav } from '@/features/account/components/account-nav';
import { BookingsPage } from '@/features/bookings/components/bookings-page';

/** `/authorized/account/bookings`: holds and won quotes on the account's units (`leads.view`). */
export default function BookingsRoute() {
  return (
    <ContentLayout
      route="bookings"
      description="Which units are taken on which days: holds placed by your team and the rentals of won quotes."
    >
      <AccountNav />
      <BookingsPage />
    </ContentLayout>
  );
}
