// Generated from openapi/openapi.yaml (x-enum-labels) by scripts/generate-labels.mjs. Do not edit.
import type { Schemas } from './api-types';

/**
 * One language's tables, by enum. English is `ENUM_LABELS_EN` (this module); each other language
 * is in its own entry (`ENUM_LABELS_ES` in `@liftline/sdk/es`), so English pages never load it.
 */
export interface EnumLabels {
  readonly EQUIPMENT_CATEGORY: Readonly<Record<Schemas['EquipmentCategory'], string>>;
  readonly FUEL_TYPE: Readonly<Record<Schemas['FuelType'], string>>;
  readonly LISTING_TYPE: Readonly<Record<Schemas['ListingType'], string>>;
  readonly LOCALE: Readonly<Record<Schemas['Locale'], string>>;
  readonly WEEKDAY: Readonly<Record<Schemas['Weekday'], string>>;
  readonly TIME_ZONE: Readonly<Record<Schemas['TimeZone'], string>>;
  readonly LEAD_STATUS: Readonly<Record<Schemas['LeadStatus'], string>>;
  readonly PUBLIC_REQUEST_STATUS: Readonly<Record<Schemas['PublicRequestStatus'], string>>;
  readonly RENTAL_STATUS: Readonly<Record<Schemas['RentalStatus'], string>>;
  readonly RENTAL_REQUEST_KIND: Readonly<Record<Schemas['RentalRequestKind'], string>>;
  readonly RENTAL_REQUEST_STATUS: Readonly<Record<Schemas['RentalRequestStatus'], string>>;
  readonly QUOTE_RATE_BASIS: Readonly<Record<Schemas['QuoteRateBasis'], string>>;
  readonly QUOTE_CHARGE_KIND: Readonly<Record<Schemas['QuoteChargeKind'], string>>;
  readonly QUOTE_STATUS: Readonly<Record<Schemas['QuoteStatus'], string>>;
  readonly PERMISSION_NAME: Readonly<Record<Schemas['PermissionName'], string>>;
  readonly WIDGET_ELEMENT: Readonly<Record<Schemas['WidgetElement'], string>>;
  readonly API_KEY_STATUS: Readonly<Record<Schemas['ApiKeyStatus'], string>>;
  readonly AUDIT_ACTION: Readonly<Record<Schemas['AuditAction'], string>>;
  readonly WEBHOOK_EVENT_TYPE: Readonly<Record<Schemas['WebhookEventType'], string>>;
  readonly WEBHOOK_DELIVERY_STATUS: Readonly<Record<Schemas['WebhookDeliveryStatus'], string>>;
  readonly WEBHOOK_DELIVERY_EVENT_TYPE: Readonly<Record<Schemas['WebhookDeliveryEventType'], string>>;
}

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

