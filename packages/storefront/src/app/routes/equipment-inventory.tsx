import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';

export default function EquipmentInventoryRoute() {
  return (
    <ContentLayout
      title="Equipment inventory"
      breadcrumbs={[{ name: 'Inventory', path: paths.equipmentInventory.getHref() }]}
      description="Every unit in stock across our branches, for rent or for sale, with filters by category, make, capacity and branch."
    />
  );
}
