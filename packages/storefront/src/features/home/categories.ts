import type { MessageDescriptor } from '@lingui/core';
import type { IconComponent } from '@/components/icons/icon';
import { CATEGORY_ICONS } from '@/components/icons/category-icons';
import type { EquipmentCategorySlug } from '@/config/equipment-categories';

export interface HomeCategory {
  slug: EquipmentCategorySlug;
  /** One line about the category (a message; its name comes from the SDK's labels by language). */
  description: MessageDescriptor;
  Icon: IconComponent;
}

const DESCRIPTIONS: Record<EquipmentCategorySlug, MessageDescriptor> = {
  'lift-trucks': /*i18n*/ {
    id: 'home.category.liftTrucks',
    message: 'Electric, LPG and diesel forklifts for every load, aisle and surface.',
  },
  'construction-equipment': /*i18n*/ {
    id: 'home.category.constructionEquipment',
    message: 'Excavators, loaders, skid steers and compact machines for the job site.',
  },
  'aerial-work-platforms': /*i18n*/ {
    id: 'home.category.aerialWorkPlatforms',
    message: 'Scissor and boom lifts (MEWPs) to reach work at height safely.',
  },
  'rail-cars': /*i18n*/ {
    id: 'home.category.railCars',
    message: 'Freight cars and railcar movers for plants, yards and terminals.',
  },
  'warehouse-equipment': /*i18n*/ {
    id: 'home.category.warehouseEquipment',
    message: 'Pallet trucks, order pickers and reach trucks for the warehouse floor.',
  },
};

export const HOME_CATEGORIES: HomeCategory[] = (
  Object.keys(DESCRIPTIONS) as EquipmentCategorySlug[]
).map((slug) => ({ slug, description: DESCRIPTIONS[slug], Icon: CATEGORY_ICONS[slug] }));
