import { conflict } from '../../accounts/account-context';
import { createAccountAccess } from '../../accounts/account-access';
import type { OperationDependencies } from '../../api/operation-dependencies';
import type { OperationHandlers } from '../../api/operations';
import { auditActorOf, recordAudit } from '../../audit/audit-log';
import { throwIfLimited } from '../../auth/rate-limit';
import { enqueueTestEvent } from '../webhook-events';
import { visibleDelivery } from './delivery-bodies';
import { createDeliveryLogRepository } from './delivery-log-repository';
import { endpointMessages, endpointNotFound } from './endpoint-messages';
import { createEndpointRepository } from './endpoint-repository';
import { requireSendingPermissions } from './event-permissions';

const TEN_MINUTES = 10 * 60 * 1000;
/** Test events per endpoint and per account in 10 minutes (the contract's numbers). */
export const TEST_EVENTS_PER_ENDPOINT = 5;
export const TEST_EVENTS_PER_ACCOUNT = 20;

/**
 * "Send test event" (`webhooks.manage`): one signed `webhook.test` delivery of sample data to an
 * active endpoint, under the rule of every call that sends to its destination (the caller reads
 * each event it carries) and two limits, so a test event aimed at someone else's URL stays a
 * trickle. Audited; the sender is woken after the commit.
 */
export function createTestEventOperations(deps: OperationDependencies): OperationHandlers {
  const { db, auth, limits } = deps;
  const requireAccountAccess = createAccountAccess({ db, auth });
  const perEndpoint = limits.limiter('webhook-tests-per-endpoint', {
    limit: TEST_EVENTS_PER_ENDPOINT,
    windowMs: TEN_MINUTES,
  });
  const perAccount = limits.limiter('webhook-tests-per-account', {
    limit: TEST_EVENTS_PER_ACCOUNT,
    windowMs: TEN_MINUTES,
  });

  return {
    async sendWebhookTestEvent(request, reply) {
      const { id, endpointId } = request.params;
      const { caller, membership } = await requireAccountAccess(request, id, 'webhooks.manage');
      const held = membership.permissions;
      const endpoint = await createEndpointRepository(db).find(id, endpointId);
      if (!endpoint) throw endpointNotFound();
      requireSendingPermissions(endpoint.events, held);
      if (!endpoint.active) throw conflict(endpointMessages.testToInactive);
      const endpointKey = String(endpointId);
      const accountKey = String(id);
      throwIfLimited(
        reply,
        await perEndpoint.retryAfter(endpointKey),
        await perAccount.retryAfter(accountKey),
      );
      await perEndpoint.record(endpointKey);
      await perAccount.record(accountKey);
      const delivery = await db.transaction(async (tx) => {
        // Locked: a concurrent turn-off or move waits for this test (and then fails it), or wins.
        const current = await createEndpointRepository(tx).findForUpdate(id, endpointId);
        if (!current) throw endpointNotFound();
        requireSendingPermissions(current.events, held);
        if (!current.active) throw conflict(endpointMessages.testToInactive);
        const deliveryId = await enqueueTestEvent(deps.webhooks.jobs, tx, id, endpointId);
        await recordAudit(tx, {
          accountId: id,
          actor: auditActorOf(caller),
          action: 'webhook_endpoint.test_sent',
          target: { type: 'webhook_endpoint', id: endpointId, label: current.url },
        });
        return createDeliveryLogRepository(tx).get(deliveryId);
      });
      deps.webhooks.wake();
      return reply.code(202).send(visibleDelivery(delivery, held));
    },
  };
}
