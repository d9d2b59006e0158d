// Generated from openapi/openapi.yaml (x-enum-labels-es) by scripts/generate-labels.mjs. Do not edit.
// Not in the SDK's main entry: `addEnumLabels('es', ENUM_LABELS_ES)` after importing it from
// `@liftline/sdk/es`.
import type { Schemas } from './api-types';
import type { EnumLabels } from './enum-labels';

/** What people read for each `EquipmentCategory` (Spanish). */
export const EQUIPMENT_CATEGORY_LABELS_ES: Readonly<Record<Schemas['EquipmentCategory'], string>> = {
  "lift-trucks": "Montacargas",
  "construction-equipment": "Equipo de construcción",
  "aerial-work-platforms": "Plataformas de trabajo aéreo",
  "rail-cars": "Vagones de ferrocarril",
  "warehouse-equipment": "Equipo de almacén",
};

/** What people read for each `FuelType` (Spanish). */
export const FUEL_TYPE_LABELS_ES: Readonly<Record<Schemas['FuelType'], string>> = {
  "electric": "Eléctrico",
  "diesel": "Diésel",
  "lpg": "GLP",
  "gasoline": "Gasolina",
  "dual-fuel": "Combustible dual",
  "none": "Sin motor",
};

/** What people read for each `ListingType` (Spanish). */
export const LISTING_TYPE_LABELS_ES: Readonly<Record<Schemas['ListingType'], string>> = {
  "rent": "En alquiler",
  "buy": "En venta",
};

/** What people read for each `Locale` (Spanish). */
export const LOCALE_LABELS_ES: Readonly<Record<Schemas['Locale'], string>> = {
  "en": "English",
  "es": "Español",
};

/** What people read for each `Weekday` (Spanish). */
export const WEEKDAY_LABELS_ES: Readonly<Record<Schemas['Weekday'], string>> = {
  "mon": "lunes",
  "tue": "martes",
  "wed": "miércoles",
  "thu": "jueves",
  "fri": "viernes",
  "sat": "sábado",
  "sun": "domingo",
};

/** What people read for each `TimeZone` (Spanish). */
export const TIME_ZONE_LABELS_ES: Readonly<Record<Schemas['TimeZone'], string>> = {
  "America/New_York": "Hora del Este (Nueva York)",
  "America/Detroit": "Hora del Este (Detroit)",
  "America/Indiana/Indianapolis": "Hora del Este (Indianápolis)",
  "America/Kentucky/Louisville": "Hora del Este (Louisville)",
  "America/Chicago": "Hora del Centro (Chicago)",
  "America/Denver": "Hora de la Montaña (Denver)",
  "America/Boise": "Hora de la Montaña (Boise)",
  "America/Phoenix": "Hora de la Montaña, sin horario de verano (Phoenix)",
  "America/Los_Angeles": "Hora del Pacífico (Los Ángeles)",
  "America/Anchorage": "Hora de Alaska (Anchorage)",
  "Pacific/Honolulu": "Hora de Hawái (Honolulu)",
};

/** What people read for each `LeadStatus` (Spanish). */
export const LEAD_STATUS_LABELS_ES: Readonly<Record<Schemas['LeadStatus'], string>> = {
  "new": "Nuevo",
  "contacted": "Contactado",
  "quoted": "Cotizado",
  "won": "Ganado",
  "lost": "Perdido",
};

/** What people read for each `PublicRequestStatus` (Spanish). */
export const PUBLIC_REQUEST_STATUS_LABELS_ES: Readonly<Record<Schemas['PublicRequestStatus'], string>> = {
  "received": "Recibida",
  "in_progress": "En proceso",
  "quoted": "Cotizada",
  "accepted": "Aceptada",
  "closed": "Cerrada",
};

/** What people read for each `PermissionName` (Spanish). */
export const PERMISSION_NAME_LABELS_ES: Readonly<Record<Schemas['PermissionName'], string>> = {
  "products.view": "Ver productos",
  "products.manage": "Administrar productos",
  "assets.manage": "Administrar fotos y archivos",
  "users.view": "Ver usuarios",
  "users.manage": "Administrar usuarios",
  "invites.manage": "Invitar personas",
  "roles.view": "Ver roles",
  "roles.manage": "Administrar roles",
  "leads.view": "Ver clientes potenciales",
  "leads.manage": "Gestionar clientes potenciales",
};

/** Every Spanish table, by enum: `ENUM_LABELS_ES.EQUIPMENT_CATEGORY`. */
export const ENUM_LABELS_ES: EnumLabels = {
  EQUIPMENT_CATEGORY: EQUIPMENT_CATEGORY_LABELS_ES,
  FUEL_TYPE: FUEL_TYPE_LABELS_ES,
  LISTING_TYPE: LISTING_TYPE_LABELS_ES,
  LOCALE: LOCALE_LABELS_ES,
  WEEKDAY: WEEKDAY_LABELS_ES,
  TIME_ZONE: TIME_ZONE_LABELS_ES,
  LEAD_STATUS: LEAD_STATUS_LABELS_ES,
  PUBLIC_REQUEST_STATUS: PUBLIC_REQUEST_STATUS_LABELS_ES,
  PERMISSION_NAME: PERMISSION_NAME_LABELS_ES,
};
