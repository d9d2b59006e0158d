import type { IconComponent } from '@/components/icons/icon';
import {
  ConstructionEquipmentIcon,
  ForkliftIcon,
  MewpsIcon,
  RailCarIcon,
  WarehouseIcon,
} from '@/components/icons/icons';
import {
  EQUIPMENT_CATEGORY_LABELS,
  type EquipmentCategorySlug,
} from '@/config/equipment-categories';

export interface HomeCategory {
  slug: EquipmentCategorySlug;
  label: string;
  description: string;
  Icon: IconComponent;
}

const DETAILS: Record<EquipmentCategorySlug, { description: string; Icon: IconComponent }> = {
  'lift-trucks': {
    description: 'Electric, LPG and diesel forklifts for every load, aisle and surface.',
    Icon: ForkliftIcon,
  },
  'construction-equipment': {
    description: 'Excavators, loaders, skid steers and compact machines for the job site.',
    Icon: ConstructionEquipmentIcon,
  },
  'aerial-work-platforms': {
    description: 'Scissor and boom lifts (MEWPs) to reach work at height safely.',
    Icon: MewpsIcon,
  },
  'rail-cars': {
    description: 'Freight cars and railcar movers for plants, yards and terminals.',
    Icon: RailCarIcon,
  },
  'warehouse-equipment': {
    description: 'Pallet trucks, order pickers and reach trucks for the warehouse floor.',
    Icon: WarehouseIcon,
  },
};

export const HOME_CATEGORIES: HomeCategory[] = (
  Object.keys(DETAILS) as EquipmentCategorySlug[]
).map((slug) => ({
  slug,
  label: EQUIPMENT_CATEGORY_LABELS[slug],
  ...DETAILS[slug],
}));
