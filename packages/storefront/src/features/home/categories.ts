import { EQUIPMENT_CATEGORY_LABELS } from '@liftline/sdk';
import type { IconComponent } from '@/components/icons/icon';
import { CATEGORY_ICONS } from '@/components/icons/category-icons';
import type { EquipmentCategorySlug } from '@/config/equipment-categories';

export interface HomeCategory {
  slug: EquipmentCategorySlug;
  label: string;
  description: string;
  Icon: IconComponent;
}

const DESCRIPTIONS: Record<EquipmentCategorySlug, string> = {
  'lift-trucks': 'Electric, LPG and diesel forklifts for every load, aisle and surface.',
  'construction-equipment':
    'Excavators, loaders, skid steers and compact machines for the job site.',
  'aerial-work-platforms': 'Scissor and boom lifts (MEWPs) to reach work at height safely.',
  'rail-cars': 'Freight cars and railcar movers for plants, yards and terminals.',
  'warehouse-equipment': 'Pallet trucks, order pickers and reach trucks for the warehouse floor.',
};

export const HOME_CATEGORIES: HomeCategory[] = (
  Object.keys(DESCRIPTIONS) as EquipmentCategorySlug[]
).map((slug) => ({
  slug,
  label: EQUIPMENT_CATEGORY_LABELS[slug],
  description: DESCRIPTIONS[slug],
  Icon: CATEGORY_ICONS[slug],
}));
