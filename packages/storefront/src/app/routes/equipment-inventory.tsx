import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { BranchInventory } from '@/features/catalog/components/branch-inventory';

/**
 * `/eq-inventory`: the units on hand at the visitor's local branch (the one saved by the branch
 * finder, `{product}_local_branch`), with the catalog's filters (`branch_id` on every call). Without a
 * saved branch it asks for a zip code first. `/equipment` is the whole catalog across all branches.
 */
export default function EquipmentInventoryRoute() {
  return (
    <ContentLayout
      title="Equipment inventory"
      breadcrumbs={[{ name: 'Inventory', path: paths.equipmentInventory.getHref() }]}
    >
      <BranchInventory />
    </ContentLayout>
  );
}
