import { ENUM_LABELS_EN } from '@liftline/sdk';
import type { BadgeTone } from '@/components/ui/badge/badge';
import type { ApiKey, WebhookDeliveryStatus, WebhookEventType } from './integrations-api';

/** The contract's words (`x-enum-labels`); the back office is in English. */
export const EVENT_TYPE_LABELS = ENUM_LABELS_EN.WEBHOOK_EVENT_TYPE;
/** A delivery's event: the subscribable ones and `webhook.test`. */
export const DELIVERY_EVENT_LABELS = ENUM_LABELS_EN.WEBHOOK_DELIVERY_EVENT_TYPE;
export const DELIVERY_STATUS_LABELS = ENUM_LABELS_EN.WEBHOOK_DELIVERY_STATUS;
export const KEY_STATUS_LABELS = ENUM_LABELS_EN.API_KEY_STATUS;
export const AUDIT_ACTION_LABELS = ENUM_LABELS_EN.AUDIT_ACTION;

/** Every event, in the contract's order. */
export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as WebhookEventType[];
export const DELIVERY_STATUSES = Object.keys(DELIVERY_STATUS_LABELS) as WebhookDeliveryStatus[];

/**
 * The permission that reads an event's data: subscribing to an event needs it (`createWebhookEndpoint`'s
 * privilege ceiling).
 */
export const EVENT_PERMISSION: Readonly<Record<WebhookEventType, 'leads.view' | 'products.view'>> =
  {
    'lead.created': 'leads.view',
    'lead.updated': 'leads.view',
    'quote_list.created': 'leads.view',
    'booking.created': 'leads.view',
    'booking.released': 'leads.view',
    'product.published': 'products.view',
    'product.unpublished': 'products.view',
    'quote.sent': 'leads.view',
    'quote.accepted': 'leads.view',
    'quote.declined': 'leads.view',
    'rental.extension_requested': 'leads.view',
    'rental.extended': 'leads.view',
    'rental.off_rent_requested': 'leads.view',
    'rental.returned': 'leads.view',
    'service.requested': 'leads.view',
  };

export const KEY_STATUS_TONES: Readonly<Record<ApiKey['status'], BadgeTone>> = {
  active: 'success',
  expired: 'neutral',
  revoked: 'danger',
};

export const DELIVERY_STATUS_TONES: Readonly<Record<WebhookDeliveryStatus, BadgeTone>> = {
  pending: 'info',
  delivering: 'info',
  succeeded: 'success',
  failed: 'danger',
};
