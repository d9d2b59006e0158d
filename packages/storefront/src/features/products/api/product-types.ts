import type { Schemas } from '@liftline/sdk';

/** A product as the admin API answers it (every field of the public listing, plus its status). */
export type Product = Schemas['Product'];
/** A row of the admin product list. */
export type ProductSummary = Schemas['ProductSummary'];
export type ProductPage = Schemas['ProductPage'];
export type ProductAsset = Schemas['ProductAsset'];
export type ProductStatus = Schemas['ProductStatus'];
export type ProductCreateInput = Schemas['ProductCreateInput'];
export type ProductUpdateInput = Schemas['ProductUpdateInput'];
export type ProductAssetUpdateInput = Schemas['ProductAssetUpdateInput'];
export type FuelType = Schemas['FuelType'];
export type EquipmentCondition = Schemas['EquipmentCondition'];
export type EquipmentSpec = Schemas['EquipmentSpec'];

export const PRODUCT_STATUSES = [
  'draft',
  'published',
  'archived',
] as const satisfies readonly ProductStatus[];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const FUEL_TYPES = [
  'electric',
  'diesel',
  'lpg',
  'gasoline',
  'dual-fuel',
  'none',
] as const satisfies readonly FuelType[];

export function isProductStatus(value: string | null | undefined): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(value ?? '');
}
