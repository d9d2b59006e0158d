// Generated from openapi/openapi.yaml (x-enum-labels, x-enum-labels-es) by scripts/generate-labels.mjs. Do not edit.
import type { Schemas } from './api-types';

/** What people read for each `EquipmentCategory`. */
export const EQUIPMENT_CATEGORY_LABELS: Readonly<Record<Schemas['EquipmentCategory'], string>> = {
  "lift-trucks": "Lift trucks",
  "construction-equipment": "Construction equipment",
  "aerial-work-platforms": "Aerial work platforms",
  "rail-cars": "Rail cars",
  "warehouse-equipment": "Warehouse equipment",
};

/** What people read for each `EquipmentCategory` (Spanish). */
export const EQUIPMENT_CATEGORY_LABELS_ES: Readonly<Record<Schemas['EquipmentCategory'], string>> = {
  "lift-trucks": "Montacargas",
  "construction-equipment": "Equipo de construcción",
  "aerial-work-platforms": "Plataformas de trabajo aéreo",
  "rail-cars": "Vagones de ferrocarril",
  "warehouse-equipment": "Equipo de almacén",
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

/** What people read for each `FuelType` (Spanish). */
export const FUEL_TYPE_LABELS_ES: Readonly<Record<Schemas['FuelType'], string>> = {
  "electric": "Eléctrico",
  "diesel": "Diésel",
  "lpg": "GLP",
  "gasoline": "Gasolina",
  "dual-fuel": "Combustible dual",
  "none": "Sin motor",
};

/** What people read for each `ListingType`. */
export const LISTING_TYPE_LABELS: Readonly<Record<Schemas['ListingType'], string>> = {
  "rent": "For rent",
  "buy": "For sale",
};

/** What people read for each `ListingType` (Spanish). */
export const LISTING_TYPE_LABELS_ES: Readonly<Record<Schemas['ListingType'], string>> = {
  "rent": "En alquiler",
  "buy": "En venta",
};

/** What people read for each `Locale`. */
export const LOCALE_LABELS: Readonly<Record<Schemas['Locale'], string>> = {
  "en": "English",
  "es": "Español",
};

/** What people read for each `Locale` (Spanish). */
export const LOCALE_LABELS_ES: Readonly<Record<Schemas['Locale'], string>> = {
  "en": "English",
  "es": "Español",
};

/** What people read for each `Weekday`. */
export const WEEKDAY_LABELS: Readonly<Record<Schemas['Weekday'], string>> = {
  "mon": "Monday",
  "tue": "Tuesday",
  "wed": "Wednesday",
  "thu": "Thursday",
  "fri": "Friday",
  "sat": "Saturday",
  "sun": "Sunday",
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

/** What people read for each `TimeZone`. */
export const TIME_ZONE_LABELS: Readonly<Record<Schemas['TimeZone'], string>> = {
  "America/New_York": "Eastern (New York)",
  "America/Detroit": "Eastern (Detroit)",
  "America/Indiana/Indianapolis": "Eastern (Indianapolis)",
  "America/Kentucky/Louisville": "Eastern (Louisville)",
  "America/Chicago": "Central (Chicago)",
  "America/Denver": "Mountain (Denver)",
  "America/Boise": "Mountain (Boise)",
  "America/Phoenix": "Mountain, no DST (Phoenix)",
  "America/Los_Angeles": "Pacific (Los Angeles)",
  "America/Anchorage": "Alaska (Anchorage)",
  "Pacific/Honolulu": "Hawaii (Honolulu)",
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

/** What people read for each `LeadStatus`. */
export const LEAD_STATUS_LABELS: Readonly<Record<Schemas['LeadStatus'], string>> = {
  "new": "New",
  "contacted": "Contacted",
  "quoted": "Quoted",
  "won": "Won",
  "lost": "Lost",
};

/** What people read for each `LeadStatus` (Spanish). */
export const LEAD_STATUS_LABELS_ES: Readonly<Record<Schemas['LeadStatus'], string>> = {
  "new": "Nuevo",
  "contacted": "Contactado",
  "quoted": "Cotizado",
  "won": "Ganado",
  "lost": "Perdido",
};

/** What people read for each `PublicRequestStatus`. */
export const PUBLIC_REQUEST_STATUS_LABELS: Readonly<Record<Schemas['PublicRequestStatus'], string>> = {
  "received": "Received",
  "in_progress": "In progress",
  "quoted": "Quoted",
  "accepted": "Accepted",
  "closed": "Closed",
};

/** What people read for each `PublicRequestStatus` (Spanish). */
export const PUBLIC_REQUEST_STATUS_LABELS_ES: Readonly<Record<Schemas['PublicRequestStatus'], string>> = {
  "received": "Recibida",
  "in_progress": "En proceso",
  "quoted": "Cotizada",
  "accepted": "Aceptada",
  "closed": "Cerrada",
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
  "leads.view": "See leads",
  "leads.manage": "Work leads",
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

/**
 * Every table by language: `ENUM_LABELS.es.EQUIPMENT_CATEGORY`. It holds every language's words:
 * code that shows one language only imports the named tables it needs.
 */
export const ENUM_LABELS = {
  en: {
    EQUIPMENT_CATEGORY: EQUIPMENT_CATEGORY_LABELS,
    FUEL_TYPE: FUEL_TYPE_LABELS,
    LISTING_TYPE: LISTING_TYPE_LABELS,
    LOCALE: LOCALE_LABELS,
    WEEKDAY: WEEKDAY_LABELS,
    TIME_ZONE: TIME_ZONE_LABELS,
    LEAD_STATUS: LEAD_STATUS_LABELS,
    PUBLIC_REQUEST_STATUS: PUBLIC_REQUEST_STATUS_LABELS,
    PERMISSION_NAME: PERMISSION_NAME_LABELS,
  },
  es: {
    EQUIPMENT_CATEGORY: EQUIPMENT_CATEGORY_LABELS_ES,
    FUEL_TYPE: FUEL_TYPE_LABELS_ES,
    LISTING_TYPE: LISTING_TYPE_LABELS_ES,
    LOCALE: LOCALE_LABELS_ES,
    WEEKDAY: WEEKDAY_LABELS_ES,
    TIME_ZONE: TIME_ZONE_LABELS_ES,
    LEAD_STATUS: LEAD_STATUS_LABELS_ES,
    PUBLIC_REQUEST_STATUS: PUBLIC_REQUEST_STATUS_LABELS_ES,
    PERMISSION_NAME: PERMISSION_NAME_LABELS_ES,
  },
} as const;

/** The languages the labels are written in. */
export type EnumLabelLocale = keyof typeof ENUM_LABELS;

/** The tables of a language (`es`, `es-US` → Spanish); English for any other. */
export function enumLabels(locale?: string | null): (typeof ENUM_LABELS)[EnumLabelLocale] {
  const primary = locale?.trim().toLowerCase().split('-')[0] ?? '';
  return ENUM_LABELS[Object.hasOwn(ENUM_LABELS, primary) ? (primary as EnumLabelLocale) : 'en'];
}
