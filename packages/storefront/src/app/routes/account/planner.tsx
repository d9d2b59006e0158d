import { useLingui } from '@lingui/react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PlannerPage } from '@/features/bookings/planner/components/planner-page';

/** `/authorized/account/planner`: the account's units by day (`leads.view`; holds: `leads.manage`). */
export default function PlannerRoute() {
  const { i18n } = useLingui();
  return (
    <ContentLayout
      route="planner"
      description={i18n._({
        id: 'planner.description',
        message:
          'Every unit by day: rentals, holds and the extensions and pickups customers ask for.',
      })}
    >
      <PlannerPage />
    </ContentLayout>
  );
}
