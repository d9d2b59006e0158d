// Generated from openapi/openapi.yaml (x-enum-labels) by scripts/generate-labels.mjs. Do not edit.
import type { Schemas } from './api-types';

/** What people read for each `EquipmentCategory`. */
export const EQUIPMENT_CATEGORY_LABELS: Readonly<Record<Schemas['EquipmentCategory'], string>> = {
  "lift-trucks": "Lift trucks",
  "construction-equipment": "Construction equipment",
  "aerial-work-platforms": "Aerial work platforms",
  "rail-cars": "Rail cars",
  "warehouse-equipment": "Warehouse equipment",
};

/** What people read for each `FuelType`. */
export const FUEL_TYPE_LABELS: Readonly<Record<Schemas['FuelType'], string>> = {
  "electric": "Electric",
  "diesel": "Diesel",
  "lpg": "LPG",
  "gasoline": "Gasoline",
  "dual-fuel": "Dual fuel",
  "none": "No engine",
};

/** What people read for each `ListingType`. */
export const LISTING_TYPE_LABELS: Readonly<Record<Schemas['ListingType'], string>> = {
  "rent": "For rent",
  "buy": "For sale",
};

/** What people read for each `PermissionName`. */
export const PERMISSION_NAME_LABELS: Readonly<Record<Schemas['PermissionName'], string>> = {
  "products.view": "See products",
  "products.manage": "Manage products",
  "assets.manage": "Manage photos and files",
  "users.view": "See users",
  "users.manage": "Manage users",
  "invites.manage": "Invite people",
  "roles.view": "See roles",
  "roles.manage": "Manage roles",
};
