import type { components } from '@liftline/sdk/schema';
import type { MessageDescriptor } from '@lingui/core';
import { forbidden } from '../../auth/authenticator';
import type { PermissionName } from '../../auth/permissions';
import { withValues } from '../../i18n/i18n';
import { endpointMessages } from './endpoint-messages';

export type WebhookEventType = components['schemas']['WebhookEventType'];
export type WebhookDeliveryEventType = components['schemas']['WebhookDeliveryEventType'];

/**
 * The permission that reads the data an event carries (the contract's privilege ceiling of
 * `createWebhookEndpoint`): nobody subscribes to data they may not read themselves.
 */
export const EVENT_PERMISSION: Record<WebhookEventType, PermissionName> = {
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

/** The permission that reads a delivered event's data; none for a test event (sample data). */
export function permissionToRead(type: WebhookDeliveryEventType): PermissionName | null {
  return type === 'webhook.test' ? null : EVENT_PERMISSION[type];
}

/** Whether `held` reads the data of an event of `type`. */
export const readsEvent = (type: WebhookDeliveryEventType, held: readonly string[]) => {
  const permission = permissionToRead(type);
  return permission === null || held.includes(permission);
};

/** 403 naming the events and the permissions the caller lacks for them; nothing when all are held. */
export function requireEventPermissions(
  events: readonly WebhookDeliveryEventType[],
  held: readonly string[],
  message: MessageDescriptor = endpointMessages.eventsNeedPermission,
): void {
  const refused = [...new Set(events)].filter((event) => !readsEvent(event, held));
  if (refused.length === 0) return;
  const permissions = [...new Set(refused.map((event) => permissionToRead(event)!))].sort();
  throw forbidden(
    withValues(message, {
      events: refused.sort().join(', '),
      permissions: permissions.join(', '),
    }),
  );
}

/**
 * The rule of every call that sends an endpoint's data somewhere (a new URL, turning it on, a
 * resend, a test event, a rotation that hands the caller a new secret): the caller reads every
 * event it carries, as creating it would need. 403 naming what is missing, before anything changes.
 */
export function requireSendingPermissions(
  events: readonly WebhookDeliveryEventType[],
  held: readonly string[],
): void {
  requireEventPermissions(events, held, endpointMessages.sendingNeedsPermission);
}
