import type { WebhookDelivery } from './delivery-log-repository';
import { readsEvent } from './event-permissions';

/**
 * A delivery as the caller may see it: the body as signed only when the caller reads the event's
 * data (the log is `webhooks.manage`, the data `leads.view` / `products.view`); null otherwise.
 */
export function visibleDelivery(
  delivery: WebhookDelivery,
  held: readonly string[],
): WebhookDelivery {
  if (readsEvent(delivery.event.type, held)) return delivery;
  return { ...delivery, event: { ...delivery.event, body: null } };
}
