import type { EquipmentCategory } from '@liftline/sdk';

/** The five equipment categories of the catalogue (query value `?category=` on the equipment listing). */
export const EQUIPMENT_CATEGORIES = [
  'lift-trucks',
  'construction-equipment',
  'aerial-work-platforms',
  'rail-cars',
  'warehouse-equipment',
] as const satisfies readonly EquipmentCategory[];

export type EquipmentCategorySlug = (typeof EQUIPMENT_CATEGORIES)[number];

export function isEquipmentCategory(value: string): value is EquipmentCategorySlug {
  return (EQUIPMENT_CATEGORIES as readonly string[]).includes(value);
}
