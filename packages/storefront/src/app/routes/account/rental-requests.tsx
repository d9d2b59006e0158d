import { ContentLayout } from '@/components/layouts/content-layout';
import { RentalRequestsPage } from '@/features/rental-requests/components/rental-requests-page';

/** `/authorized/account/rental-requests`: the customers' requests about the account's rentals. */
export default function RentalRequestsRoute() {
  return (
    <ContentLayout
      route="rentalRequests"
      description="Customers asking to keep a unit longer, to have it picked up, or reporting a problem, newest first. Answer each: the customer gets an e-mail in their language."
    >
      <RentalRequestsPage />
    </ContentLayout>
  );
}
