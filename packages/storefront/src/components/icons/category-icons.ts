import type { IconComponent } from '@/components/icons/icon';
import {
  ConstructionEquipmentIcon,
  ForkliftIcon,
  MewpsIcon,
  RailCarIcon,
  WarehouseIcon,
} from '@/components/icons/icons';
import type { EquipmentCategorySlug } from '@/config/equipment-categories';

/** The icon of each category, drawn where a unit has no photo (cards, gallery). */
export const CATEGORY_ICONS: Record<EquipmentCategorySlug, IconComponent> = {
  'lift-trucks': ForkliftIcon,
  'construction-equipment': ConstructionEquipmentIcon,
  'aerial-work-platforms': MewpsIcon,
  'rail-cars': RailCarIcon,
  'warehouse-equipment': WarehouseIcon,
};
