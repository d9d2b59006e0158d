import type { components } from '@liftline/sdk/schema';
import { enumLabels } from '../api/enum-labels';

type Schemas = components['schemas'];

/** What people read for the catalog's enum values (the contract's `x-enum-labels`). */
export const CATEGORY_LABELS = enumLabels<Schemas['EquipmentCategory']>('EquipmentCategory');
export const FUEL_TYPE_LABELS = enumLabels<Schemas['FuelType']>('FuelType');
export const LISTING_LABELS = enumLabels<Schemas['ListingType']>('ListingType');
