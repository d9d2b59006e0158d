import type { OperationDependencies } from '../../api/operation-dependencies';
import type { OperationHandlers } from '../../api/operations';
import { throwIfLimited } from '../../auth/rate-limit';
import { pageOnOrigin } from '../site-keys';
import { readEventBatch } from './event-body';
import type { AcceptedEvent } from './event-store';

/**
 * `POST /events`: a dealer site's funnel events. Cookieless: nothing is read from or set in a
 * cookie, no IP address is stored (it only feeds the per-minute limit). Whatever the key and
 * origin, a valid batch answers 202; events count only for a site the key and `Origin` credit,
 * each on a page of that origin (kept without query or fragment).
 */
export function createDealerEventOperations({
  siteKeys,
  dealerEvents,
}: Pick<OperationDependencies, 'siteKeys' | 'dealerEvents'>): OperationHandlers {
  return {
    recordDealerEvents: async (request, reply) => {
      throwIfLimited(reply, dealerEvents.perIp.take(request.ip));
      const batch = readEventBatch(request);
      const wait = dealerEvents.perKey.take(batch.site_key, batch.events.length);
      if (wait > 0) dealerEvents.tally('refused', batch.events.length, 'rate_limited');
      throwIfLimited(reply, wait);
      const site = await siteKeys.credit(batch.site_key, request.headers.origin);
      if (!site) dealerEvents.tally('refused', batch.events.length, 'not_credited');
      else {
        const at = new Date();
        const accepted: AcceptedEvent[] = [];
        for (const event of batch.events) {
          const page = pageOnOrigin(event.page, site.origin);
          if (page)
            accepted.push({ siteId: site.id, at, type: event.type, element: event.element, page });
        }
        dealerEvents.accept(accepted);
        dealerEvents.tally('accepted', accepted.length);
        dealerEvents.tally('refused', batch.events.length - accepted.length, 'off_origin');
      }
      return reply.code(202).send();
    },
  };
}