/** What people read for each `Locale`. */
export const LOCALE_LABELS: Readonly<Record<Schemas['Locale'], string>> = {
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

/** What people read for each `LeadStatus`. */
export const LEAD_STATUS_LABELS: Readonly<Record<Schemas['LeadStatus'], string>> = {
  "new": "New",
  "contacted": "Contacted",
  "quoted": "Quoted",
  "won": "Won",
  "lost": "Lost",
};

/** What people read for each `PublicRequestStatus`. */
export const PUBLIC_REQUEST_STATUS_LABELS: Readonly<Record<Schemas['PublicRequestStatus'], string>> = {
  "received": "Received",
  "in_progress": "In progress",
  "quoted": "Quoted",
  "accepted": "Accepted",
  "closed": "Closed",
};

/** What people read for each `RentalStatus`. */
export const RENTAL_STATUS_LABELS: Readonly<Record<Schemas['RentalStatus'], string>> = {
  "upcoming": "Upcoming",
  "on_rent": "On rent",
  "off_rent_requested": "Pickup requested",
  "returned": "Returned",
};

/** What people read for each `RentalRequestKind`. */
export const RENTAL_REQUEST_KIND_LABELS: Readonly<Record<Schemas['RentalRequestKind'], string>> = {
  "extension": "Extension",
  "off_rent": "Call-off",
  "service": "Service request",
};

/** What people read for each `RentalRequestStatus`. */
export const RENTAL_REQUEST_STATUS_LABELS: Readonly<Record<Schemas['RentalRequestStatus'], string>> = {
  "pending": "Pending",
  "approved": "Approved",
  "refused": "Refused",
  "confirmed": "Pickup confirmed",
  "returned": "Returned",
  "open": "Open",
  "scheduled": "Scheduled",
  "resolved": "Resolved",
};

/** What people read for each `QuoteRateBasis`. */
export const QUOTE_RATE_BASIS_LABELS: Readonly<Record<Schemas['QuoteRateBasis'], string>> = {
  "day": "Daily rate",
  "week": "Weekly rate",
  "four_weeks": "4-week rate",
  "sale": "Sale",
  "each": "Each",
};

/** What people read for each `QuoteChargeKind`. */
export const QUOTE_CHARGE_KIND_LABELS: Readonly<Record<Schemas['QuoteChargeKind'], string>> = {
  "delivery": "Delivery",
  "pickup": "Pickup",
  "damage_waiver": "Damage waiver",
  "environmental": "Environmental fee",
  "fuel": "Fuel",
  "other": "Other",
};

/** What people read for each `QuoteStatus`. */
export const QUOTE_STATUS_LABELS: Readonly<Record<Schemas['QuoteStatus'], string>> = {
  "draft": "Draft",
  "sent": "Sent",
  "accepted": "Accepted",
  "declined": "Declined",
  "superseded": "Superseded",
  "expired": "Expired",
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
  "dealers.manage": "Manage dealer sites",
  "api_keys.manage": "Manage API keys",
  "webhooks.manage": "Manage webhooks",
  "audit.view": "See the audit log",
};

/** What people read for each `WidgetElement`. */
export const WIDGET_ELEMENT_LABELS: Readonly<Record<Schemas['WidgetElement'], string>> = {
  "find-branch": "Branch finder",
  "request-quote": "Request a quote",
  "quote-list-button": "Quote list button",
  "equipment-list": "Equipment list",
};

/** What people read for each `ApiKeyStatus`. */
export const API_KEY_STATUS_LABELS: Readonly<Record<Schemas['ApiKeyStatus'], string>> = {
  "active": "Active",
  "expired": "Expired",
  "revoked": "Revoked",
};

/** What people read for each `AuditAction`. */
export const AUDIT_ACTION_LABELS: Readonly<Record<Schemas['AuditAction'], string>> = {
  "api_key.created": "API key created",
  "api_key.revoked": "API key revoked",
  "webhook_endpoint.created": "Webhook endpoint added",
  "webhook_endpoint.updated": "Webhook endpoint changed",
  "webhook_endpoint.deleted": "Webhook endpoint deleted",
  "webhook_endpoint.secret_rotated": "Webhook secret rotated",
  "webhook_endpoint.disabled": "Webhook endpoint disabled after failures",
  "webhook_endpoint.test_sent": "Webhook test event sent",
  "webhook_delivery.resent": "Webhook delivery resent",
  "operation.performed": "Change made with an API key",
};

/** What people read for each `WebhookEventType`. */
export const WEBHOOK_EVENT_TYPE_LABELS: Readonly<Record<Schemas['WebhookEventType'], string>> = {
  "lead.created": "Lead received",
  "lead.updated": "Lead updated",
  "quote_list.created": "Quote list received",
  "booking.created": "Units booked",
  "booking.released": "Hold released",
  "product.published": "Product published",
  "product.unpublished": "Product unpublished",
  "quote.sent": "Quote sent",
  "quote.accepted": "Quote accepted",
  "quote.declined": "Quote declined",
  "rental.extension_requested": "Extension requested",
  "rental.extended": "Rental extended",
  "rental.off_rent_requested": "Call-off requested",
  "rental.returned": "Unit returned",
  "service.requested": "Service requested",
};

/** What people read for each `WebhookDeliveryStatus`. */
export const WEBHOOK_DELIVERY_STATUS_LABELS: Readonly<Record<Schemas['WebhookDeliveryStatus'], string>> = {
  "pending": "Queued",
  "delivering": "Sending",
  "succeeded": "Delivered",
  "failed": "Failed",
};

/** What people read for each `WebhookDeliveryEventType`. */
export const WEBHOOK_DELIVERY_EVENT_TYPE_LABELS: Readonly<Record<Schemas['WebhookDeliveryEventType'], string>> = {
  "lead.created": "Lead received",
  "lead.updated": "Lead updated",
  "quote_list.created": "Quote list received",
  "booking.created": "Units booked",
  "booking.released": "Hold released",
  "product.published": "Product published",
  "product.unpublished": "Product unpublished",
  "quote.sent": "Quote sent",
  "quote.accepted": "Quote accepted",
  "quote.declined": "Quote declined",
  "rental.extension_requested": "Extension requested",
  "rental.extended": "Rental extended",
  "rental.off_rent_requested": "Call-off requested",
  "rental.returned": "Unit returned",
  "service.requested": "Service requested",
  "webhook.test": "Test event",
};

/** Every English table, by enum: `ENUM_LABELS_EN.EQUIPMENT_CATEGORY`. */
export const ENUM_LABELS_EN: EnumLabels = {
  EQUIPMENT_CATEGORY: EQUIPMENT_CATEGORY_LABELS,
  FUEL_TYPE: FUEL_TYPE_LABELS,
  LISTING_TYPE: LISTING_TYPE_LABELS,
  LOCALE: LOCALE_LABELS,
  WEEKDAY: WEEKDAY_LABELS,
  TIME_ZONE: TIME_ZONE_LABELS,
  LEAD_STATUS: LEAD_STATUS_LABELS,
  PUBLIC_REQUEST_STATUS: PUBLIC_REQUEST_STATUS_LABELS,
  RENTAL_STATUS: RENTAL_STATUS_LABELS,
  RENTAL_REQUEST_KIND: RENTAL_REQUEST_KIND_LABELS,
  RENTAL_REQUEST_STATUS: RENTAL_REQUEST_STATUS_LABELS,
  QUOTE_RATE_BASIS: QUOTE_RATE_BASIS_LABELS,
  QUOTE_CHARGE_KIND: QUOTE_CHARGE_KIND_LABELS,
  QUOTE_STATUS: QUOTE_STATUS_LABELS,
  PERMISSION_NAME: PERMISSION_NAME_LABELS,
  WIDGET_ELEMENT: WIDGET_ELEMENT_LABELS,
  API_KEY_STATUS: API_KEY_STATUS_LABELS,
  AUDIT_ACTION: AUDIT_ACTION_LABELS,
  WEBHOOK_EVENT_TYPE: WEBHOOK_EVENT_TYPE_LABELS,
  WEBHOOK_DELIVERY_STATUS: WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DELIVERY_EVENT_TYPE: WEBHOOK_DELIVERY_EVENT_TYPE_LABELS,
};
