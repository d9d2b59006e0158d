import { conflict } from '../../accounts/account-context';
import { createAccountAccess } from '../../accounts/account-access';
import { pageOf, pageRequest } from '../../accounts/pagination';
import type { OperationDependencies } from '../../api/operation-dependencies';
import type { OperationHandlers } from '../../api/operations';
import { auditActorOf, recordAudit } from '../../audit/audit-log';
import { notFound } from '../../http/api-error';
import { visibleDelivery } from './delivery-bodies';
import { createDeliveryLogRepository } from './delivery-log-repository';
import { endpointMessages, endpointNotFound } from './endpoint-messages';
import { createEndpointRepository } from './endpoint-repository';
import { requireSendingPermissions } from './event-permissions';

/**
 * An endpoint's delivery log and Resend (`webhooks.manage`). A resend queues a NEW delivery of the
 * same event (same id and body: receivers dedupe on the id), never while the original is still
 * queued or being sent, nor to an endpoint that is turned off (409). The sender is woken after the
 * commit; without it, its poll picks the delivery up within a second.
 */
export function createDeliveryOperations(deps: OperationDependencies): OperationHandlers {
  const { db, auth } = deps;
  const requireAccountAccess = createAccountAccess({ db, auth });
  const endpoints = createEndpointRepository(db);
  const log = createDeliveryLogRepository(db);

  return {
    async listWebhookDeliveries(request) {
      const { id, endpointId } = request.params;
      const { membership } = await requireAccountAccess(request, id, 'webhooks.manage');
      if (!(await endpoints.find(id, endpointId))) throw endpointNotFound();
      const page = pageRequest(request.query);
      const { items, total } = await log.page(endpointId, request.query.status ?? null, page);
      const visible = items.map((item) => visibleDelivery(item, membership.permissions));
      return pageOf(visible, total, page);
    },

    async resendWebhookDelivery(request, reply) {
      const { id, endpointId, deliveryId } = request.params;
      const { caller, membership } = await requireAccountAccess(request, id, 'webhooks.manage');
      const delivery = await db.transaction(async (tx) => {
        // Locked: a concurrent turn-off waits for this resend (and then fails it), or wins.
        const endpoint = await createEndpointRepository(tx).findForUpdate(id, endpointId);
        if (!endpoint) throw endpointNotFound();
        const deliveries = createDeliveryLogRepository(tx);
        const original = await deliveries.find(endpointId, deliveryId);
        if (!original) throw notFound(endpointMessages.deliveryNotFound);
        requireSendingPermissions([...endpoint.events, original.eventType], membership.permissions);
        if (original.status === 'pending' || original.status === 'delivering') {
          throw conflict(endpointMessages.resendWhileQueued);
        }
        if (!endpoint.active) throw conflict(endpointMessages.resendToInactive);
        const queued = await deliveries.requeue(endpointId, original.eventId);
        await deps.webhooks.queue(tx, [{ id: Number(queued.id), endpointId }]);
        await recordAudit(tx, {
          accountId: id,
          actor: auditActorOf(caller),
          action: 'webhook_delivery.resent',
          target: { type: 'webhook_delivery', id: deliveryId, label: original.eventType },
        });
        return queued;
      });
      deps.webhooks.wake();
      return reply.code(202).send(visibleDelivery(delivery, membership.permissions));
    },
  };
}
