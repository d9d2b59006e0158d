import { useLingui } from '@lingui/react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { BranchInventory } from '@/features/catalog/components/branch-inventory';

/**
 * `/eq-inventory`: the units on hand at the visitor's local branch (the one saved by the branch
 * finder, `{product}_local_branch`), with the catalog's filters (`branch_id` on every call). Without a
 * saved branch it asks for a zip code first. `/equipment` is the whole catalog across all branches.
 */
export default function EquipmentInventoryRoute() {
  const { i18n } = useLingui();
  return (
    <ContentLayout
      title={i18n._({ id: 'inventory.page.title', message: 'Equipment inventory' })}
      breadcrumbs={[
        {
          name: i18n._({ id: 'inventory.page.breadcrumb', message: 'Inventory' }),
          path: paths.equipmentInventory.getHref(),
        },
      ]}
    >
      <BranchInventory />
    </ContentLayout>
  );
}
