import type { components, operations, paths } from './schema';

/** Named shapes of the API document, for code that should not spell `components['schemas'][...]`. */
export type Schemas = components['schemas'];
export type Branch = Schemas['Branch'];
export type LocatedBranch = Schemas['LocatedBranch'];
/** One of the branches nearest a searched zip code (`LocatedBranch.nearest`), with its distance. */
export type NearbyBranch = Schemas['NearbyBranch'];
export type EquipmentSummary = Schemas['EquipmentSummary'];
export type Equipment = Schemas['Equipment'];
export type EquipmentCategory = Schemas['EquipmentCategory'];
export type ApiErrorBody = Schemas['Error'];

export type { components, operations, paths };
